import { libraryConfig } from '../../tsup.library';

export default libraryConfig({ entry: ['src/index.ts'] });
