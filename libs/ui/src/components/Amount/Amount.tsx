import { formatNumber, type FormatNumberOptions } from '@idle/game-rules';
import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Amount.module.css';

export interface AmountProps {
  value: number;
  /** Fixed number of fraction digits; default up to 2 (formatNumber of @idle/game-rules). */
  fractionDigits?: number;
  /** Draw it in the gold colour (gold, credits). */
  gold?: boolean;
  /** Text or icon before the number (e.g. "+"). */
  prefix?: ReactNode;
  /** Text after the number (e.g. " gold"). */
  suffix?: ReactNode;
  className?: string;
}

/** The text of an amount: thousands separators, or "?" for a value that is not a finite number. */
export function formatAmount(value: number, fractionDigits?: number): string {
  if (!Number.isFinite(value)) return '?';
  const options: FormatNumberOptions = fractionDigits === undefined ? {} : { fractionDigits };
  return formatNumber(value, options);
}

/** A number with thousands separators ("1,234,567"), optionally in the gold colour. */
export function Amount({
  value,
  fractionDigits,
  gold = false,
  prefix,
  suffix,
  className,
}: AmountProps) {
  return (
    <span className={cx(styles.amount, gold && styles.gold, className)}>
      {prefix}
      {formatAmount(value, fractionDigits)}
      {suffix}
    </span>
  );
}
