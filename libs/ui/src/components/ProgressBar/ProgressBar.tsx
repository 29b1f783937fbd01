import type { TimerBarColour } from '@idle/game-rules';
import { formatNumber } from '@idle/game-rules';
import { cx } from '../../internal/cx';
import styles from './ProgressBar.module.css';

export type ProgressBarVariant = 'neutral' | 'health' | 'experience' | TimerBarColour;

export interface ProgressBarProps {
  value: number;
  max: number;
  /** Accessible name of the bar (e.g. "Health"). */
  label: string;
  /** Fill colour. Default neutral. */
  variant?: ProgressBarVariant;
  /** Text shown on the bar; default "value / max" with thousands separators when showValue. */
  valueText?: string;
  /** Whether the text is drawn on the bar. Default true. */
  showValue?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/** The share of `max` that `value` fills, 0 to 1 (0 when max is not above 0). */
export function progressFraction(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(1, Math.max(0, value / max));
}

function safeFormat(value: number): string {
  return Number.isFinite(value) ? formatNumber(value) : '?';
}

/** A horizontal bar (role progressbar) filled by value out of max, in a variant colour. */
export function ProgressBar({
  value,
  max,
  label,
  variant = 'neutral',
  valueText,
  showValue = true,
  size = 'md',
  className,
}: ProgressBarProps) {
  const fraction = progressFraction(value, max);
  const text = valueText ?? `${safeFormat(value)} / ${safeFormat(max)}`;
  const safeMax = Number.isFinite(max) && max > 0 ? max : 0;
  const now = safeMax === 0 ? 0 : Math.min(safeMax, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={now}
      aria-valuetext={text}
      data-variant={variant}
      className={cx(styles.bar, styles[size], className)}
    >
      <div
        className={cx(styles.fill, styles[variant])}
        style={{ width: `${(fraction * 100).toFixed(2)}%` }}
      />
      {showValue && (
        <span className={styles.text} aria-hidden="true">
          {text}
        </span>
      )}
    </div>
  );
}
