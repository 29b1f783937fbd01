import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Muted.module.css';

export interface MutedProps {
  children: ReactNode;
  /** A `span` within a line (a hint after a value) instead of a paragraph of its own. */
  inline?: boolean;
  className?: string | undefined;
}

/** Quiet secondary text: a note under a form, a hint beside a value. */
export function Muted({ children, inline = false, className }: MutedProps) {
  const Element = inline ? 'span' : 'p';
  return <Element className={cx(styles.muted, className)}>{children}</Element>;
}
