import { defineVariants, type VariantValue } from '../../internal/variants';

export const messageBubbleVariants = defineVariants({
  /** `mine` (right, primary colour, with a receipt) or `theirs` (left, with the sender's avatar). */
  from: { values: ['theirs', 'mine'], default: 'theirs' },
  /**
   * Where my message is: `sent` shows nothing more, `sending` and `failed` say so, `unread` shows a
   * small '1' as Korean messengers do, `read` shows '읽음'. Only my messages carry one.
   */
  status: { values: ['sent', 'sending', 'unread', 'read', 'failed'], default: 'sent' },
});

export type MessageBubbleFrom = VariantValue<typeof messageBubbleVariants.from>;
export type MessageStatus = VariantValue<typeof messageBubbleVariants.status>;
