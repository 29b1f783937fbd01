/**
 * The gear a loadout put on (issue 29), written into the stores the gear screens read: by an
 * equip, by entering a fight or dungeon, and by a gathering start (its tick's answer).
 */
import type { BoundLoadoutNotice, LoadoutGear } from '@idle/contracts';
import { batch } from 'nanostores';
import { notify } from './notifications';
import { $items, $jewels, $player, $runes } from './stores';

export function applyLoadoutGear(gear: LoadoutGear): void {
  batch(() => {
    $runes.set(gear.runes);
    const on = new Set(gear.equippedJewels);
    $jewels.set(
      $jewels
        .get()
        .map((jewel) =>
          jewel.equipped === on.has(jewel.id) ? jewel : { ...jewel, equipped: on.has(jewel.id) },
        ),
    );
    for (const [runeId, count] of Object.entries(gear.runeCounts)) $items.setKey(runeId, count);
    const player = $player.get();
    if (player) $player.set({ ...player, ...gear.eqStats });
  });
}

/** What an action's start said of its bound loadout: shown once, the gear applied if it went on. */
export function applyLoadoutNotice(notice: BoundLoadoutNotice): void {
  notify(notice.gear ? 'success' : 'error', notice.message);
  if (notice.gear) applyLoadoutGear(notice.gear);
}
