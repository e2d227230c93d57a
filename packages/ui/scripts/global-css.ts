/**
 * Writes `src/theme/global.css` from the tokens (src/theme/globalStyleSheet.ts). Run it after
 * changing a token or a base rule: `npm run styles -w @quotemarket/ui`; `globalStyleSheet.test.ts`
 * fails until it is.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { globalStyleSheet, globalStyleSheetFile } from '../src/theme/globalStyleSheet';

writeFileSync(
  path.join(import.meta.dirname, '../src/theme', globalStyleSheetFile),
  globalStyleSheet(),
);
