// The end-to-end tests drive Debian's headless Chromium (package chromium-headless-shell). Install
// it when missing (root on Debian), or stop with a clear message saying how (or to point
// CHROMIUM_PATH at a Chromium or Chrome binary).
import { ensureDebianPackages } from './debian-packages.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
try {
  ensureDebianPackages({ [chromium]: 'chromium-headless-shell' }, 'The journeys');
} catch (e) {
  console.error(`${e.message}\nor point CHROMIUM_PATH at a Chromium or Chrome binary.`);
  process.exit(1);
}
