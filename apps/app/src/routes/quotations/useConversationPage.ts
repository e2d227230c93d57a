import { useEffect } from 'react';
import { messageReportMessages } from '@quotemarket/contract';
import {
  ApiError,
  useConversation,
  useMarkConversationRead,
  useMessageComposer,
  useMessageReportForm,
} from '@quotemarket/hooks';
import { useToast } from '@quotemarket/ui';

/**
 * The buyer's conversation with the store of one quote: its messages (live through the shell's
 * stream), the composer (words and a photo), the report sheet for the store's messages, and
 * marking the store's messages read when they are shown, including those that arrive while the page
 * is open.
 */
export function useConversationPage(estimationId: number) {
  const chat = useConversation(estimationId);
  const composer = useMessageComposer('buyer', estimationId);
  const { toast } = useToast();
  const report = useMessageReportForm('buyer', () =>
    toast({ title: messageReportMessages.reported, tone: 'success' }),
  );
  const { mutate: markRead } = useMarkConversationRead(estimationId);

  // The newest of the store's messages not yet read: each new one is marked once.
  const unreadId = chat.messages.findLast(
    (message) => !message.mine && message.readAt === null,
  )?.id;
  useEffect(() => {
    if (unreadId !== undefined) markRead();
  }, [unreadId, markRead]);

  return {
    chat,
    notFound: chat.error instanceof ApiError && chat.error.status === 404,
    composer,
    report,
  };
}
