import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Text.module.css';

export type TextTone = 'muted' | 'error' | 'warning' | 'success';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Its colour by meaning: quiet, short of something or failed, a warning, done or won. */
  tone?: TextTone | undefined;
  /** `bold` to stand out; `normal` for a quiet part within bold text (a level in a heading). */
  weight?: 'normal' | 'bold' | undefined;
  /** `sm` for a label above a value, `lg` for a verdict. Default: the text around it. */
  size?: 'sm' | 'lg' | undefined;
  /** A `span` within a line (default), or a paragraph of its own (without margins). */
  as?: 'span' | 'p';
  children?: ReactNode;
}

/** A piece of text in the kit's tones and sizes: "Not enough gold", "Victory!", "(level 12)". */
export function Text({
  tone,
  weight,
  size,
  as: Element = 'span',
  className,
  children,
  ...rest
}: TextProps) {
  return (
    <Element
      className={cx(
        Element === 'p' && styles.paragraph,
        tone !== undefined && styles[tone],
        weight !== undefined && styles[weight],
        size !== undefined && styles[size],
        className,
      )}
      {...rest}
    >
      {children}
    </Element>
  );
}
