/** The inputs and result lists every calculator of the tools page is built from. */
import { formatNumber, RuleInputError } from '@idle/game-rules';
import { NumberInput } from '@idle/ui';
import { type ReactNode, useId, useState } from 'react';
import styles from './ToolsPage.module.css';

/** A whole-number input: its text, and the number it reads (NaN while empty). */
export function useWholeNumber(initial: number) {
  const [text, setText] = useState(String(initial));
  return { text, setText, value: text === '' ? Number.NaN : Number(text) };
}

export function WholeNumberField({
  label,
  field,
  maxLength = 6,
}: {
  label: string;
  field: ReturnType<typeof useWholeNumber>;
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

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Runs a calculator on the inputs: a rule's refusal (a target below the current level, an empty
 * field) becomes its message, shown instead of the results; anything else is a bug and throws.
 */
export function calculate<T>(run: () => T): Outcome<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (error instanceof RuleInputError) return { ok: false, message: error.message };
    throw error;
  }
}

/** A figure line of a result list. */
export interface Figure {
  label: string;
  value: ReactNode;
}

export function Results<T>({
  outcome,
  figures,
}: {
  outcome: Outcome<T>;
  figures: (value: T) => readonly Figure[];
}) {
  if (!outcome.ok) {
    return (
      <p role="alert" className={styles.refusal}>
        {outcome.message}
      </p>
    );
  }
  return (
    <dl className={styles.results}>
      {figures(outcome.value).map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "12,345 / 20,000": owned of needed. */
export function ownedOfNeeded(owned: number, needed: number): string {
  return `${formatNumber(owned)} / ${formatNumber(needed)}`;
}

/** A wait in milliseconds as days, hours and minutes: "3 d 4 h 5 min". */
export function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? `${formatNumber(days)} d` : '',
    hours > 0 ? `${formatNumber(hours)} h` : '',
    `${formatNumber(rest)} min`,
  ];
  return parts.filter((part) => part !== '').join(' ');
}
