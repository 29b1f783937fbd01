/** Writing server answers into the stores: the initial data, each tick, and logout. */
import type { ActionType, InitialData, ItemAmount, TickAnswer } from '@idle/contracts';
import { batch } from 'nanostores';
import type { WritableAtom } from 'nanostores';
import { $action, $lastTick, IDLE_ACTION } from './action';
import { setBoosts } from './boosts';
import { $log, clearLog } from './log';
import { clearNotifications } from './notifications';
import { readGatheringEvent } from './gathering-event';
import { changeItems, reduceTick } from './reducer';
import type { TickSnapshot } from './reducer';
import {
  $actionView,
  $active,
  $bosses,
  $captchaRequired,
  $chatAccess,
  $clan,
  $clientData,
  $equipment,
  $event,
  $gameData,
  $items,
  $masteries,
  $misc,
  $player,
  $runes,
  $jewels,
  $jewelSlots,
  $labyrinthRewards,
  $land,
  $clanAttributeTotems,
  NO_ATTRIBUTE_TOTEMS,
  $skills,
  $tools,
  $upgradeableItems,
} from './stores';
import { learnServerTime, resetServerClock, serverNow } from './server-clock';
import { applyLoadoutNotice } from './loadout-gear';
import { addSessionRates, resetSessionRates } from './rates';

/**
 * Fills every store from `_load_initial_data.php`, and learns the server's clock from it
 * (`requestedAt`: the browser's clock when the call was sent).
 */
export function applyInitialData(data: InitialData, requestedAt?: number): void {
  learnServerTime(data.serverTime, Date.now(), requestedAt);
  batch(() => {
    $gameData.set({
      itemData: data.itemData,
      itemIds: data.itemIds,
      itemTypes: data.itemTypes,
      upgradeableItemData: data.upgradeableItemData,
      equipmentData: data.equipmentData,
      areaData: data.areaData,
    });
    $player.set(data.player);
    $items.set(data.items);
    $skills.set(data.skills);
    $masteries.set(data.masteries);
    $active.set(data.active);
    $misc.set(data.misc);
    $tools.set(data.tools);
    $equipment.set(data.equipment);
    $upgradeableItems.set(data.upgradeableItems);
    $runes.set(data.runes);
    $jewels.set(data.jewels);
    $jewelSlots.set(data.jewelSlots);
    $clientData.set(data.clientData);
    $clan.set(data.clan);
    $chatAccess.set(data.chat);
    $bosses.set(Array.isArray(data.bosses) ? data.bosses : []);
    $event.set(readGatheringEvent(data.event));
    $land.set(data.land);
    $clanAttributeTotems.set(data.clanAttributeTotems);
    $labyrinthRewards.set(data.labyrinthRewards);
    setBoosts(data.boosts);
  });
}

/** The stores the reducer works on, read as plain values. */
export function readTickSnapshot(): TickSnapshot {
  return {
    player: $player.get(),
    items: $items.get(),
    skills: $skills.get(),
    misc: $misc.get(),
    masteries: $masteries.get(),
    equipment: $equipment.get(),
    lastTick: $lastTick.get(),
    log: $log.get(),
  };
}

function writeIfChanged<Value>(store: WritableAtom<Value>, previous: Value, next: Value): void {
  if (next !== previous) store.set(next);
}

/**
 * Applies a tick answer of `action` through `reduceTick` and writes back only the stores whose
 * value changed, in one batch (a tick that changes only Autos notifies `$player` alone).
 */
export function applyTick(action: ActionType, answer: TickAnswer, now: number = serverNow()): void {
  const before = readTickSnapshot();
  const after = reduceTick(before, action, answer, now);
  batch(() => {
    writeIfChanged($player, before.player, after.player);
    writeIfChanged($items, before.items, after.items);
    writeIfChanged($skills, before.skills, after.skills);
    writeIfChanged($misc, before.misc, after.misc);
    writeIfChanged($masteries, before.masteries, after.masteries);
    writeIfChanged($equipment, before.equipment, after.equipment);
    writeIfChanged($lastTick, before.lastTick, after.lastTick);
    writeIfChanged($log, before.log, after.log);
    // The run ended: its chest waits in the panel, unopened.
    if (answer.labEnd === true) $labyrinthRewards.set([]);
    if (answer.rates) addSessionRates(answer.rates);
    if (answer.loadout) applyLoadoutNotice(answer.loadout);
  });
}

/**
 * Empties the game state for logout: every game store, the action state, the last ticks, the
 * captcha flag, the notifications and the device log. Device preferences (panels, default
 * action, trackers) stay.
 */
export function resetState(): void {
  batch(() => {
    $gameData.set(null);
    $player.set(null);
    $items.set({});
    $skills.set({});
    $masteries.set({});
    $active.set(null);
    $misc.set(null);
    $tools.set(null);
    $equipment.set({});
    $upgradeableItems.set({});
    $runes.set([]);
    $jewels.set([]);
    $jewelSlots.set({});
    $clientData.set({ playersOnline: 0, newAnnouncements: 0 });
    $clan.set(null);
    $chatAccess.set(null);
    $bosses.set([]);
    $event.set(null);
    $land.set(null);
    $clanAttributeTotems.set(NO_ATTRIBUTE_TOTEMS);
    $labyrinthRewards.set(null);
    setBoosts([]);
    resetServerClock();
    $action.set(IDLE_ACTION);
    $lastTick.set({});
    $captchaRequired.set(false);
    $actionView.set(false);
    clearLog();
    resetSessionRates();
  });
  clearNotifications();
}

/**
 * Applies the item changes of a call's answer (`itemsToAdd` / `itemsToRemove`, spec 000 section 7)
 * to the inventory, the same way a tick's are applied.
 */
export function applyItemChanges(
  itemsToAdd: readonly ItemAmount[] = [],
  itemsToRemove: readonly ItemAmount[] = [],
): void {
  const before = $items.get();
  const after = changeItems(before, itemsToAdd, itemsToRemove);
  if (after !== before) $items.set(after);
}
