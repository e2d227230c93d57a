export { MessageComposer } from './MessageComposer';
export type { MessageComposerProps } from './MessageComposer';
