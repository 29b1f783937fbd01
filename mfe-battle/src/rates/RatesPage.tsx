/**
 * /rates (issue 29): what each action brought in per hour, this session (since the page loaded,
 * summed from the ticks' answers) and since the player last pressed Reset (kept by the server, so
 * a reload or another device reads the same), with Reset after a confirmation.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { RatesAnswer } from '@idle/contracts';
import { RATES_RESET_TEXT, RESET_RATES_QUESTION } from '@idle/game-rules';
import { $gameData, $sessionRates, notify, type SessionRates } from '@idle/state';
import { Button, LoadError, LoadingState, Modal, Muted, Page, Section } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { resetRates, useRates } from '../api/rates';
import { RatesTable } from './RatesTable';
import styles from './Rates.module.css';

export const RATES_LOAD_FAILED_TEXT = 'Your rates could not be loaded.';
export const RATES_INTRO_TEXT =
  'What each action brought in per hour of the time it ran: this session, and since you last pressed Reset.';

const SINCE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "Since 21 Nov 2026, 12:00", or since the first action when never reset. */
export function sinceText(since: number | null): string {
  return since === null
    ? 'Since your first action (never reset).'
    : `Since ${SINCE.format(since)}.`;
}

export interface RatesViewProps {
  /** The state of `rates.php?mod=loadRates`. */
  state: LoadState<RatesAnswer>;
  session: SessionRates;
  onRetry: () => void;
  onReset: () => Promise<unknown>;
}

/** The rates screen for a given server state and session (stories render it directly). */
export function RatesView({ state, session, onRetry, onReset }: RatesViewProps) {
  const data = useStore($gameData);
  const items = data?.itemData ?? {};
  const call = useServerCall();
  const [confirming, setConfirming] = useState(false);
  const busy = call.pending !== null;

  const reset = () => {
    setConfirming(false);
    void call.run('reset', onReset, () => {
      notify('success', RATES_RESET_TEXT);
    });
  };

  return (
    <Page titleId="rates-title" title="Rates">
      <Muted>{RATES_INTRO_TEXT}</Muted>
      <Section title="This session">
        <p className={styles.since}>
          <Muted inline>{`Since ${SINCE.format(session.startedAt)}.`}</Muted>
        </p>
        <RatesTable tracked={session.tracked} caption="Rates this session" items={items} />
      </Section>
      <Section title="Since your last reset">
        {state.status === 'loading' ? (
          <LoadingState label="Loading rates..." />
        ) : state.status === 'error' ? (
          <LoadError message={RATES_LOAD_FAILED_TEXT} onRetry={onRetry} />
        ) : (
          <>
            <p className={styles.since}>
              <Muted inline>{sinceText(state.data.since)}</Muted>
            </p>
            <RatesTable
              tracked={state.data.tracked}
              caption="Rates since your last reset"
              items={items}
            />
            <div>
              <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
                Reset
              </Button>
            </div>
          </>
        )}
      </Section>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Reset the rates?"
        footer={
          <>
            <Button variant="danger" onClick={reset}>
              Reset the rates
            </Button>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
          </>
        }
      >
        <p>{RESET_RATES_QUESTION}</p>
      </Modal>
    </Page>
  );
}

export function RatesPage() {
  const query = useRates();
  const session = useStore($sessionRates);
  return (
    <RatesView state={query.state} session={session} onRetry={query.reload} onReset={resetRates} />
  );
}
