/**
 * The premium store's Boosts tab (ours: spec 002 names the tab only; the rules are game-rules'
 * premium/boosts.ts). Each boost with its percent and what it raises, its time left while it
 * runs, and a Buy button per length with its price in credits. Credits are real money, so a Buy
 * asks to be clicked again to confirm; the server's answer replaces the boosts (`$boosts`, which
 * the Effects panel shows too) and takes the credits off.
 */
import { useServerCall } from '@idle/api-client';
import {
  type ActiveBoost,
  BOOST_DURATIONS_HOURS,
  BOOST_KINDS,
  type BoostDurationHours,
  type BoostKind,
} from '@idle/contracts';
import {
  BOOST_PERCENT,
  BOOSTS,
  boostPriceCredits,
  boostTimeLeftText,
  formatCount,
  formatNumber,
} from '@idle/game-rules';
import { $boosts, $items, notify, serverNow } from '@idle/state';
import { Button, Inline, Muted, Section, Text } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { buyBoost } from '../api';
import styles from './PremiumPage.module.css';

/** How each length reads on its button. */
export const BOOST_LENGTH_NAMES: Record<BoostDurationHours, string> = {
  24: '1 day',
  168: '7 days',
};
export const BOOST_NOT_RUNNING_TEXT = 'Not running.';
export const BOOSTS_EXTEND_HINT =
  'Buying a boost that runs adds to its time, up to 30 days ahead. Click Buy, then Confirm.';

export function boostBoughtText(kind: BoostKind, hours: BoostDurationHours): string {
  return `${BOOSTS[kind].name} Boost: ${BOOST_LENGTH_NAMES[hours]} added.`;
}

function buyLabel(hours: BoostDurationHours): string {
  return `Buy ${BOOST_LENGTH_NAMES[hours]} (${formatNumber(boostPriceCredits(hours))} credits)`;
}

function confirmLabel(hours: BoostDurationHours): string {
  return `Confirm ${BOOST_LENGTH_NAMES[hours]} for ${formatNumber(boostPriceCredits(hours))} credits`;
}

/** The server's clock, read every second while a boost runs, so its time left counts down. */
function useClockWhile(running: boolean): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setNow(serverNow());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [running]);
  return Math.max(now, serverNow());
}

export function BoostsTab() {
  const boosts = useStore($boosts);
  const credits = useStore($items).credits ?? 0;
  const now = useClockWhile(boosts.some((boost) => boost.endsAt > serverNow()));
  const [confirming, setConfirming] = useState<{
    kind: BoostKind;
    hours: BoostDurationHours;
  } | null>(null);
  const call = useServerCall();

  const running = (kind: BoostKind): ActiveBoost | undefined =>
    boosts.find((boost) => boost.kind === kind && boost.endsAt > now);

  const buy = (kind: BoostKind, hours: BoostDurationHours) => {
    if (confirming?.kind !== kind || confirming.hours !== hours) {
      setConfirming({ kind, hours });
      return;
    }
    setConfirming(null);
    void call.run(
      `${kind}:${hours}`,
      () => buyBoost(kind, hours),
      () => {
        notify('success', boostBoughtText(kind, hours));
      },
    );
  };

  return (
    <Section title="Boosts" titleId="premium-boosts">
      <Text as="p">
        Each boost gives +{formatNumber(BOOST_PERCENT)}% while it runs. You have{' '}
        {formatCount(credits, 'credit', 'credits')}.
      </Text>
      <Muted>{BOOSTS_EXTEND_HINT}</Muted>
      <ul className={styles.boosts} aria-label="Boosts on sale">
        {BOOST_KINDS.map((kind) => {
          const boost = running(kind);
          const percent = boost?.percent ?? BOOST_PERCENT;
          return (
            <li key={kind} className={styles.boost} aria-labelledby={`boost-${kind}`}>
              <h4 id={`boost-${kind}`}>{BOOSTS[kind].name}</h4>
              <p>
                +{formatNumber(percent)}% {BOOSTS[kind].raises}
              </p>
              <Text as="p" tone={boost ? undefined : 'muted'}>
                {boost
                  ? `Running: ${boostTimeLeftText(boost.endsAt, now)} left`
                  : BOOST_NOT_RUNNING_TEXT}
              </Text>
              <Inline align="start">
                {BOOST_DURATIONS_HOURS.map((hours) => {
                  const asking = confirming?.kind === kind && confirming.hours === hours;
                  return (
                    <Button
                      key={hours}
                      variant={asking ? 'primary' : 'default'}
                      disabled={call.pending !== null}
                      onClick={() => {
                        buy(kind, hours);
                      }}
                    >
                      {asking ? confirmLabel(hours) : buyLabel(hours)}
                    </Button>
                  );
                })}
              </Inline>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
