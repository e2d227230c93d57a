import type { HTMLAttributes, Key, ReactNode, Ref } from 'react';
import { formatWon } from '../../format/format';
import { StyledKeyValueList, StyledRow } from './PriceBreakdown.styles';
import { priceBreakdownVariants, type PriceBreakdownVariant } from './PriceBreakdown.variants';

/** A subtraction as the breakdowns print it: `300000` → `-300,000원`; zero stays `0원`. */
export function formatMinusWon(amount: number | null | undefined): string {
  const formatted = formatWon(amount === null || amount === undefined ? amount : Math.abs(amount));
  if (formatted === '-' || formatted === '0원') return formatted;
  return `-${formatted}`;
}

export interface KeyValueItem {
  key?: Key;
  label: ReactNode;
  value: ReactNode;
  /** Small print under the row (e.g. '공시지원금 + 추가지원금'). */
  note?: ReactNode;
  /** A subtraction: the value is painted as a discount. */
  minus?: boolean;
  /** A stronger label, for sub-totals. */
  emphasis?: boolean;
}

export interface KeyValueListProps extends HTMLAttributes<HTMLDListElement> {
  items: readonly KeyValueItem[];
  /** The closing row under a rule, painted large (e.g. '월 납부액'). */
  total?: KeyValueItem | undefined;
  variant?: PriceBreakdownVariant;
  ref?: Ref<HTMLDListElement>;
}

function Row({ item, part }: { item: KeyValueItem; part?: 'total' }) {
  return (
    <StyledRow
      data-part={part ?? 'row'}
      data-minus={item.minus || undefined}
      data-emphasis={item.emphasis || undefined}
    >
      <dt>{item.label}</dt>
      <dd data-part="value">{item.value}</dd>
      {item.note ? <dd data-part="note">{item.note}</dd> : null}
    </StyledRow>
  );
}

/** Label/value rows as a description list. */
export function KeyValueList({
  items,
  total,
  variant = priceBreakdownVariants.variant.default,
  ...rest
}: KeyValueListProps) {
  return (
    <StyledKeyValueList data-qm="key-value-list" data-variant={variant} {...rest}>
      {items.map((item, index) => (
        <Row key={item.key ?? index} item={item} />
      ))}
      {total ? <Row item={total} part="total" /> : null}
    </StyledKeyValueList>
  );
}

export interface PriceBreakdownItem {
  key?: Key;
  label: ReactNode;
  /** In won; `null` prints '-'. */
  amount: number | null | undefined;
  /** A subsidy or discount: printed as '-300,000원'. */
  minus?: boolean;
  note?: ReactNode;
  emphasis?: boolean;
  /** Replaces the formatted amount (e.g. '일시불', '36개월'). */
  valueText?: ReactNode;
}

export interface PriceBreakdownProps extends Omit<KeyValueListProps, 'items' | 'total'> {
  items: readonly PriceBreakdownItem[];
  total?: PriceBreakdownItem | undefined;
}

function toKeyValue(item: PriceBreakdownItem): KeyValueItem {
  return {
    key: item.key,
    label: item.label,
    note: item.note,
    // A zero subsidy is not painted as a discount.
    minus: Boolean(item.minus && item.amount),
    emphasis: item.emphasis,
    value: item.valueText ?? (item.minus ? formatMinusWon(item.amount) : formatWon(item.amount)),
  };
}

/** Money rows in won: prices, subsidies as subtractions, and an emphasised total. */
export function PriceBreakdown({ items, total, ...rest }: PriceBreakdownProps) {
  return (
    <KeyValueList
      data-qm="price-breakdown"
      items={items.map(toKeyValue)}
      total={total ? toKeyValue(total) : undefined}
      {...rest}
    />
  );
}
