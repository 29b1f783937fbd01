/** The player's statistics in five tables: vital, action, battle, gathering and crafting. */
import type { Player, StatisticKey, Statistics } from '@idle/contracts';
import { formatNumber, nobilityRankName } from '@idle/game-rules';
import { Section, Table } from '@idle/ui';
import styles from './HomePage.module.css';

export const STATISTIC_LABELS: Record<StatisticKey, string> = {
  totalActionsDaily: 'Actions today',
  totalActionsMonthly: 'Actions this month',
  totalActions: 'Total actions',
  totalMobsKilled: 'Mobs killed',
  totalDeaths: 'Deaths',
  totalBossesKilled: 'Bosses killed',
  totalBossDamage: 'Boss damage',
  totalDungeonsCompleted: 'Dungeons completed',
  totalGatheringActions: 'Gathering actions',
  totalMiningActions: 'Mining actions',
  totalWoodcuttingActions: 'Woodcutting actions',
  totalQuarryingActions: 'Quarrying actions',
  totalRunesCrafted: 'Runes crafted',
  totalJewelsCrafted: 'Jewels crafted',
  totalPotionsCrafted: 'Potions crafted',
};

/** The sections of spec 000 §2, each statistic key in exactly one. */
export const STATISTIC_GROUPS: readonly { title: string; keys: readonly StatisticKey[] }[] = [
  { title: 'Vital statistics', keys: ['totalDeaths'] },
  {
    title: 'Action statistics',
    keys: ['totalActionsDaily', 'totalActionsMonthly', 'totalActions'],
  },
  {
    title: 'Battle statistics',
    keys: ['totalMobsKilled', 'totalBossesKilled', 'totalBossDamage', 'totalDungeonsCompleted'],
  },
  {
    title: 'Gathering statistics',
    keys: [
      'totalGatheringActions',
      'totalMiningActions',
      'totalWoodcuttingActions',
      'totalQuarryingActions',
    ],
  },
  {
    title: 'Crafting statistics',
    keys: ['totalRunesCrafted', 'totalJewelsCrafted', 'totalPotionsCrafted'],
  },
];

interface Row {
  key: string;
  label: string;
  value: string;
}

function vitalRows(player: Player): Row[] {
  return [
    {
      key: 'age',
      label: 'Age',
      value: `${formatNumber(player.age)} ${player.age === 1 ? 'day' : 'days'}`,
    },
    { key: 'nobilityRank', label: 'Nobility rank', value: nobilityRankName(player.nobilityRank) },
  ];
}

export function StatisticsSection({
  statistics,
  player,
}: {
  statistics: Statistics;
  player: Player;
}) {
  return (
    <Section titleTone="titlebar" title="Statistics">
      <div className={styles.statistics}>
        {STATISTIC_GROUPS.map((group, index) => {
          const rows: Row[] = [
            ...(index === 0 ? vitalRows(player) : []),
            ...group.keys.map((key) => ({
              key,
              label: STATISTIC_LABELS[key],
              value: formatNumber(statistics[key]),
            })),
          ];
          return (
            <Table
              key={group.title}
              caption={group.title}
              columns={[
                { key: 'label', header: 'Statistic', render: (row) => row.label },
                { key: 'value', header: 'Value', align: 'right', render: (row) => row.value },
              ]}
              rows={rows}
              rowKey={(row) => row.key}
            />
          );
        })}
      </div>
    </Section>
  );
}
