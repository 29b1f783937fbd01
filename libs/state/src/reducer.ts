/**
 * The pure reducer of the action loop: a tick answer (spec 000 section 4) applied to a plain
 * snapshot of the state. It never mutates its inputs, and every part of the snapshot that the
 * answer leaves unchanged keeps its reference, so the caller can write back only what changed.
 */
import type {
  ActionType,
  Equipment,
  ItemAmount,
  ItemCounts,
  Mastery,
  Misc,
  Player,
  Skills,
  TickAnswer,
} from '@idle/contracts';
import type { DeviceLogEntry } from './log';
import { isLogEntryType, itemEntries, prependToLog } from './log';
import { keepIfSame } from './same-value';
import { serverNow } from './server-clock';

export interface TickSnapshot {
  player: Player | null;
  items: ItemCounts;
  skills: Partial<Skills>;
  misc: Misc | null;
  masteries: Record<string, Mastery>;
  equipment: Equipment;
  lastTick: Partial<Record<ActionType, unknown>>;
  log: readonly DeviceLogEntry[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isItemAmount(entry: unknown): entry is ItemAmount {
  if (!isPlainObject(entry)) return false;
  const { id, amount } = entry;
  return (
    typeof id === 'string' && typeof amount === 'number' && Number.isFinite(amount) && amount > 0
  );
}

/** The well-formed entries of an item list (a malformed answer changes nothing). */
function validAmounts(list: unknown): readonly ItemAmount[] {
  const entries: readonly unknown[] = Array.isArray(list) ? list : [];
  return entries.filter(isItemAmount);
}

/**
 * What a chest held, from a tick's `data.chest`: the dungeon tick that reaches the end of the
 * dungeon carries its chest there (tokens and loot), apart from the fight's `drops`.
 */
function chestItems(data: unknown): readonly ItemAmount[] {
  return isPlainObject(data) ? validAmounts(data.chest) : [];
}

/** Added items first, then removed ones; counts never go below 0 and 0 removes the entry. */
export function changeItems(
  items: ItemCounts,
  added: readonly ItemAmount[],
  removed: readonly ItemAmount[],
): ItemCounts {
  if (added.length === 0 && removed.length === 0) return items;
  const next = new Map(Object.entries(items));
  for (const { id, amount } of added) next.set(id, (next.get(id) ?? 0) + amount);
  for (const { id, amount } of removed) {
    const left = Math.max(0, (next.get(id) ?? 0) - amount);
    if (left === 0) next.delete(id);
    else next.set(id, left);
  }
  return Object.fromEntries(next);
}

/**
 * `misc` merged key by key: object values (statistics, upgrades, bonusTime...) merged one level
 * deep so a partial object updates only what it carries; `potions` replaced as a whole.
 */
function mergeMisc(
  misc: Misc,
  change: TickAnswer['misc'],
  potions: Misc['potions'] | undefined,
): Misc {
  const next: Record<string, unknown> = { ...misc };
  if (isPlainObject(change)) {
    for (const [key, value] of Object.entries(change)) {
      const previous = next[key];
      next[key] =
        key !== 'potions' && isPlainObject(previous) && isPlainObject(value)
          ? { ...previous, ...value }
          : value;
    }
  }
  if (isPlainObject(potions)) next.potions = potions;
  return next as unknown as Misc;
}

function logEntries(answer: TickAnswer, now: number): DeviceLogEntry[] {
  const entries: DeviceLogEntry[] = [];
  for (const entry of Array.isArray(answer.log) ? answer.log : []) {
    entries.push({
      type: isLogEntryType(entry.type) ? entry.type : 'msg',
      tstamp: now,
      data: entry.msg,
    });
  }
  entries.push(...itemEntries(validAmounts(answer.drops), now));
  entries.push(...itemEntries(chestItems(answer.data), now));
  return entries;
}

/**
 * The snapshot after `answer`, a tick of `action`:
 * - `autos` sets player.autos; `player` is merged into the player;
 * - `itemsToAdd` / `itemsToRemove` change item counts (never below 0; 0 removes the entry);
 * - `skill` replaces that skill; `masteryData` updates that mastery's level, exp and expToLevel;
 * - `misc` is merged (see mergeMisc); `potions` replaces misc.potions;
 * - `eqRarityUpgrade` sets the rarity of the item in that slot (an empty slot stays empty);
 * - `data` becomes lastTick[action];
 * - `log` entries, then `drops` and the items of a chest in `data.chest` (as `item` entries) go
 *   in front of the device log, capped.
 * `now` (milliseconds) stamps the new log entries.
 */
export function reduceTick(
  snapshot: TickSnapshot,
  action: ActionType,
  answer: TickAnswer,
  now: number = serverNow(),
): TickSnapshot {
  let { player, skills, misc, masteries, equipment, lastTick } = snapshot;

  if (player) {
    const merged: Player = { ...player, ...(isPlainObject(answer.player) ? answer.player : {}) };
    if (typeof answer.autos === 'number') merged.autos = answer.autos;
    player = keepIfSame(player, merged);
  }

  const items = keepIfSame(
    snapshot.items,
    changeItems(
      snapshot.items,
      validAmounts(answer.itemsToAdd),
      validAmounts(answer.itemsToRemove),
    ),
  );

  if (isPlainObject(answer.skill)) {
    const { id, ...skill } = answer.skill;
    skills = keepIfSame(skills, { ...skills, [id]: skill });
  }

  if (misc && (answer.misc !== undefined || answer.potions !== undefined)) {
    misc = keepIfSame(misc, mergeMisc(misc, answer.misc, answer.potions));
  }

  if (isPlainObject(answer.masteryData)) {
    const { id, level, exp, expToLevel } = answer.masteryData;
    const key = String(id);
    const mastery = masteries[key];
    if (mastery) {
      masteries = keepIfSame(masteries, {
        ...masteries,
        [key]: { ...mastery, level, exp, expToLevel },
      });
    }
  }

  const upgrade = answer.eqRarityUpgrade;
  if (isPlainObject(upgrade) && Number.isInteger(upgrade.rarity)) {
    const key = String(upgrade.slot) as keyof Equipment;
    const item = equipment[key];
    if (item)
      equipment = keepIfSame(equipment, {
        ...equipment,
        [key]: { ...item, rarity: upgrade.rarity },
      });
  }

  if (answer.data !== undefined) {
    lastTick = keepIfSame(lastTick, { ...lastTick, [action]: answer.data });
  }

  const log = prependToLog(snapshot.log, logEntries(answer, now));

  return { player, items, skills, misc, masteries, equipment, lastTick, log };
}
