export { ChatTranscript } from './ChatTranscript';
export type { ChatTranscriptProps } from './ChatTranscript';
