import { Link } from 'react-router-dom';
import { Badge, Button } from '@quotemarket/ui';
import { paths } from '../../paths';
import { unreadMessagesText } from './conversationRules';

/**
 * '판매점에 문의하기': opens the conversation with the store that sent the quote, saying how many of
 * its messages the buyer has not read yet.
 */
export function AskStoreLink({ estimationId, unread }: { estimationId: number; unread: number }) {
  return (
    <Button asChild variant="secondary" fullWidth>
      <Link to={paths.conversation(estimationId)}>
        판매점에 문의하기
        {unread > 0 ? <Badge data-part="unread">{unreadMessagesText(unread)}</Badge> : null}
      </Link>
    </Button>
  );
}
