/**
 * /areas: the basic battling areas as an accordion. Each area lists its mobs with their power
 * level and a button to battle them, and the loot they may drop with amount and frequency.
 * Area 14 adds each mob's drop modifier, a power level entry (its modifier and loot factor) and,
 * per mob, the loot multiplier the server applies at the typed power.
 * Special areas follow in their own accordion, with the battles each has left today.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import {
  type AreaData,
  type ItemDefinition,
  type MobData,
  type SpecialBattlesRemaining,
} from '@idle/contracts';
import { bus } from '@idle/events';
import {
  AREA_14_DEFAULT_POWER,
  AREA_14_ID,
  area14LootFactor,
  area14LootScale,
  area14Modifier,
  formatNumber,
} from '@idle/game-rules';
import { $active, $gameData } from '@idle/state';
import {
  Accordion,
  Button,
  EmptyState,
  LoadError,
  LoadingState,
  NumberInput,
  Table,
  type TableColumn,
  Figure,
  Figures,
  Muted,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ItemLabel } from '@idle/ui';
import { lootAmountText, lootFrequencyText } from '@idle/game-rules';
import { enterArea, useSpecialBattlesRemaining } from '../api';
import styles from './AreasPage.module.css';

/** The most digits the area 14 power level input takes (the server accepts up to 10^15). */
export const AREA_14_POWER_MAX_DIGITS = 16;
export const AREA_14_POWER_ERROR = 'Enter a whole number of at least 1.';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const BATTLES_REMAINING_LOAD_FAILED_TEXT =
  'Your battles remaining today could not be loaded.';

/** The power level typed in the area 14 entry, or null when it is not a whole number >= 1. */
export function parseArea14Power(text: string): number | null {
  if (!/^\d+$/.test(text) || text.length > AREA_14_POWER_MAX_DIGITS) return null;
  const power = Number(text);
  return power >= 1 ? power : null;
}

/** A mob's drop modifier as "x1.25" (a mob without one counts as x1). */
export function dropModifierText(mob: MobData): string {
  return `x${formatNumber(mob.dropModifier ?? 1)}`;
}

/**
 * What area 14 multiplies a mob's loot chances by at a typed power, as the server applies it:
 * the power's loot scale (which also falls below the mob's own power level) times the mob's
 * drop modifier, e.g. "x0.42"; a dash while the power is not valid.
 */
export function area14LootText(mob: MobData, power: number | null): string {
  if (power === null || mob.powerLevel <= 0) return '\u2014';
  return `x${formatNumber(area14LootScale(power, mob.powerLevel) * (mob.dropModifier ?? 1))}`;
}

/** The power levels an area spans, or nothing for an area without mobs. */
export function powerRangeText(area: AreaData): string {
  if (area.mobs.length === 0) return '';
  const powers = area.mobs.map((mob) => mob.powerLevel);
  return `Power ${formatNumber(Math.min(...powers))} - ${formatNumber(Math.max(...powers))}`;
}

/** "1 battle left", "7 battles left". */
export function battlesLeftText(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'battle' : 'battles'} left`;
}

function MobTable({
  area,
  onBattle,
  disabled,
  showDropModifier = false,
  area14Power,
}: {
  area: AreaData;
  onBattle: (mob: MobData) => void;
  disabled: boolean;
  showDropModifier?: boolean;
  /** Area 14: the typed power level (null while not valid), for the loot each mob gives at it. */
  area14Power?: number | null | undefined;
}) {
  const columns: TableColumn<MobData>[] = [
    { key: 'name', header: 'Mob', render: (mob) => mob.name },
    { key: 'level', header: 'Level', align: 'right', render: (mob) => formatNumber(mob.level) },
    {
      key: 'power',
      header: 'Power Level',
      align: 'right',
      render: (mob) => formatNumber(mob.powerLevel),
    },
  ];
  if (showDropModifier) {
    columns.push({
      key: 'dropModifier',
      header: 'Drop Modifier',
      align: 'right',
      render: dropModifierText,
    });
  }
  if (area14Power !== undefined) {
    columns.push({
      key: 'lootAtPower',
      header: 'Loot at this power',
      align: 'right',
      render: (mob) => area14LootText(mob, area14Power),
    });
  }
  columns.push({
    key: 'battle',
    header: 'Actions',
    hideHeader: true,
    align: 'right',
    render: (mob) => (
      <Button size="sm" variant="primary" action disabled={disabled} onClick={() => onBattle(mob)}>
        Battle
      </Button>
    ),
  });
  return (
    <Table
      caption={`Mobs of ${area.name}`}
      hideCaption
      rows={area.mobs}
      rowKey={(mob) => mob.id}
      columns={columns}
    />
  );
}

function LootTable({
  area,
  items,
}: {
  area: AreaData;
  items: Readonly<Record<string, ItemDefinition>>;
}) {
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
          render: (row) => <ItemLabel itemId={row.itemId} items={items} />,
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

/** Area 14's power level input with the modifier and loot factor of the typed power. */
function Area14Entry({ power, onChange }: { power: string; onChange: (value: string) => void }) {
  const parsed = parseArea14Power(power);
  return (
    <div className={styles.entry}>
      <NumberInput
        label="Power level"
        value={power}
        onChange={onChange}
        maxLength={AREA_14_POWER_MAX_DIGITS}
        hint={`A whole number of up to ${String(AREA_14_POWER_MAX_DIGITS)} digits.`}
        error={parsed === null ? AREA_14_POWER_ERROR : undefined}
      />
      <Figures align="end">
        <Figure label="Modifier">
          {parsed === null ? '\u2014' : `x${formatNumber(area14Modifier(parsed))}`}
        </Figure>
        <Figure label="Loot factor">
          {parsed === null ? '\u2014' : formatNumber(area14LootFactor(parsed))}
        </Figure>
      </Figures>
      <Muted>
        Below a mob&apos;s own power level its loot falls too: each mob&apos;s loot at this power is
        in its row.
      </Muted>
    </div>
  );
}

export interface AreasViewProps {
  /** The battles remaining of the special areas (`loadSpecialBattlesRemaining`). */
  special: LoadState<SpecialBattlesRemaining>;
  onRetrySpecial: () => void;
}

/** The areas screen for a given state of the special battles call (stories render it directly). */
export function AreasView({ special, onRetrySpecial }: AreasViewProps) {
  const data = useStore($gameData);
  const call = useServerCall();
  const busy = call.pending !== null;
  const [power, setPower] = useState(String(AREA_14_DEFAULT_POWER));
  if (!data) return <LoadingState label="Loading areas..." />;
  const all = Object.values(data.areaData);
  const areas = all.filter((area) => area.type === 1);
  const specialAreas = all.filter((area) => area.type === 2);
  const remaining = special.status === 'ready' ? special.data : null;

  // A refusal was shown by the request layer; nothing starts then.
  const enter = (area: AreaData, mob: MobData, start: () => void, mobPower?: number) =>
    call.run(
      'enterArea',
      () => enterArea({ id: area.id, special: area.type === 2 }, mob.id, mobPower),
      start,
    );

  const battle = (area: AreaData, mob: MobData) => {
    let mobPower: number | undefined;
    if (area.id === AREA_14_ID) {
      const parsed = parseArea14Power(power);
      if (parsed === null) return;
      mobPower = parsed;
    }
    void enter(
      area,
      mob,
      () => {
        const active = $active.get();
        // The "Battle {mob}" quick link follows the mob chosen last.
        if (active) $active.set({ ...active, mob: { id: mob.id, name: mob.name, area: area.id } });
        bus.emit('startAction', { action: 'battling' });
      },
      mobPower,
    );
  };

  const battleSpecial = (area: AreaData, mob: MobData) => {
    void enter(area, mob, () => {
      bus.emit('startAction', { action: 'specialBattling' });
    });
  };

  const left = (area: AreaData): number | null =>
    remaining === null ? null : (remaining[String(area.id)] ?? 0);

  return (
    <div className={styles.page}>
      <section aria-labelledby="areas-title" className={styles.section}>
        <h2 id="areas-title">Areas</h2>
        {areas.length === 0 ? (
          <EmptyState message="There are no areas to battle in." />
        ) : (
          <Accordion
            items={areas.map((area) => {
              const area14 = area.id === AREA_14_ID;
              return {
                id: String(area.id),
                header: area.name,
                aside: powerRangeText(area),
                content: (
                  <div className={styles.area}>
                    {area14 && <Area14Entry power={power} onChange={setPower} />}
                    <MobTable
                      area={area}
                      disabled={busy || (area14 && parseArea14Power(power) === null)}
                      showDropModifier={area14}
                      area14Power={area14 ? parseArea14Power(power) : undefined}
                      onBattle={(mob) => battle(area, mob)}
                    />
                    <LootTable area={area} items={data.itemData} />
                  </div>
                ),
              };
            })}
            defaultOpenIds={areas[0] ? [String(areas[0].id)] : []}
          />
        )}
      </section>
      {specialAreas.length > 0 && (
        <section aria-labelledby="special-areas-title" className={styles.section}>
          <h2 id="special-areas-title">Special areas</h2>
          {special.status === 'loading' && <LoadingState label="Loading battles remaining..." />}
          {special.status === 'error' && (
            <LoadError message={BATTLES_REMAINING_LOAD_FAILED_TEXT} onRetry={onRetrySpecial} />
          )}
          <Accordion
            items={specialAreas.map((area) => {
              const count = left(area);
              return {
                id: String(area.id),
                header: area.name,
                aside: count === null ? powerRangeText(area) : battlesLeftText(count),
                content: (
                  <div className={styles.area}>
                    <p className={count === 0 ? styles.none : styles.remaining}>
                      Battles remaining today:{' '}
                      <strong>{count === null ? '\u2014' : formatNumber(count)}</strong>
                    </p>
                    <MobTable
                      area={area}
                      disabled={busy || count === null || count <= 0}
                      onBattle={(mob) => battleSpecial(area, mob)}
                    />
                    <LootTable area={area} items={data.itemData} />
                  </div>
                ),
              };
            })}
            defaultOpenIds={specialAreas[0] ? [String(specialAreas[0].id)] : []}
          />
        </section>
      )}
    </div>
  );
}

export function AreasPage() {
  const data = useStore($gameData);
  const hasSpecial = data !== null && Object.values(data.areaData).some((area) => area.type === 2);
  const special = useSpecialBattlesRemaining({ enabled: hasSpecial });
  return <AreasView special={special.state} onRetrySpecial={special.reload} />;
}
