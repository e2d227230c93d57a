import { useEffect, useState } from 'react';
import {
  ApiError,
  useConversation,
  useMarkConversationRead,
  useSendMessage,
} from '@quotemarket/hooks';

/**
 * The buyer's conversation with the store of one quote: its messages (live through the shell's
 * stream), the text being written, sending it, and marking the store's messages read when they are
 * shown, including those that arrive while the page is open.
 */
export function useConversationPage(estimationId: number) {
  const chat = useConversation(estimationId);
  const send = useSendMessage(estimationId);
  const { mutate: markRead } = useMarkConversationRead(estimationId);
  // Kept here, not in the composer: a refused message stays to be corrected.
  const [text, setText] = useState('');

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
    text,
    setText: (next: string) => {
      setText(next);
      if (send.isError) send.reset();
    },
    sending: send.isPending,
    /** The server's reason a message was refused (a phone number before choosing, a link). */
    sendError: send.error?.message,
    send: (body: string) => send.mutate(body, { onSuccess: () => setText('') }),
  };
}
