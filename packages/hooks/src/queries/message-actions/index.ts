// What either side does to a conversation's messages beyond words (issue 43): photos and reports.
export { useSendMessagePhoto, type MessagePhotoUpload } from './useSendMessagePhoto';
export { useReportMessage, type MessageReport } from './useReportMessage';
