import { libraryConfig } from '../../vite.library.ts';

export default libraryConfig({
  root: import.meta.dirname,
  entries: { index: 'src/index.ts' },
});
