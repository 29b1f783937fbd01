import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { gapClass, type SpaceStep } from '../../internal/layout';
import styles from './Stack.module.css';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, a step of the `--idle-space-*` scale. Default 5 (a page's). */
  gap?: SpaceStep;
  /** The element: a `div` by default; `ul`/`ol` for a list (its bullets and indent go). */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'li' | 'form';
  children?: ReactNode;
}

/** Children one under the other, evenly spaced: a page's parts, a result's blocks, a list. */
export function Stack({ gap = 5, as: Element = 'div', className, children, ...rest }: StackProps) {
  return (
    <Element className={cx(styles.stack, gapClass(gap), className)} {...rest}>
      {children}
    </Element>
  );
}
