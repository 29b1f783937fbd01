/** A jewel's five stats and their total as a one-row table (Health, Attack... Total). */
import type { Jewel } from '@idle/contracts';
import { formatNumber, JEWEL_STAT_LABELS, JEWEL_STATS } from '@idle/game-rules';
import styles from './crafting.module.css';

export function JewelStats({ stats, label }: { stats: Jewel['stats']; label: string }) {
  return (
    <table className={styles.statTable} aria-label={label}>
      <thead>
        <tr>
          {JEWEL_STAT_LABELS.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {JEWEL_STATS.map((stat) => (
            <td key={stat}>{formatNumber(stats[stat])}</td>
          ))}
          <td>{formatNumber(stats.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
