import { useEffect, useEffectEvent, useState, type HTMLAttributes, type Ref } from 'react';
import { formatCountdown } from '../../format/format';
import { subscribeToSeconds } from '../../internal/secondClock';
import { StyledCountdown } from './Countdown.styles';
import { countdownVariants, type CountdownTone } from './Countdown.variants';

export interface CountdownProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** When the time runs out. */
  deadline: Date | string | number;
  /** The clock, for tests and stories; `Date.now` by default. */
  now?: () => number;
  /** Shown once the deadline has passed. */
  expiredLabel?: string;
  /** Called once when the remaining time reaches zero. */
  onExpire?: () => void;
  tone?: CountdownTone;
  /** Turns the countdown urgent (red) when less than this is left, e.g. `60_000`. */
  urgentBelowMs?: number;
  /** Prefix of the accessible name: '남은 시간 04분 59초'. */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

const toMs = (deadline: Date | string | number) =>
  deadline instanceof Date ? deadline.getTime() : new Date(deadline).getTime();

/** '04:59' → '04분 59초'; '47:59:59' → '47시간 59분 59초'. */
function spoken(text: string): string {
  const parts = text.split(':');
  const units = parts.length === 3 ? ['시간', '분', '초'] : ['분', '초'];
  return parts.map((part, index) => `${part}${units[index]}`).join(' ');
}

/**
 * Time left until `deadline`, recomputed from the clock every second (never by counting ticks), so a
 * sleeping tab or a moved system clock shows the right time at the next tick. Every countdown on
 * the page ticks on one clock (`subscribeToSeconds`): a list of them updates as one render.
 */
export function Countdown({
  deadline,
  now = Date.now,
  expiredLabel = '마감',
  onExpire,
  tone = countdownVariants.tone.default,
  urgentBelowMs,
  label = '남은 시간',
  ...rest
}: CountdownProps) {
  const deadlineMs = toMs(deadline);
  const [current, setCurrent] = useState(() => now());
  const remaining = Number.isFinite(deadlineMs) ? Math.max(0, deadlineMs - current) : 0;
  // formatCountdown rounds up, so "expired" is when no whole second is left to show.
  const expired = remaining <= 0;

  const tick = useEffectEvent(() => setCurrent(now()));
  const expire = useEffectEvent(() => onExpire?.());

  // Read at once and every second, on the page's one clock: a new deadline's last reading may be old.
  useEffect(() => (expired ? undefined : subscribeToSeconds(tick)), [expired, deadlineMs]);

  // Once per deadline: a new deadline arms it again.
  useEffect(() => {
    if (expired) expire();
  }, [expired, deadlineMs]);

  const text = formatCountdown(remaining);
  const isUrgent =
    tone === 'urgent' || (!expired && urgentBelowMs !== undefined && remaining < urgentBelowMs);

  return (
    <StyledCountdown
      // A page rendered on the server counted from its clock a moment earlier, so its text may be
      // a second or two behind the browser's: hydration keeps it, and the next tick replaces it.
      suppressHydrationWarning
      role="timer"
      aria-label={expired ? expiredLabel : `${label} ${spoken(text)}`}
      data-qm="countdown"
      data-tone={isUrgent ? 'urgent' : 'default'}
      data-state={expired ? 'expired' : 'running'}
      {...rest}
    >
      {expired ? expiredLabel : text}
    </StyledCountdown>
  );
}
