/**
 * The rune belt: equipped runes with Unequip, unequipped runes (items of type `rune`) with Equip,
 * and how many of the belt's slots (`rune_belt` level) are in use.
 */
import { useServerCall } from '@idle/api-client';
import type { ItemDefinition } from '@idle/contracts';
import { NO_EQUIPPED_RUNES_TEXT, NO_UNEQUIPPED_RUNES_TEXT, formatNumber } from '@idle/game-rules';
import { $gameData, $items, $runes, $upgradeableItems, type Rune } from '@idle/state';
import { Button, EmptyState, ItemName, Table, Muted, VisuallyHidden } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { equipRune, unequipRune } from '../api';
import { CallError, itemInfo, statLabel } from './parts';
import styles from './HomeItems.module.css';

/** The upgradeable item whose level is the number of rune slots. */
export const RUNE_BELT_ID = 'rune_belt';
export const RUNE_BELT_FULL_TEXT = 'Your rune belt is full. Unequip a rune or upgrade the belt.';
export const RUNE_BELT_NO_SLOTS_TEXT = 'Your rune belt has no rune slots yet. Upgrade it below.';

/** What a rune adds while on the belt: "+8 Attack, +12 Defence". */
function RuneStats({ item }: { item: ItemDefinition | undefined }) {
  const stats = Object.entries(item?.runeStats ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] !== 0,
  );
  if (stats.length === 0) return <Muted inline>No stats</Muted>;
  return (
    <ul className={styles.stats}>
      {stats.map(([stat, value]) => (
        <li key={stat}>
          {value > 0 ? '+' : ''}
          {formatNumber(value)} {statLabel(stat)}
        </li>
      ))}
    </ul>
  );
}

export function RuneBeltSection() {
  const runes = useStore($runes);
  const items = useStore($items);
  const data = useStore($gameData);
  const size = useStore($upgradeableItems)[RUNE_BELT_ID] ?? 0;
  const call = useServerCall();
  const reasonId = useId();

  const unequipped = Object.entries(data?.itemData ?? {})
    .filter(([id, item]) => item.type === 'rune' && (items[id] ?? 0) > 0)
    .map(([id]) => ({ id, count: items[id] ?? 0 }));
  const full = runes.length >= size;
  const fullReason = size === 0 ? RUNE_BELT_NO_SLOTS_TEXT : RUNE_BELT_FULL_TEXT;

  const equip = (runeid: string) =>
    void call.run(
      `equip:${runeid}`,
      () => equipRune(runeid),
      () => undefined,
    );
  const unequip = (entry: Rune) =>
    void call.run(
      `unequip:${entry.id}`,
      () => unequipRune(entry),
      () => undefined,
    );

  return (
    <section className={styles.section} aria-labelledby="home-runes">
      <h3 id="home-runes" className={styles.sectionTitle}>
        Rune belt
      </h3>
      <p className={styles.summary}>
        Rune slots used: {formatNumber(runes.length)} / {formatNumber(size)}
      </p>
      {runes.length === 0 ? (
        <EmptyState message={NO_EQUIPPED_RUNES_TEXT} />
      ) : (
        <Table
          caption="Equipped runes"
          columns={[
            {
              key: 'rune',
              header: 'Rune',
              render: (entry) => (
                <ItemName itemId={entry.runeid} item={itemInfo(data, entry.runeid)} />
              ),
            },
            {
              key: 'stats',
              header: 'Stats',
              render: (entry) => <RuneStats item={data?.itemData[entry.runeid]} />,
            },
            {
              key: 'action',
              header: <VisuallyHidden>Unequip</VisuallyHidden>,
              align: 'right',
              render: (entry) => (
                <Button
                  size="sm"
                  disabled={call.pending !== null}
                  aria-busy={call.pending === `unequip:${entry.id}` || undefined}
                  aria-label={`Unequip ${itemInfo(data, entry.runeid).name}`}
                  onClick={() => {
                    unequip(entry);
                  }}
                >
                  Unequip
                </Button>
              ),
            },
          ]}
          rows={runes}
          rowKey={(entry) => entry.id}
        />
      )}
      {unequipped.length === 0 ? (
        <EmptyState message={NO_UNEQUIPPED_RUNES_TEXT} />
      ) : (
        <>
          {full && (
            <p id={reasonId} className={styles.notice}>
              {fullReason}
            </p>
          )}
          <Table
            caption="Unequipped runes"
            columns={[
              {
                key: 'rune',
                header: 'Rune',
                render: (row) => (
                  <ItemName itemId={row.id} item={itemInfo(data, row.id)} amount={row.count} />
                ),
              },
              {
                key: 'stats',
                header: 'Stats',
                render: (row) => <RuneStats item={data?.itemData[row.id]} />,
              },
              {
                key: 'action',
                header: <VisuallyHidden>Equip</VisuallyHidden>,
                align: 'right',
                render: (row) => (
                  <Button
                    size="sm"
                    variant="primary"
                    disabled={full || call.pending !== null}
                    aria-describedby={full ? reasonId : undefined}
                    aria-busy={call.pending === `equip:${row.id}` || undefined}
                    aria-label={`Equip ${itemInfo(data, row.id).name}`}
                    onClick={() => {
                      equip(row.id);
                    }}
                  >
                    Equip
                  </Button>
                ),
              },
            ]}
            rows={unequipped}
            rowKey={(row) => row.id}
          />
        </>
      )}
      <CallError text={call.error} />
    </section>
  );
}
