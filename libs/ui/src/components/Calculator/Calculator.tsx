/**
 * The pieces every calculator of the `/tools` page is built from, whichever remote renders it:
 * the column it stands in, the row of its inputs, a quiet note of the player's own figures, its
 * result list (or a rule's refusal in a player sentence), and its figures' loading and failure.
 */
import { RuleInputError } from '@idle/game-rules';
import type { ReactNode } from 'react';
import { LoadError } from '../LoadError/LoadError';
import { LoadingState } from '../LoadingState/LoadingState';
import { Inline } from '../Inline/Inline';
import { Muted } from '../Muted/Muted';
import { Stack } from '../Stack/Stack';
import styles from './Calculator.module.css';

export const FIGURES_LOADING_TEXT = 'Loading your figures...';
export const FIGURES_FAILED_TEXT = 'Your figures could not be loaded.';

/** A calculator's parts, one under the other. */
export function Calculator({ children }: { children: ReactNode }) {
  return <Stack gap={4}>{children}</Stack>;
}

/** A calculator's inputs, side by side and wrapping. */
export function CalculatorInputs({ children }: { children: ReactNode }) {
  return (
    <Inline align="end" gap={4}>
      {children}
    </Inline>
  );
}

/** Quiet text: what the calculator starts from ("Your land is level 3..."), or why it cannot. */
export function CalculatorNote({ children }: { children: ReactNode }) {
  return <Muted>{children}</Muted>;
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
export interface CalculatorFigure {
  label: string;
  value: ReactNode;
}

/** The results as a description list, or the rule's refusal as an alert. */
export function CalculatorResults<T>({
  outcome,
  figures,
}: {
  outcome: Outcome<T>;
  figures: (value: T) => readonly CalculatorFigure[];
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

/** The load of the server figures a calculator starts from (a LoadState of @idle/api-client). */
export type FiguresLoad<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: Data };

/** A calculator fed by server figures: their loading, their failure with Retry, or the calculator. */
export function CalculatorFigures<Data>({
  load,
  onRetry,
  children,
}: {
  load: FiguresLoad<Data>;
  onRetry: () => void;
  children: (data: Data) => ReactNode;
}) {
  if (load.status === 'loading') return <LoadingState label={FIGURES_LOADING_TEXT} />;
  if (load.status === 'error') return <LoadError message={FIGURES_FAILED_TEXT} onRetry={onRetry} />;
  return children(load.data);
}
