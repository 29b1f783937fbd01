import type { ReactNode, Ref } from 'react';
import { Field, type FieldInputAttributes } from '../../internal/Field';
import { useControllableState } from '../../internal/useControllableState';

export interface NumberInputProps extends Omit<FieldInputAttributes, 'inputMode' | 'pattern'> {
  /** Visible label (or, with hideLabel, the accessible name only). */
  label: ReactNode;
  /** Controlled text of the input (digits only); leave undefined to let it keep its own. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /**
   * Called with the new text, digits only and at most maxLength long. Parse it with the rule of
   * the field (e.g. parseMarketQuantity of @idle/game-rules); it is "" when emptied.
   */
  onChange?: (value: string) => void;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  inline?: boolean;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Keeps the digits of `raw`, at most `maxLength` of them. */
export function digitsOnly(raw: string, maxLength?: number): string {
  const digits = raw.replace(/\D+/g, '');
  return maxLength === undefined || maxLength < 0 ? digits : digits.slice(0, maxLength);
}

/**
 * A labelled numeric input: letters, signs and separators are dropped as they are typed or
 * pasted, and the text never exceeds maxLength digits. It is a text input with a numeric keyboard, so long amounts
 * (up to 15 digits in the market) keep every digit.
 */
export function NumberInput({
  value: valueProp,
  defaultValue = '',
  onChange,
  maxLength,
  ref,
  ...rest
}: NumberInputProps) {
  const [value, setValue] = useControllableState(
    valueProp === undefined ? undefined : digitsOnly(valueProp, maxLength),
    digitsOnly(defaultValue, maxLength),
    onChange,
  );
  return (
    <Field
      autoComplete="off"
      {...rest}
      inputRef={ref}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      // maxLength is enforced after filtering, not by the native attribute, which would cut a
      // pasted "1,234,567" before its separators are dropped.
      value={value}
      onValue={(raw) => {
        const next = digitsOnly(raw, maxLength);
        if (next !== value) setValue(next);
      }}
    />
  );
}
