import {
  marketRequestState,
  marketRequestStateLabels,
  type MarketRequestListItem,
  type MarketRequestState,
} from '@quotemarket/contract';
import { Badge, type BadgeTone } from '@quotemarket/ui';

const stateTones: Record<MarketRequestState, BadgeTone> = {
  open: 'primary',
  selected: 'success',
  expired: 'neutral',
  closed: 'danger',
  cancelled: 'neutral',
};

/** Where a request stands, as a badge. */
export function RequestStateBadge({ request }: { request: MarketRequestListItem }) {
  const state = marketRequestState(request);
  return <Badge tone={stateTones[state]}>{marketRequestStateLabels[state]}</Badge>;
}
