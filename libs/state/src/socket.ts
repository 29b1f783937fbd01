/**
 * The live socket's game messages (spec 002 §4 "Chat socket"): world bosses, gathering events,
 * Bonus Time, the action bonus, the land raid, and items or a jewel given outside a call. Each message is `{type, data}`; the pure readers
 * below turn `data` into a store value, or null when it has the wrong shape (the message is then
 * ignored), and `applySocketMessage` writes the result into the stores.
 */
import {
  ACTION_BONUS_KINDS,
  ITEMS_TAKEN_MESSAGE_TYPE,
  JEWEL_SOLD_MESSAGE_TYPE,
} from '@idle/contracts';
import type {
  AddJewelMessage,
  ItemAmount,
  Jewel,
  JewelSoldMessage,
  LandPanelData,
  Misc,
  WorldBoss,
} from '@idle/contracts';
import { batch } from 'nanostores';
import { applyItemChanges } from './apply';
import { readEventMessage } from './gathering-event';
import { addToLog, itemEntries } from './log';
import { $bosses, $event, $jewels, $land, $misc } from './stores';
import { serverNow } from './server-clock';

/** The socket message types the stores follow. */
export const STATE_SOCKET_TYPES = [
  'boss',
  'event',
  'bonusTime',
  'actionBonus',
  'addItemsToUser',
  ITEMS_TAKEN_MESSAGE_TYPE,
  'addJewelToUser',
  JEWEL_SOLD_MESSAGE_TYPE,
  'raid',
] as const;
export type StateSocketType = (typeof STATE_SOCKET_TYPES)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isWorldBoss(value: unknown): value is WorldBoss {
  if (!isRecord(value)) return false;
  const { id, name, rarity, level, hpRemaining, hpMax } = value;
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    typeof name === 'string' &&
    isCount(rarity) &&
    isCount(level) &&
    isCount(hpRemaining) &&
    isCount(hpMax)
  );
}

/** `boss`: the full list of bosses alive now; null unless every entry is a boss. */
export function readBossesMessage(data: unknown): WorldBoss[] | null {
  if (!Array.isArray(data)) return null;
  const entries: readonly unknown[] = data;
  if (!entries.every(isWorldBoss)) return null;
  return entries.map((boss) => {
    const { id, name, rarity, level, hpRemaining, hpMax } = boss;
    return { id, name, rarity, level, hpRemaining, hpMax };
  });
}

function isEmpty(data: unknown): boolean {
  if (data === null || data === undefined || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  return isRecord(data) && Object.keys(data).length === 0;
}

/**
 * `bonusTime`: `{timeRemaining (seconds), modifier}` starts or updates Bonus Time; `{stage: 'end'}`
 * or an empty message ends it (timeRemaining 0, the modifier kept). A missing modifier keeps the
 * current one. Null for anything else.
 */
export function readBonusTimeMessage(
  current: Misc['bonusTime'],
  data: unknown,
): Misc['bonusTime'] | null {
  if (isEmpty(data) || (isRecord(data) && data['stage'] === 'end')) {
    return { timeRemaining: 0, modifier: current.modifier };
  }
  if (!isRecord(data) || !isCount(data['timeRemaining'])) return null;
  const modifier = data['modifier'] ?? current.modifier;
  if (!isCount(modifier)) return null;
  return { timeRemaining: data['timeRemaining'], modifier };
}

function isActionBonusKind(value: unknown): value is Misc['actionBonus']['kind'] {
  return value === null || ACTION_BONUS_KINDS.some((kind) => kind === value);
}

/**
 * `actionBonus`: `{kind, current, required}`. A field left out keeps its current value; a field
 * of the wrong type, or a message with none of the three, gives null.
 */
export function readActionBonusMessage(
  current: Misc['actionBonus'],
  data: unknown,
): Misc['actionBonus'] | null {
  if (!isRecord(data)) return null;
  const {
    kind = current.kind,
    current: count = current.current,
    required = current.required,
  } = data;
  if (!('kind' in data) && !('current' in data) && !('required' in data)) return null;
  if (!isActionBonusKind(kind) || !isCount(count) || !isCount(required)) return null;
  return { kind, current: count, required };
}

function isItemAmount(value: unknown): value is ItemAmount {
  if (!isRecord(value)) return false;
  const { id, amount } = value;
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof amount === 'number' &&
    Number.isFinite(amount) &&
    amount > 0
  );
}

/**
 * `addItemsToUser` (the items given, e.g. boss tokens when a boss dies) and `itemsTaken` (the
 * items an operator took): null unless all valid.
 */
export function readItemsMessage(data: unknown): ItemAmount[] | null {
  if (!Array.isArray(data)) return null;
  const entries: readonly unknown[] = data;
  if (!entries.every(isItemAmount)) return null;
  return entries.map((entry) => {
    const { id, amount } = entry;
    return { id, amount };
  });
}

const JEWEL_STAT_KEYS = ['health', 'attack', 'defence', 'accuracy', 'dodge', 'total'] as const;

function isGemType(value: unknown): value is Jewel['gemType'] {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

function isJewel(value: unknown): value is Jewel {
  if (!isRecord(value)) return false;
  const { id, type, gemType, rarity, stats, equipped, marketPrice, craftedBy, craftedByUserid } =
    value;
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    isCount(type) &&
    isGemType(gemType) &&
    isCount(rarity) &&
    isRecord(stats) &&
    JEWEL_STAT_KEYS.every((key) => isCount(stats[key])) &&
    typeof equipped === 'boolean' &&
    (marketPrice === null || isCount(marketPrice)) &&
    typeof craftedBy === 'string' &&
    typeof craftedByUserid === 'number'
  );
}

/** `addJewelToUser`: a jewel another player sent, with its log line; null unless well formed. */
export function readAddJewelMessage(data: unknown): AddJewelMessage | null {
  if (!isRecord(data)) return null;
  const { jewel, msg } = data;
  if (!isJewel(jewel) || typeof msg !== 'string' || msg === '') return null;
  return { jewel, msg };
}

/** `jewelSold`: the player's jewel another player bought, and its gem type; else null. */
export function readJewelSoldMessage(data: unknown): JewelSoldMessage | null {
  if (!isRecord(data)) return null;
  const { id, gemType } = data;
  if (!isCount(id) || !Number.isInteger(id) || !isGemType(gemType)) return null;
  return { id, gemType };
}

type PanelRaid = LandPanelData['raid'];

/**
 * `raid`: the player's raid as the Land panel shows it (`{name, rarity, timer?}`, no timer once
 * returned), or null when it was cleared; undefined unless the data has that shape.
 */
export function readRaidMessage(data: unknown): PanelRaid | undefined {
  if (data === null) return null;
  if (!isRecord(data)) return undefined;
  const { name, rarity, timer } = data;
  if (typeof name !== 'string' || !isCount(rarity)) return undefined;
  if (timer === undefined || timer === null) return { name, rarity };
  return isCount(timer) ? { name, rarity, timer } : undefined;
}

/**
 * Applies a socket message to the stores: `boss` replaces `$bosses`, `event` sets `$event` to the
 * running event, or empties it when its `{stage: 'end', id}` names the current one, `bonusTime` and
 * `actionBonus` update `$misc` (once loaded), `addItemsToUser` adds to `$items` and logs each
 * item as an `item` entry stamped `now` (milliseconds), `addJewelToUser` adds the jewel to
 * `$jewels` (once: a repeated message changes nothing) and logs its line as a `jewel` entry, `jewelSold`
 * takes the sold jewel out of `$jewels`, `raid` sets the raid of `$land` (once the
 * player has a plot). Returns whether a store changed; other
 * types and malformed data change nothing and never throw.
 */
export function applySocketMessage(
  message: { type: string; data: unknown },
  now: number = serverNow(),
): boolean {
  switch (message.type) {
    case 'boss': {
      const bosses = readBossesMessage(message.data);
      if (!bosses) return false;
      $bosses.set(bosses);
      return true;
    }
    case 'event': {
      const event = readEventMessage(message.data);
      if (!event) return false;
      if ('stage' in event) {
        // The end of an older event must not hide a newer one.
        if ($event.get()?.id !== event.id) return false;
        $event.set(null);
        return true;
      }
      $event.set(event);
      return true;
    }
    case 'bonusTime': {
      const misc = $misc.get();
      const bonusTime = misc && readBonusTimeMessage(misc.bonusTime, message.data);
      if (!misc || !bonusTime) return false;
      $misc.set({ ...misc, bonusTime });
      return true;
    }
    case 'actionBonus': {
      const misc = $misc.get();
      const actionBonus = misc && readActionBonusMessage(misc.actionBonus, message.data);
      if (!misc || !actionBonus) return false;
      $misc.set({ ...misc, actionBonus });
      return true;
    }
    case 'addItemsToUser': {
      const items = readItemsMessage(message.data);
      if (!items || items.length === 0) return false;
      batch(() => {
        applyItemChanges(items, []);
        addToLog(itemEntries(items, now));
      });
      return true;
    }
    case ITEMS_TAKEN_MESSAGE_TYPE: {
      const items = readItemsMessage(message.data);
      if (!items || items.length === 0) return false;
      applyItemChanges([], items);
      return true;
    }
    case 'addJewelToUser': {
      const added = readAddJewelMessage(message.data);
      if (!added || $jewels.get().some((jewel) => jewel.id === added.jewel.id)) return false;
      batch(() => {
        $jewels.set([...$jewels.get(), added.jewel]);
        addToLog([{ type: 'jewel', tstamp: now, data: added.msg }]);
      });
      return true;
    }
    case JEWEL_SOLD_MESSAGE_TYPE: {
      const sold = readJewelSoldMessage(message.data);
      const jewels = $jewels.get();
      if (!sold || !jewels.some((jewel) => jewel.id === sold.id)) return false;
      $jewels.set(jewels.filter((jewel) => jewel.id !== sold.id));
      return true;
    }
    case 'raid': {
      const land = $land.get();
      const raid = readRaidMessage(message.data);
      if (!land || raid === undefined) return false;
      $land.set({ ...land, raid });
      return true;
    }
    default:
      return false;
  }
}
