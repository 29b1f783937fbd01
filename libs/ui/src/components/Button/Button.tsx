import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx';
import styles from './Button.module.css';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look of the button: default (grey), primary (blue), danger (red) or link (text only). */
  variant?: ButtonVariant;
  /** `sm` for dense rows and title bars, `md` otherwise. */
  size?: ButtonSize;
  /** It starts an action or a fight: on a phone it is 44 px tall, a target for a thumb. */
  action?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A real `<button>`, `type="button"` unless told otherwise so it never submits a form by accident. */
export function Button({
  variant = 'default',
  size = 'md',
  type = 'button',
  action = false,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      data-action={action ? '' : undefined}
      className={cx(
        styles.button,
        variant !== 'default' && styles[variant],
        styles[size],
        action && styles.action,
        className,
      )}
      {...rest}
    />
  );
}
