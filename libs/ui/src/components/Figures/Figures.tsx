import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Figures.module.css';

export interface FiguresProps {
  /** Names the list for assistive technology when no heading does (e.g. "Battle gains"). */
  label?: string | undefined;
  /**
   * Where values sit: `start` (default) after their labels; `end` right-aligned in a column as
   * wide as the longest, for columns of numbers.
   */
  align?: 'start' | 'end';
  /** The `Figure`s, each a label and its value. */
  children: ReactNode;
  className?: string | undefined;
}

/** Label/value pairs ("Owned 12", "Gold 1,234") as a description list, labels in a column. */
export function Figures({ label, align = 'start', children, className }: FiguresProps) {
  return (
    <dl aria-label={label} className={cx(styles.figures, align === 'end' && styles.end, className)}>
      {children}
    </dl>
  );
}

export interface FigureProps {
  /** What the value is ("Experience"). */
  label: ReactNode;
  /** The value ("+1,234"). */
  children: ReactNode;
}

/** One pair of `Figures`: leave it out (`cond && <Figure>`) when it does not apply. */
export function Figure({ label, children }: FigureProps) {
  // A `div` may group a term with its description in a `dl`; `display: contents` keeps the grid.
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
