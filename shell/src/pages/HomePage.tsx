/** Home: the player's statistics (the tools, runes, upgrades and jewels come with their pages). */
import { STATISTIC_KEYS, type StatisticKey } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { $misc, $player } from '@idle/state';
import { LoadingState, Table } from '@idle/ui';
import { useStore } from '@nanostores/react';

const LABELS: Record<StatisticKey, string> = {
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

export function HomePage() {
  const misc = useStore($misc);
  const player = useStore($player);
  if (!misc || !player) return <LoadingState />;
  const rows = STATISTIC_KEYS.map((key) => ({
    key,
    label: LABELS[key],
    value: misc.statistics[key],
  }));
  return (
    <section aria-labelledby="home-title">
      <h2 id="home-title">Welcome, {player.username}</h2>
      <Table
        caption="Statistics"
        columns={[
          { key: 'label', header: 'Statistic', render: (row) => row.label },
          {
            key: 'value',
            header: 'Value',
            align: 'right',
            render: (row) => formatNumber(row.value),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.key}
      />
    </section>
  );
}
