import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { alignClass, gapClass, type CrossAlign, type SpaceStep } from '../../internal/layout';
import styles from './Inline.module.css';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, a step of the `--idle-space-*` scale. Default 3. */
  gap?: SpaceStep;
  /**
   * How the children line up across the row: `stretch` (default), `start`, `center`, or `end`
   * (fields with their labels above, and their button, sit on one bottom line).
   */
  align?: CrossAlign;
  /** `between`: the first child at the start, the last at the end (a title and its controls). */
  justify?: 'start' | 'between';
  /** Whether children go on to a new line when the row is full. Default true. */
  wrap?: boolean;
  /** The element: a `div` by default; a `p` for a line of text (without its margins); a `form`. */
  as?: 'div' | 'p' | 'span' | 'form' | 'header' | 'li';
  children?: ReactNode;
}

/** Children side by side in a row: buttons, a form's fields and its button, a label and its value. */
export function Inline({
  gap = 3,
  align = 'stretch',
  justify = 'start',
  wrap = true,
  as: Element = 'div',
  className,
  children,
  ...rest
}: InlineProps) {
  return (
    <Element
      className={cx(
        styles.inline,
        gapClass(gap),
        alignClass(align),
        justify === 'between' && styles.between,
        wrap && styles.wrap,
        className,
      )}
      {...rest}
    >
      {children}
    </Element>
  );
}
