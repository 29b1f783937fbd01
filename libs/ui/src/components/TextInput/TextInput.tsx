import type { ReactNode, Ref } from 'react';
import { Field, type FieldInputAttributes } from '../../internal/Field';
import { useControllableState } from '../../internal/useControllableState';

export type TextInputType = 'text' | 'password' | 'search' | 'email' | 'url';

export interface TextInputProps extends FieldInputAttributes {
  /** Visible label (or, with hideLabel, the accessible name only). */
  label: ReactNode;
  /** Controlled value; leave undefined to let the input keep its own. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text. */
  onChange?: (value: string) => void;
  type?: TextInputType;
  hideLabel?: boolean;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Error text under the input; marks it invalid. */
  error?: ReactNode;
  /** Label beside the input instead of above it. */
  inline?: boolean;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; `maxLength` is enforced by the browser. */
export function TextInput({
  value: valueProp,
  defaultValue = '',
  onChange,
  type = 'text',
  ref,
  ...rest
}: TextInputProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  return <Field {...rest} inputRef={ref} type={type} value={value} onValue={setValue} />;
}
