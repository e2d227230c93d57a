import { libraryConfig } from '../../tsup.library';

export default libraryConfig({
  entry: ['src/index.ts', 'src/fonts.ts'],
  // Code splitting keeps shared modules in their own chunks, so importing one component stays small.
  splitting: true,
  external: ['react', 'react-dom', 'styled-components', /^pretendard\//],
});
