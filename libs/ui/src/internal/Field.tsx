import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import shared from './shared.module.css';
import styles from './Field.module.css';

/** Input attributes a field passes through; value and change are handled by the field. */
export type FieldInputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'children'
>;

export interface FieldProps extends FieldInputAttributes {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  inline?: boolean;
  inputClassName?: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  type: string;
  value: string;
  onValue: (raw: string) => void;
}

/** A labelled input with an optional hint and error, shared by TextInput and NumberInput. */
export function Field({
  label,
  hideLabel = false,
  hint,
  error,
  inline = false,
  className,
  inputClassName,
  inputRef,
  id: idProp,
  type,
  value,
  onValue,
  ...rest
}: FieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  const describedBy = cx(
    rest['aria-describedby'],
    hint !== undefined && hintId,
    hasError && errorId,
  );
  return (
    <div className={cx(styles.field, inline && styles.inline, className)}>
      <label htmlFor={id} className={cx(styles.label, hideLabel && shared.visuallyHidden)}>
        {label}
      </label>
      <input
        {...rest}
        ref={inputRef}
        id={id}
        type={type}
        value={value}
        className={cx(styles.input, hasError && styles.invalid, inputClassName)}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => {
          onValue(event.currentTarget.value);
        }}
      />
      {hint !== undefined && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {hasError && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
