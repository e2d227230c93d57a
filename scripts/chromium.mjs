// Finds the system Chromium that browser tests drive: CHROME_PATH first, then Debian's package.
import { accessSync, constants } from 'node:fs';

const candidates = () => [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/** @returns {string | undefined} */
export function findChromium() {
  for (const candidate of candidates()) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; try the next place
    }
  }
  return undefined;
}

export const chromiumMissingMessage =
  'Chromium not found (CHROME_PATH, /usr/bin/chromium): browser tests skipped. ' +
  'Install it with `sudo apt-get install -y chromium` or set CHROME_PATH.';

/** The flags this machine's closed network needs (see shared/TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=ko-KR',
];
