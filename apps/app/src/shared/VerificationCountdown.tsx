import { styled } from 'styled-components';
import { formatCountdown, vars } from '@quotemarket/ui';

const Timer = styled.span`
  color: ${vars.color.danger};
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.font.weight.semibold};
`;

/** The code's remaining time beside its field (05:00 down to 00:00), read out in seconds. */
export function VerificationCountdown({ remainingSeconds }: { remainingSeconds: number }) {
  return (
    <Timer role="timer" aria-label={`남은 시간 ${remainingSeconds}초`}>
      {formatCountdown(remainingSeconds * 1000)}
    </Timer>
  );
}
