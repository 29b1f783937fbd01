/**
 * /areas: the basic battling areas as an accordion. Each area lists its mobs with their power
 * level and a button to battle them, and the loot they may drop with amount and frequency.
 */
import { api } from '@idle/api-client';
import type { AreaData, ItemDefinition, MobData } from '@idle/contracts';
import { bus } from '@idle/events';
import { formatNumber } from '@idle/game-rules';
import { $active, $gameData } from '@idle/state';
import { Accordion, Button, EmptyState, ItemName, LoadingState, Table } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import styles from './AreasPage.module.css';

export function lootFrequencyText(frequency: number): string {
  return frequency <= 1 ? 'Always' : `1/${formatNumber(frequency)}`;
}

export function lootAmountText([min, max]: [number, number]): string {
  return min === max ? formatNumber(min) : `${formatNumber(min)}-${formatNumber(max)}`;
}

/** The power levels an area spans, or nothing for an area without mobs. */
export function powerRangeText(area: AreaData): string {
  if (area.mobs.length === 0) return '';
  const powers = area.mobs.map((mob) => mob.powerLevel);
  return `Power ${formatNumber(Math.min(...powers))} - ${formatNumber(Math.max(...powers))}`;
}

function MobTable({
  area,
  onBattle,
  busy,
}: {
  area: AreaData;
  onBattle: (mob: MobData) => void;
  busy: boolean;
}) {
  return (
    <Table
      caption={`Mobs of ${area.name}`}
      hideCaption
      rows={area.mobs}
      rowKey={(mob) => mob.id}
      columns={[
        { key: 'name', header: 'Mob', render: (mob) => mob.name },
        { key: 'level', header: 'Level', align: 'right', render: (mob) => formatNumber(mob.level) },
        {
          key: 'power',
          header: 'Power Level',
          align: 'right',
          render: (mob) => formatNumber(mob.powerLevel),
        },
        {
          key: 'battle',
          header: '',
          align: 'right',
          render: (mob) => (
            <Button size="sm" variant="primary" disabled={busy} onClick={() => onBattle(mob)}>
              Battle
            </Button>
          ),
        },
      ]}
    />
  );
}

function LootTable({ area, items }: { area: AreaData; items: Record<string, ItemDefinition> }) {
  const rows = area.mobs.flatMap((mob) => mob.loot.map((drop) => ({ mob: mob.name, ...drop })));
  return (
    <Table
      caption={`Potential loot of ${area.name}`}
      rows={rows}
      rowKey={(row, index) => `${row.mob}-${row.itemId}-${index}`}
      emptyText="Nothing drops here."
      columns={[
        {
          key: 'item',
          header: 'Item',
          render: (row) => {
            const item = items[row.itemId];
            return item ? <ItemName itemId={row.itemId} item={item} /> : row.itemId;
          },
        },
        { key: 'mob', header: 'Dropped by', render: (row) => row.mob },
        {
          key: 'amount',
          header: 'Amount',
          align: 'right',
          render: (row) => lootAmountText(row.amount),
        },
        {
          key: 'frequency',
          header: 'Frequency',
          align: 'right',
          render: (row) => lootFrequencyText(row.frequency),
        },
      ]}
    />
  );
}

export function AreasPage() {
  const data = useStore($gameData);
  const [busy, setBusy] = useState(false);
  if (!data) return <LoadingState label="Loading areas..." />;
  const areas = Object.values(data.areaData).filter((area) => area.type === 1);
  if (areas.length === 0) return <EmptyState message="There are no areas to battle in." />;

  const battle = async (area: AreaData, mob: MobData) => {
    setBusy(true);
    try {
      await api.enterArea(area.id, mob.id);
      const active = $active.get();
      // The "Battle {mob}" quick link follows the mob chosen last.
      if (active) $active.set({ ...active, mob: { id: mob.id, name: mob.name, area: area.id } });
      bus.emit('startAction', { action: 'battling' });
    } catch {
      // The request layer has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="areas-title" className={styles.page}>
      <h2 id="areas-title">Areas</h2>
      <Accordion
        items={areas.map((area) => ({
          id: String(area.id),
          header: (
            <span className={styles.header}>
              <span>{area.name}</span>
              <span className={styles.muted}>{powerRangeText(area)}</span>
            </span>
          ),
          content: (
            <div className={styles.area}>
              <MobTable area={area} busy={busy} onBattle={(mob) => void battle(area, mob)} />
              <LootTable area={area} items={data.itemData} />
            </div>
          ),
        }))}
        defaultOpenIds={areas[0] ? [String(areas[0].id)] : []}
      />
    </section>
  );
}
