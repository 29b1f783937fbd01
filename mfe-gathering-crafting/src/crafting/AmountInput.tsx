/**
 * The amount input of alchemy and gem creation (spec 001 §5): digits only, at most 4, above 0.
 * 'Invalid amount.' shows under it while the typed amount is invalid, and when the player tries
 * to start with an empty one.
 */
import {
  CRAFT_AMOUNT_MAX_LENGTH,
  parseCraftAmount,
  type CraftAmountResult,
} from '@idle/game-rules';
import { NumberInput } from '@idle/ui';
import { useState } from 'react';
import styles from './crafting.module.css';

export interface CraftAmount {
  text: string;
  setText: (text: string) => void;
  parsed: CraftAmountResult;
  /** The amount to check the requirements with: the typed one when valid, else 1. */
  amountOrOne: number;
  /** The typed amount when valid; otherwise shows the error and answers null. */
  submit: () => number | null;
  showError: boolean;
}

export function useCraftAmount(initial = '1'): CraftAmount {
  const [text, setTextState] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const parsed = parseCraftAmount(text);
  return {
    text,
    setText: (next) => {
      setTextState(next);
      setSubmitted(false);
    },
    parsed,
    amountOrOne: parsed.ok ? parsed.amount : 1,
    submit: () => {
      if (parsed.ok) return parsed.amount;
      setSubmitted(true);
      return null;
    },
    showError: !parsed.ok && (text !== '' || submitted),
  };
}

export function AmountInput({ amount, label = 'Amount' }: { amount: CraftAmount; label?: string }) {
  return (
    <NumberInput
      label={label}
      inline
      value={amount.text}
      onChange={amount.setText}
      maxLength={CRAFT_AMOUNT_MAX_LENGTH}
      error={amount.showError && !amount.parsed.ok ? amount.parsed.error : undefined}
      inputClassName={styles.amountInput ?? ''}
    />
  );
}
