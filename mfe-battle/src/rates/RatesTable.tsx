/** The rates of several actions: per hour of the time each ran, as the screens format numbers. */
import type { ItemDefinition, TrackedRates } from '@idle/contracts';
import { formatNumber, NO_RATES_TEXT, ratePerHourText } from '@idle/game-rules';
import { Table, type TableColumn } from '@idle/ui';
import styles from './Rates.module.css';

/** "Metal 1,234/h, Gem Fragments 12/h" (by most first), or "None". */
export function itemRatesText(
  rates: TrackedRates,
  items: Readonly<Record<string, Pick<ItemDefinition, 'name'>>>,
): string {
  const { figures } = rates;
  const entries = Object.entries(figures.items).sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return 'None';
  return entries
    .map(([id, amount]) => `${items[id]?.name ?? id} ${ratePerHourText(amount, figures.ms)}`)
    .join(', ');
}

/** "1 h 5 min", "12 min", "40 s": how long the action ran. */
export function runTimeText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${formatNumber(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${formatNumber(minutes)} min`;
  const rest = minutes % 60;
  return `${formatNumber(Math.floor(minutes / 60))} h${rest > 0 ? ` ${formatNumber(rest)} min` : ''}`;
}

export interface RatesTableProps {
  tracked: readonly TrackedRates[];
  caption: string;
  items: Readonly<Record<string, Pick<ItemDefinition, 'name'>>>;
}

export function RatesTable({ tracked, caption, items }: RatesTableProps) {
  const columns: TableColumn<TrackedRates>[] = [
    { key: 'action', header: 'Action', render: (row) => row.name },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (row) => formatNumber(row.figures.actions),
    },
    { key: 'time', header: 'Time', align: 'right', render: (row) => runTimeText(row.figures.ms) },
    {
      key: 'exp',
      header: 'Exp',
      align: 'right',
      render: (row) => ratePerHourText(row.figures.exp, row.figures.ms),
    },
    {
      key: 'gold',
      header: 'Gold',
      align: 'right',
      render: (row) => ratePerHourText(row.figures.gold, row.figures.ms),
    },
    {
      key: 'items',
      header: 'Resources and drops',
      render: (row) => <span className={styles.items}>{itemRatesText(row, items)}</span>,
    },
  ];
  return (
    <Table
      columns={columns}
      rows={tracked}
      rowKey={(row) => row.key}
      caption={caption}
      hideCaption
      emptyText={NO_RATES_TEXT}
    />
  );
}
