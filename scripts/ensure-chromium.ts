// Browser tests need Chromium. Test tools cannot download their own browsers here, so this finds the system's
// Chromium (CHROMIUM_PATH, or Debian's /usr/bin/chromium) and, when it is missing and we are root on Debian,
// installs Debian's package. It prints the path it found.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(
  (candidate): candidate is string => Boolean(candidate),
);

export function findChromium(): string | undefined {
  return chromiumCandidates.find((candidate) => existsSync(candidate));
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian\'s chromium package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error('Chromium is needed for the browser tests. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
}

/** The flags this machine's closed network and root user need; every browser test launches with them. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
