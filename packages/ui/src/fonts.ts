// Korean must render the same on every machine, so the kit ships Pretendard instead of trusting the
// system's fonts. The dynamic subset lets the browser fetch only the glyph ranges a page uses; the
// subsets every page uses travel as one file, a family of its own that the kit's font family names
// first, declared after them (src/fonts/pretendardCommon.ts).
// In the repo this reads the sheet from `pretendard` (a devDependency); the published build imports
// its own copy instead, `dist/fonts/pretendard-variable.css` with the woff2 subsets beside it
// (packages/ui/vite.config.ts), so consumers do not install the whole 97 MB package.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './fonts/pretendard-common.css';
