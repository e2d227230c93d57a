/**
 * Writes `src/fonts/PretendardVariable.common.woff2` and its sheet from the installed Pretendard:
 * the common subsets (src/fonts/pretendardCommon.ts) as one variable font, with every layout
 * feature (tabular figures among them); and `PretendardVariable.digits.woff2`, the figures a page
 * draws from its first paint (src/fonts/pretendardDigits.ts). Run it after upgrading `pretendard`:
 * `npm run fonts -w @quotemarket/ui`; the fonts' tests fail until it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  commonCodePoints,
  commonFontFile,
  commonSheet,
  commonSheetFile,
} from '../src/fonts/pretendardCommon';
import {
  digitsCharacters,
  digitsFontFile,
  digitsLayoutFeatures,
} from '../src/fonts/pretendardDigits';

const require = createRequire(import.meta.url);
const outDir = path.join(import.meta.dirname, '../src/fonts');
const dynamicSubsetCss = readFileSync(
  require.resolve('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'),
  'utf8',
);
const variableFont = readFileSync(
  require.resolve('pretendard/dist/public/variable/PretendardVariable.ttf'),
);

const text = String.fromCodePoint(...commonCodePoints(dynamicSubsetCss));
const woff2 = await subsetFont(variableFont, text, { targetFormat: 'woff2' });
writeFileSync(path.join(outDir, commonFontFile), woff2);
writeFileSync(path.join(outDir, commonSheetFile), commonSheet(dynamicSubsetCss));
process.stdout.write(
  `${commonFontFile}: ${text.length} characters, ${Math.round(woff2.length / 1024)} KB\n`,
);

const digits = await subsetFont(variableFont, digitsCharacters, {
  targetFormat: 'woff2',
  keepFeatures: [...digitsLayoutFeatures],
});
writeFileSync(path.join(outDir, digitsFontFile), digits);
process.stdout.write(
  `${digitsFontFile}: ${digitsCharacters.length} characters, ${Math.round(digits.length / 1024)} KB\n`,
);
