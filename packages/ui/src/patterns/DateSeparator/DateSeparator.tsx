import type { HTMLAttributes, Ref } from 'react';
import { formatDateWithWeekday, seoulDayKey } from '../../format/format';
import { StyledDateSeparator } from './DateSeparator.styles';

export interface DateSeparatorProps extends HTMLAttributes<HTMLDivElement> {
  /** Any moment of the day; the line shows its Seoul date, '2026년 12월 7일 월요일'. */
  date: Date | string;
  ref?: Ref<HTMLDivElement>;
}

/** The line between a conversation's days. */
export function DateSeparator({ date, ...rest }: DateSeparatorProps) {
  return (
    <StyledDateSeparator data-qm="date-separator" {...rest}>
      <time dateTime={seoulDayKey(date)}>{formatDateWithWeekday(date)}</time>
    </StyledDateSeparator>
  );
}
