// The page in the browser: values read from it that the server's render cannot know, and the
// viewport's real height. `pageWindow` and `useExternalValue` stay inside the package.
export { useBrowserValue } from './useBrowserValue';
export {
  readViewportHeight,
  useViewportHeight,
  viewportHeightVariable,
  viewportUnitVariable,
  type ViewportWindow,
} from './useViewportHeight';
