/**
 * The alerts page's "Push to this device" (issue 30): subscribes this browser to pushes that
 * arrive while no tab of the game is open, with the rules it wants, saved on the server with
 * the subscription; or stops them. Refusals of the server were shown by the request layer;
 * the browser's own (notifications blocked) are shown here.
 */
import { ApiError } from '@idle/api-client';
import { PUSH_RULES, type PushAnswer, type PushRule } from '@idle/contracts';
import { Button, Section } from '@idle/ui';
import { useEffect, useState } from 'react';
import { removePush, savePush, usePush } from '../api/push';
import {
  browserPushDevice,
  PUSH_SUBSCRIBE_FAILED_TEXT,
  type PushDevice,
  PushDeviceError,
} from '../pwa/push-device';
import styles from './AlertsPage.module.css';

export const PUSH_RULE_LABELS: Record<PushRule, string> = {
  raidReturned: 'Your raid returns',
  bossSpawned: 'A world boss appears',
  eventStarted: 'A gathering event starts',
  marketOrderFilled: 'One of your market orders is filled',
  whisper: 'A private message',
};

export const PUSH_HINT_TEXT =
  'Pushes reach this device while no tab of the game is open, even with the browser closed on a phone. None come while you have the game in view.';
export const PUSH_UNSUPPORTED_TEXT =
  'This browser cannot receive pushes; alerts still come while the game is open.';
export const PUSH_OFF_TEXT = 'This device gets no pushes.';
export const PUSH_ON_TEXT = 'This device gets pushes for the alerts ticked below.';
export const PUSH_LOAD_FAILED_TEXT = 'Your push settings could not be loaded.';

type Busy = 'subscribe' | 'rules' | 'stop' | null;

function PushRules({
  rules,
  disabled,
  onChange,
}: {
  rules: readonly PushRule[];
  disabled: boolean;
  onChange: (rules: PushRule[]) => void;
}) {
  return (
    <ul className={styles.toggles}>
      {PUSH_RULES.map((rule) => (
        <li key={rule} className={styles.toggle}>
          <label>
            <input
              type="checkbox"
              checked={rules.includes(rule)}
              disabled={disabled}
              aria-label={`Push: ${PUSH_RULE_LABELS[rule]}`}
              onChange={(event) => {
                onChange(
                  PUSH_RULES.filter((each) =>
                    each === rule ? event.target.checked : rules.includes(each),
                  ),
                );
              }}
            />{' '}
            {PUSH_RULE_LABELS[rule]}
          </label>
        </li>
      ))}
    </ul>
  );
}

function PushControls({
  answer,
  endpoint,
  device,
  onEndpoint,
}: {
  answer: PushAnswer;
  endpoint: string | null;
  device: PushDevice;
  onEndpoint: (endpoint: string | null) => void;
}) {
  const subscribed = endpoint !== null && answer.rules !== null;
  const [draft, setDraft] = useState<PushRule[]>(answer.rules ?? [...PUSH_RULES]);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (answer.rules) setDraft(answer.rules);
  }, [answer.rules]);

  const run = async (kind: Busy, work: () => Promise<void>) => {
    setBusy(kind);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      // The server's refusals were shown once by the request layer already.
      if (error instanceof PushDeviceError) setProblem(error.message);
      else if (!(error instanceof ApiError)) setProblem(PUSH_SUBSCRIBE_FAILED_TEXT);
    } finally {
      setBusy(null);
    }
  };

  const subscribe = () =>
    run('subscribe', async () => {
      const subscription = await device.subscribe(answer.publicKey);
      await savePush(subscription, draft);
      onEndpoint(subscription.endpoint);
    });
  const changeRules = (rules: PushRule[]) => {
    setDraft(rules);
    if (!subscribed) return;
    void run('rules', async () => {
      const current = await device.current();
      if (current) await savePush(current, rules);
    });
  };
  const stop = () =>
    run('stop', async () => {
      if (endpoint !== null) await removePush(endpoint);
      await device.unsubscribe();
      onEndpoint(null);
    });

  return (
    <>
      <p aria-live="polite">{subscribed ? PUSH_ON_TEXT : PUSH_OFF_TEXT}</p>
      <PushRules rules={draft} disabled={busy !== null} onChange={changeRules} />
      {problem && <p role="alert">{problem}</p>}
      {subscribed ? (
        <Button onClick={() => void stop()} disabled={busy !== null}>
          {busy === 'stop' ? 'Stopping…' : 'Stop pushes to this device'}
        </Button>
      ) : (
        <Button onClick={() => void subscribe()} disabled={busy !== null || draft.length === 0}>
          {busy === 'subscribe' ? 'Subscribing…' : 'Push to this device'}
        </Button>
      )}
    </>
  );
}

export function PushSection({ device = browserPushDevice }: { device?: PushDevice }) {
  /** This browser's subscription's address: undefined while it is being read. */
  const [endpoint, setEndpoint] = useState<string | null | undefined>(
    device.supported ? undefined : null,
  );
  useEffect(() => {
    if (!device.supported) return;
    let live = true;
    device
      .current()
      .then((subscription) => {
        if (live) setEndpoint(subscription?.endpoint ?? null);
      })
      .catch(() => {
        if (live) setEndpoint(null);
      });
    return () => {
      live = false;
    };
  }, [device]);
  const { state, reload } = usePush(
    endpoint ?? null,
    PUSH_LOAD_FAILED_TEXT,
    device.supported && endpoint !== undefined,
  );

  let body;
  if (!device.supported) body = <p>{PUSH_UNSUPPORTED_TEXT}</p>;
  else if (endpoint === undefined || state.status === 'loading') body = <p>Loading…</p>;
  else if (state.status === 'error') {
    body = (
      <>
        {/* What went wrong was told once already by the request layer. */}
        <p role="alert">{PUSH_LOAD_FAILED_TEXT}</p>
        <Button onClick={reload}>Retry</Button>
      </>
    );
  } else {
    body = (
      <PushControls
        answer={state.data}
        endpoint={endpoint}
        device={device}
        onEndpoint={setEndpoint}
      />
    );
  }
  return (
    <Section className={styles.section} titleTone="titlebar" title="Push to this device">
      <p className={styles.hint}>{PUSH_HINT_TEXT}</p>
      {body}
    </Section>
  );
}
