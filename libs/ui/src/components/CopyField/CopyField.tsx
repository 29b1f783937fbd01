import { notify } from '@idle/state';
import { type ReactNode, useId, useRef } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import styles from './CopyField.module.css';

export interface CopyFieldProps {
  label: ReactNode;
  /** What the player copies: shown read-only, selected when focused. */
  value: string;
  /** Said once the value is on the clipboard. */
  copiedText: string;
  /** Said when the browser refused the clipboard; the value is left selected to copy by hand. */
  notCopiedText: string;
  /** Machine text (a key) in the monospace face, not checked for spelling. */
  code?: boolean;
  /** Buttons after Copy. */
  children?: ReactNode;
}

/**
 * A label, the value in a read-only box and a Copy button: a referral link, a new API key. A
 * fragment, so it stacks with whatever its container puts around it.
 */
export function CopyField({
  label,
  value,
  copiedText,
  notCopiedText,
  code = false,
  children,
}: CopyFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('success', copiedText);
    } catch {
      // No clipboard (an insecure page, a refused permission): leave the value selected.
      input.current?.select();
      notify('error', notCopiedText);
    }
  };
  return (
    <>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          className={cx(styles.input, code && styles.code)}
          type="text"
          value={value}
          readOnly
          spellCheck={!code}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
        <Button onClick={() => void copy()}>Copy</Button>
        {children}
      </div>
    </>
  );
}
