import { reportStatusLabels, type ReportStatus } from '@quotemarket/contract';
import { Badge, type BadgeTone } from '@quotemarket/ui';

const tones: Record<ReportStatus, BadgeTone> = {
  RECEIVED: 'warning',
  REVIEWING: 'primary',
  RESOLVED: 'success',
  DISMISSED: 'neutral',
};

/** 접수 (waiting) stands out; a finished report reads as done. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge tone={tones[status]}>{reportStatusLabels[status]}</Badge>;
}
