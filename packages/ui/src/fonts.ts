// Korean must render the same on every machine, so the kit ships Pretendard instead of trusting the
// system's fonts. The dynamic subset lets the browser fetch only the glyph ranges a page uses.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
