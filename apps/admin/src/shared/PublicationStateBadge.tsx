import { publicationStateLabels, type PublicationState } from '@quotemarket/contract';
import { Badge, type BadgeTone } from '@quotemarket/ui';

const publicationStateTones: Record<PublicationState, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'warning',
  published: 'success',
};

/** Where a notice or FAQ entry stands: 임시 저장, 예약 or 게시 중. */
export function PublicationStateBadge({ state }: { state: PublicationState }) {
  return <Badge tone={publicationStateTones[state]}>{publicationStateLabels[state]}</Badge>;
}
