import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '../support/product';

/**
 * A phone sold in Korea draws a page in its own fonts while Pretendard's files arrive. On Android,
 * Hangul in Noto Sans CJK KR, Latin and digits in Roboto, its `system-ui` and `sans-serif`. A Linux
 * machine has neither. Without a Korean font it draws each Hangul syllable as an empty box of
 * another width, lays the page out again when the subsets come, and spends its layouts asking
 * fontconfig for a font that is not there. Its Latin is DejaVu Sans, whose space and digits are a
 * fifth wider than Roboto's and Pretendard's, so a line of the fallback is longer than a phone's
 * and can wrap where the phone's does not, then unwrap when Pretendard arrives. The bench gives
 * its Chromium Android's two fonts (Debian's fonts-noto-cjk and fonts-roboto-unhinted) as the
 * fallbacks a phone has, so that what it measures is what a phone draws: the machine's own copy
 * where it has one, else one kept under node_modules/.cache, shown to Chromium alone through its
 * own fontconfig file.
 */
const cacheDir = path.join(repositoryRoot, 'node_modules/.cache/quotemarket-bench/korean-font');

interface PhoneFont {
  family: string;
  debianPackage: string;
  /** Where the package keeps the files, and the ones the bench takes. */
  directory: string;
  files: string[];
}

/** In Android's order: the UI font first, Hangul from the next. */
const androidFonts: PhoneFont[] = [
  {
    family: 'Roboto',
    debianPackage: 'fonts-roboto-unhinted',
    directory: 'usr/share/fonts/truetype/roboto/unhinted/RobotoTTF',
    files: ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Bold.ttf'],
  },
  {
    family: 'Noto Sans CJK KR',
    debianPackage: 'fonts-noto-cjk',
    directory: 'usr/share/fonts/opentype/noto',
    files: ['NotoSansCJK-Regular.ttc', 'NotoSansCJK-Bold.ttc'],
  },
];

function systemHas(family: string): boolean {
  try {
    return execFileSync('fc-list', [`${family}:`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

const cached = ({ files }: PhoneFont) =>
  files.every((name) => existsSync(path.join(cacheDir, name)));

/** Debian's package, downloaded and unpacked without installing it (no root, nothing else changes). */
function fetchFromDebian({ debianPackage, directory, files }: PhoneFont): boolean {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-font-'));
  try {
    execFileSync('apt-get', ['download', debianPackage], { cwd: work, stdio: 'ignore' });
    const archive = readdirSync(work).find((name) => name.endsWith('.deb'));
    if (!archive) return false;
    execFileSync('dpkg-deb', ['-x', archive, 'unpacked'], { cwd: work });
    mkdirSync(cacheDir, { recursive: true });
    for (const name of files) {
      copyFileSync(path.join(work, 'unpacked', directory, name), path.join(cacheDir, name));
    }
    return true;
  } catch {
    return false;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Makes the Chromium this process starts draw with a phone's fonts, and says which it got.
 * Chromium inherits `FONTCONFIG_FILE` from the environment, so both Lighthouse's and Playwright's
 * browsers get it.
 */
export function giveChromiumAndroidFonts(): string {
  const found = androidFonts.map((font) => {
    if (systemHas(font.family)) return `${font.family} (this machine's)`;
    if (cached(font) || fetchFromDebian(font))
      return `${font.family} (Debian's ${font.debianPackage})`;
    return `no ${font.family}: neither on this machine nor fetched (apt-get ${font.debianPackage})`;
  });
  const config = path.join(cacheDir, 'fonts.conf');
  mkdirSync(cacheDir, { recursive: true });
  const androidStack = androidFonts.map(({ family }) => `<family>${family}</family>`).join('');
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${cacheDir}</dir>
  <cachedir>${path.join(cacheDir, 'cache')}</cachedir>
  <alias binding="strong"><family>sans-serif</family><prefer>${androidStack}</prefer></alias>
  <alias binding="strong"><family>system-ui</family><prefer>${androidStack}</prefer></alias>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = config;
  return found.join(', ');
}
