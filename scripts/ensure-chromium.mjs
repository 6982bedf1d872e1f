// The end-to-end tests drive Debian's headless Chromium (package chromium-headless-shell). Install
// it when missing (root on Debian), or stop with a clear message saying how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!fs.existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    console.log('Headless Chromium is missing: installing it with apt-get (about 30 s)…');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
      {
        stdio: 'inherit',
        shell: '/bin/bash',
      },
    );
  } else {
    console.error(
      `Chromium was not found at ${chromium}.\n` +
        'Install it with: sudo apt-get install -y chromium-headless-shell\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
}
