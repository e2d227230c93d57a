import { libraryConfig } from '../../tsup.library';

export default libraryConfig({
  entry: ['src/index.ts'],
  external: ['react', '@tanstack/react-query', 'axios', '@quotemarket/contract', 'zod'],
});
