import { estimationOutcomeLabels, type EstimationOutcome } from '@quotemarket/contract';
import { Badge, type BadgeTone } from '@quotemarket/ui';

/** A quote still in the race stands out; a win reads as done; a withdrawal asks for a second look. */
const outcomeTones = {
  PENDING: 'primary',
  SELECTED: 'success',
  NOT_SELECTED: 'neutral',
  CLOSED: 'neutral',
  WITHDRAWN: 'warning',
} as const satisfies Record<EstimationOutcome, BadgeTone>;

/** How one of the dealer's quotes ended, as a badge beside it. */
export function OutcomeBadge({ outcome }: { outcome: EstimationOutcome }) {
  return <Badge tone={outcomeTones[outcome]}>{estimationOutcomeLabels[outcome]}</Badge>;
}
