/**
 * Upgradeable items (`upgradeableItemData`): level out of the maximum, what the next level costs
 * against what is owned, and Upgrade; "This item is fully upgraded." at the maximum. The rune
 * belt's level is its number of rune slots.
 */
import { useServerCall } from '@idle/api-client';
import { bus } from '@idle/events';
import type { UpgradeableItemData } from '@idle/contracts';
import {
  battlingUpgradePercent,
  EQUIPMENT_FULLY_UPGRADED_TEXT,
  EQUIPMENT_UPGRADED_TEXT,
  formatNumber,
  heroicGoldResourceBonusPercent,
} from '@idle/game-rules';
import { $gameData, $items, $misc, $upgradeableItems, notify } from '@idle/state';
import { Button, EmptyState, Table, Muted, VisuallyHidden } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { upgradeUpgradeableItem } from '../api';
import { CallError, CostList, canPay } from './parts';
import { RUNE_BELT_ID } from './RuneBeltSection';
import styles from './HomeItems.module.css';

const HEROIC_UPGRADES_ROUTE = '/heroic_upgrades';

export const NOTHING_TO_UPGRADE_TEXT = 'There is nothing to upgrade yet.';

function notifyUpgraded(): void {
  notify('success', EQUIPMENT_UPGRADED_TEXT);
}

interface Row {
  id: string;
  item: UpgradeableItemData;
  level: number;
}

function levelText({ id, item, level }: Row): string {
  const shown = `${formatNumber(level)} / ${formatNumber(item.maxLevel)}`;
  return id === RUNE_BELT_ID ? `${shown} rune slots` : shown;
}

export function UpgradesSection() {
  const data = useStore($gameData);
  const levels = useStore($upgradeableItems);
  const items = useStore($items);
  const misc = useStore($misc);
  const call = useServerCall();
  const rows: Row[] = Object.entries(data?.upgradeableItemData ?? {}).map(([id, item]) => ({
    id,
    item,
    level: levels[id] ?? 0,
  }));

  const upgrade = (row: Row) =>
    void call.run(row.id, () => upgradeUpgradeableItem(row.id, row.level), notifyUpgraded);

  return (
    <section className={styles.section} aria-labelledby="home-upgrades">
      <h3 id="home-upgrades" className={styles.sectionTitle}>
        Upgrades
      </h3>
      {rows.length === 0 ? (
        <EmptyState message={NOTHING_TO_UPGRADE_TEXT} />
      ) : (
        <Table
          caption="Upgrades"
          hideCaption
          columns={[
            {
              key: 'item',
              header: 'Item',
              render: (row) => (
                <>
                  {row.item.name}
                  <span className={styles.description}>{row.item.description}</span>
                </>
              ),
            },
            { key: 'level', header: 'Level', align: 'right', render: levelText },
            {
              key: 'cost',
              header: 'Next level costs',
              render: (row) =>
                row.level >= row.item.maxLevel ? (
                  <Muted inline>{EQUIPMENT_FULLY_UPGRADED_TEXT}</Muted>
                ) : (
                  <CostList cost={row.item.costs[row.level] ?? []} owned={items} data={data} />
                ),
            },
            {
              key: 'upgrade',
              header: <VisuallyHidden>Upgrade</VisuallyHidden>,
              align: 'right',
              render: (row) =>
                row.level < row.item.maxLevel && (
                  <Button
                    size="sm"
                    variant="primary"
                    disabled={
                      call.pending !== null || !canPay(row.item.costs[row.level] ?? [], items)
                    }
                    aria-busy={call.pending === row.id || undefined}
                    aria-label={`Upgrade ${row.item.name}`}
                    onClick={() => {
                      upgrade(row);
                    }}
                  >
                    Upgrade
                  </Button>
                ),
            },
          ]}
          rows={rows}
          rowKey={(row) => row.id}
        />
      )}
      <CallError text={call.error} />
      <p className={styles.heroicLink}>
        <a
          href={HEROIC_UPGRADES_ROUTE}
          onClick={(event) => {
            event.preventDefault();
            bus.emit('navigate', { to: HEROIC_UPGRADES_ROUTE });
          }}
        >
          Heroic upgrades
        </a>
        {misc
          ? `: health +${battlingUpgradePercent(misc.upgrades.health)}%, damage +${battlingUpgradePercent(misc.upgrades.damage)}%, gold and resources +${heroicGoldResourceBonusPercent(misc.heroic.potionDoses, misc.heroic.shardUpgrades)}%`
          : ''}
      </p>
    </section>
  );
}
