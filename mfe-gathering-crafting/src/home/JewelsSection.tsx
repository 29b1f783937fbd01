/**
 * The equipped jewels: gem type, rarity in its colour, the five stats (accuracy and dodge in
 * percent) and their total. Each row is the jewel's chat link (shift-click pastes its tag).
 */
import type { Jewel } from '@idle/contracts';
import {
  JEWEL_STAT_LABELS,
  JEWEL_STATS,
  NO_EQUIPPED_JEWELS_TEXT,
  formatJewelStat,
  formatNumber,
  gemTypeName,
  jewelTotal,
} from '@idle/game-rules';
import { $jewels } from '@idle/state';
import { chatLinkProps, EmptyState, jewelTag, Table, type TableColumn } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { rarityLook } from './parts';
import styles from './HomeItems.module.css';

const STAT_COLUMNS: TableColumn<Jewel>[] = JEWEL_STATS.map((stat, index) => ({
  key: stat,
  header: JEWEL_STAT_LABELS[index],
  align: 'right',
  render: (jewel) => formatJewelStat(stat, jewel.stats[stat]),
}));

const COLUMNS: TableColumn<Jewel>[] = [
  { key: 'gem', header: 'Gem', render: (jewel) => gemTypeName(jewel.gemType) },
  {
    key: 'rarity',
    header: 'Rarity',
    render: (jewel) => {
      const look = rarityLook(jewel.rarity);
      return <span style={look.colour ? { color: look.colour } : undefined}>{look.name}</span>;
    },
  },
  ...STAT_COLUMNS,
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    render: (jewel) => formatNumber(jewelTotal(JEWEL_STATS.map((stat) => jewel.stats[stat]))),
  },
];

export function JewelsSection() {
  const jewels = useStore($jewels);
  const equipped = jewels.filter((jewel) => jewel.equipped);
  return (
    <section className={styles.section} aria-labelledby="home-jewels">
      <h3 id="home-jewels" className={styles.sectionTitle}>
        Equipped jewels
      </h3>
      {equipped.length === 0 ? (
        <EmptyState message={NO_EQUIPPED_JEWELS_TEXT} />
      ) : (
        <Table
          caption="Equipped jewels"
          hideCaption
          columns={COLUMNS}
          rows={equipped}
          rowKey={(jewel) => jewel.id}
          rowAttributes={(jewel) => chatLinkProps(jewelTag(jewel.gemType, jewel.rarity))}
        />
      )}
    </section>
  );
}
