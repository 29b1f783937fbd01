/** The inputs of a calculator: a whole number and a choice among a few. */
import { useId, useState } from 'react';
import { NumberInput } from '../NumberInput/NumberInput';
import styles from './Calculator.module.css';

/** A whole-number input's state: its text, and the number it reads (NaN while empty). */
export function useWholeNumber(initial: number) {
  const [text, setText] = useState(String(initial));
  return { text, setText, value: text === '' ? Number.NaN : Number(text) };
}

export type WholeNumber = ReturnType<typeof useWholeNumber>;

export function WholeNumberField({
  label,
  field,
  maxLength = 6,
}: {
  label: string;
  field: WholeNumber;
  maxLength?: number;
}) {
  return (
    <NumberInput label={label} value={field.text} onChange={field.setText} maxLength={maxLength} />
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A labelled native select. */
export function SelectField({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
