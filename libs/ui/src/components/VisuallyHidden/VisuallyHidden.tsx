import type { ReactNode } from 'react';
import shared from '../../internal/shared.module.css';

export interface VisuallyHiddenProps {
  /** What assistive technology reads and the screen does not show (a table's caption). */
  children: ReactNode;
}

/** Text for screen readers only: hidden on screen, still in the page's accessible text. */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className={shared.visuallyHidden}>{children}</span>;
}
