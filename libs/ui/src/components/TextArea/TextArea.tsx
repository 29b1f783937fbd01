import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../../internal/Field';
import { useControllableState } from '../../internal/useControllableState';
import styles from './TextArea.module.css';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** Visible label (or, with hideLabel, the accessible name only). */
  label: ReactNode;
  /** Controlled value; leave undefined to let the area keep its own. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text. */
  onChange?: (value: string) => void;
  hideLabel?: boolean;
  /** Help text under the area. */
  hint?: ReactNode;
  /** Error text under the area; marks it invalid. */
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text of several lines; `maxLength` is enforced by the browser. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  className,
  id,
  value: valueProp,
  defaultValue = '',
  onChange,
  rows = 4,
  ref,
  ...rest
}: TextAreaProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  return (
    <FieldFrame
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={className}
      id={id}
      describedBy={rest['aria-describedby']}
      controlClassName={styles.area}
    >
      {(control) => (
        <textarea
          {...rest}
          {...control}
          ref={ref}
          rows={rows}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
          }}
        />
      )}
    </FieldFrame>
  );
}
