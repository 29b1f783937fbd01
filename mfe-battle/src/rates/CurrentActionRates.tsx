/**
 * The rates of the running action, in the Current Action panel (the shell's `currentActionRates`
 * slot): exp, gold and the main item per hour this session and since the last reset, with a link
 * to every action's rates. Nothing until the action's first tick answered.
 */
import type { TrackedRates } from '@idle/contracts';
import { emptyFigures, ratePerHourText } from '@idle/game-rules';
import { $gameData, $sessionRates } from '@idle/state';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { useRates } from '../api/rates';
import styles from './Rates.module.css';

/** "1,234 exp/h, 567 gold/h, Metal 890/h" of one action's figures. */
export function shortRatesText(
  rates: TrackedRates,
  items: Readonly<Record<string, { name: string }>>,
): string {
  const { figures } = rates;
  const parts = [`${ratePerHourText(figures.exp, figures.ms)} exp`];
  if (figures.gold > 0) parts.push(`${ratePerHourText(figures.gold, figures.ms)} gold`);
  const [top] = Object.entries(figures.items).sort((a, b) => b[1] - a[1]);
  if (top) parts.push(`${items[top[0]]?.name ?? top[0]} ${ratePerHourText(top[1], figures.ms)}`);
  return parts.join(', ');
}

export function CurrentActionRates() {
  const session = useStore($sessionRates);
  const items = useStore($gameData)?.itemData ?? {};
  const rates = useRates();
  const current = session.tracked.find((row) => row.key === session.latest);
  if (!current) return null;
  const sinceReset =
    rates.state.status === 'ready'
      ? (rates.state.data.tracked.find((row) => row.key === current.key) ?? {
          ...current,
          figures: emptyFigures(),
        })
      : null;
  return (
    <div className={styles.current} aria-label={`Rates of ${current.name}`} role="group">
      <dl>
        <dt>This session</dt>
        <dd>{shortRatesText(current, items)}</dd>
        <dt>Since reset</dt>
        <dd>
          {sinceReset
            ? shortRatesText(sinceReset, items)
            : rates.state.status === 'error'
              ? 'Not loaded'
              : 'Loading...'}
        </dd>
      </dl>
      <Link to="/rates">All rates</Link>
    </div>
  );
}
