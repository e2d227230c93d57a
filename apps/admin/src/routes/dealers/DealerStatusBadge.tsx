import { dealerStatusLabels, type DealerStatus } from '@quotemarket/contract';
import { Badge } from '@quotemarket/ui';

/** 활동 중 or 이용 정지, the latter drawn as a refusal. */
export function DealerStatusBadge({ status }: { status: DealerStatus }) {
  return (
    <Badge tone={status === 'suspended' ? 'danger' : 'success'}>{dealerStatusLabels[status]}</Badge>
  );
}
