// Debian's packages a command needs, by the file each brings (the journeys' headless Chromium, the
// benches' nginx, wrk and Chromium): missing ones are installed with apt-get as root on Debian;
// elsewhere an Error says how.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** `files`: file → the package that brings it. `forWhat`: who needs them, for the message. */
export function ensureDebianPackages(files, forWhat) {
  const missing = Object.entries(files)
    .filter(([file]) => !fs.existsSync(file))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0 || !fs.existsSync('/etc/debian_version'))
    throw new Error(
      `${forWhat} need Debian's ${missing.join(' and ')}: sudo apt-get install -y ${missing.join(' ')}`,
    );
  console.log(`${forWhat}: installing ${missing.join(', ')} with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
