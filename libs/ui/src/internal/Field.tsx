import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import shared from './shared.module.css';
import styles from './Field.module.css';

/** Input attributes a field passes through; value and change are handled by the field. */
export type FieldInputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'children'
>;

/** What a field's frame draws around its control: the label, the hint and the error. */
export interface FieldFrameProps {
  label: ReactNode;
  hideLabel?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  inline?: boolean | undefined;
  className?: string | undefined;
  id?: string | undefined;
  /** Descriptions the control already has, kept before the hint and the error. */
  describedBy?: string | undefined;
}

/** What the frame decides of its control: its id, validity, descriptions and look. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** A labelled control with an optional hint and error, shared by the inputs and the text area. */
export function FieldFrame({
  label,
  hideLabel = false,
  hint,
  error,
  inline = false,
  className,
  id: idProp,
  describedBy: describedByProp,
  controlClassName,
  children,
}: FieldFrameProps & {
  /** Added to the control's own look. */
  controlClassName?: string | undefined;
  /** The control, given the attributes the frame decides (spread them on it). */
  children: (control: FieldControl) => ReactNode;
}) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  const describedBy = cx(describedByProp, hint !== undefined && hintId, hasError && errorId);
  return (
    <div className={cx(styles.field, inline && styles.inline, className)}>
      <label htmlFor={id} className={cx(styles.label, hideLabel && shared.visuallyHidden)}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': hasError || undefined,
        'aria-describedby': describedBy === '' ? undefined : describedBy,
        className: cx(styles.input, hasError && styles.invalid, controlClassName),
      })}
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

/** A labelled input, shared by TextInput and NumberInput. */
export function Field({
  label,
  hideLabel,
  hint,
  error,
  inline,
  className,
  inputClassName,
  inputRef,
  id,
  type,
  value,
  onValue,
  ...rest
}: FieldProps) {
  return (
    <FieldFrame
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      inline={inline}
      className={className}
      id={id}
      describedBy={rest['aria-describedby']}
      controlClassName={inputClassName}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          ref={inputRef}
          type={type}
          value={value}
          onChange={(event) => {
            onValue(event.currentTarget.value);
          }}
        />
      )}
    </FieldFrame>
  );
}
