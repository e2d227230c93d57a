// The buyer's conversations with the stores that quoted (issue 43): reading, read receipts and the
// unread counts. Live updates ride the quote events (useQuotationEvents); the dealer's side of
// reading is in ../seller.
export { conversationQuery, useConversation } from './useConversation';
export { useMarkConversationRead } from './useMarkConversationRead';
export { useUnreadMessages } from './useUnreadMessages';
// Either side's sending, photos and reports of a message.
export { useSendMessage } from './useSendMessage';
export { useSendMessagePhoto, type MessagePhotoUpload } from './useSendMessagePhoto';
export { useReportMessage, type MessageReport } from './useReportMessage';
// What either side's screen holds: the composer (text and one photo) and the report sheet.
export { useMessageComposer, type ComposerAttachment } from './useMessageComposer';
export { useMessageReportForm } from './useMessageReportForm';
