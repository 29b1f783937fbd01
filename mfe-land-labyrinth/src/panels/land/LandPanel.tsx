/**
 * The Land panel (spec 000 sections 1 and 4; spec 002 section 3): the plot's level name and the
 * raid, with its name, rarity (in the rarity colour) and a countdown ticking down every second on
 * the device from the seconds the server last sent; "Returned" once it is back. The data is
 * `$land`: the initial data, the land screens' answers and the socket's `raid` messages. When the
 * countdown reaches 0 the raid is marked returned in `$land`, unless a newer raid arrived.
 */
import type { LandPanelData } from '@idle/contracts';
import { NO_RAID_TEXT } from '@idle/game-rules';
import { $land } from '@idle/state';
import { EmptyState, formatCountdown, Muted, RarityName, useCountdown } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import styles from './LandPanel.module.css';

/** Shown without a plot (the panel rules hide the panel then). Ours. */
export const NO_LAND_TEXT = 'You do not own land yet.';
export const RAID_RETURNED_TEXT = 'Returned';

type PanelRaid = NonNullable<LandPanelData['raid']>;

/** The raid came back: drops its timer, unless `$land` holds a newer raid meanwhile. */
function markReturned(counted: { raid: PanelRaid }): void {
  const land = $land.get();
  if (land?.raid !== counted.raid) return;
  $land.set({ ...land, raid: { name: counted.raid.name, rarity: counted.raid.rarity } });
}

function TimeLeft({ raid, timer }: { raid: PanelRaid; timer: number }) {
  const counted = useMemo(() => ({ raid, timeRemaining: timer }), [raid, timer]);
  const left = useCountdown(counted, markReturned);
  return (
    <time className={styles.time} dateTime={`PT${String(Math.max(0, Math.ceil(left)))}S`}>
      {formatCountdown(left)}
    </time>
  );
}

function Raid({ raid }: { raid: PanelRaid }) {
  const underWay = raid.timer !== undefined && raid.timer > 0;
  return (
    <>
      <p className={styles.row}>
        <span className={styles.name}>{raid.name}</span>
        <RarityName rarity={raid.rarity} />
      </p>
      <p className={styles.row}>
        <Muted inline size="sm">
          Raid
        </Muted>
        {underWay ? (
          <TimeLeft raid={raid} timer={raid.timer ?? 0} />
        ) : (
          <strong className={styles.returned}>{RAID_RETURNED_TEXT}</strong>
        )}
      </p>
    </>
  );
}

export function LandPanel() {
  const land = useStore($land);
  if (!land) return <EmptyState message={NO_LAND_TEXT} />;
  return (
    <div className={styles.land}>
      <p className={styles.level}>{land.levelName}</p>
      {land.raid === null ? <Muted size="sm">{NO_RAID_TEXT}</Muted> : <Raid raid={land.raid} />}
    </div>
  );
}
