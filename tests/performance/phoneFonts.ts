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
 * A phone sold in Korea always has a Korean font (Android: Noto Sans CJK KR; iOS: Apple SD Gothic
 * Neo), so a page is first drawn in it while Pretendard's subsets arrive. A Linux machine without
 * one draws each Hangul syllable as an empty box of another width, lays the page out again when
 * the subsets come, and spends its layouts asking fontconfig for a font that is not there. The
 * bench gives its Chromium Android's Korean font, Noto Sans CJK KR (Debian's fonts-noto-cjk), so
 * that what it measures is what a phone draws: the system's when it has one, else a copy kept
 * under node_modules/.cache and shown to Chromium alone through its own fontconfig file.
 */
const cacheDir = path.join(repositoryRoot, 'node_modules/.cache/quotemarket-bench/korean-font');
const wanted = ['NotoSansCJK-Regular.ttc', 'NotoSansCJK-Bold.ttc'];

function systemKoreanFamily(): string | null {
  try {
    const listed = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).trim();
    return listed ? listed.split('\n')[0]!.split(',')[0]!.trim() : null;
  } catch {
    return null;
  }
}

/** Debian's package, downloaded and unpacked without installing it (no root, nothing else changes). */
function fetchNotoCjk(): boolean {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-font-'));
  try {
    execFileSync('apt-get', ['download', 'fonts-noto-cjk'], { cwd: work, stdio: 'ignore' });
    const archive = readdirSync(work).find((name) => name.endsWith('.deb'));
    if (!archive) return false;
    execFileSync('dpkg-deb', ['-x', archive, 'unpacked'], { cwd: work });
    const fontDir = path.join(work, 'unpacked/usr/share/fonts/opentype/noto');
    mkdirSync(cacheDir, { recursive: true });
    for (const name of wanted) copyFileSync(path.join(fontDir, name), path.join(cacheDir, name));
    return true;
  } catch {
    return false;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Makes the Chromium this process starts see a Korean font, and says which. Chromium inherits
 * `FONTCONFIG_FILE` from the environment, so both Lighthouse's and Playwright's browsers get it.
 */
export function giveChromiumAKoreanFont(): string {
  const system = systemKoreanFamily();
  if (system) return `${system} (this machine's)`;
  const cached = () => wanted.every((name) => existsSync(path.join(cacheDir, name)));
  if (!cached() && !fetchNotoCjk()) {
    return 'none: this machine has no Korean font and could not fetch fonts-noto-cjk (apt-get); Hangul is drawn as boxes until Pretendard arrives, unlike on a phone';
  }
  const config = path.join(cacheDir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${cacheDir}</dir>
  <cachedir>${path.join(cacheDir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = config;
  return "Noto Sans CJK KR (Android's Korean font; Debian's fonts-noto-cjk, shown to the bench's Chromium only)";
}
