/** The home page's changes: the rune belt, the tools and the upgradeable items (`items.php`). */
import { api } from '@idle/api-client';
import { ENDPOINTS, type EqStats, type ToolId } from '@idle/contracts';
import {
  $player,
  $runes,
  $tools,
  $upgradeableItems,
  applyItemChanges,
  type Rune,
} from '@idle/state';
import { batch } from 'nanostores';

/** The player's equipment stats, which the runes on the belt add to. */
function setEqStats(eqStats: EqStats): void {
  const player = $player.get();
  if (player) $player.set({ ...player, ...eqStats });
}

/** Puts one rune of `runeid` on the belt. */
export async function equipRune(runeid: string) {
  const answer = await api.call(ENDPOINTS.inventory.equipRune, { id: runeid });
  batch(() => {
    $runes.set([...$runes.get(), answer.rune]);
    applyItemChanges([], [{ id: answer.rune.runeid, amount: 1 }]);
    setEqStats(answer.eqStats);
  });
  return answer;
}

/** Takes `rune` off the belt, back into the inventory. */
export async function unequipRune(rune: Rune) {
  const answer = await api.call(ENDPOINTS.inventory.unequipRune, { id: rune.id });
  batch(() => {
    $runes.set($runes.get().filter((kept) => kept.id !== rune.id));
    applyItemChanges([{ id: rune.runeid, amount: 1 }], []);
    setEqStats(answer.eqStats);
  });
  return answer;
}

/** Raises tool `id` a level for tool components. */
export async function upgradeTool(id: ToolId) {
  const answer = await api.call(ENDPOINTS.inventory.upgradeTool, { id });
  batch(() => {
    applyItemChanges([], answer.itemsToRemove);
    const tools = $tools.get();
    if (tools) $tools.set({ ...tools, [id]: answer.toolLevel });
  });
  return answer;
}

/** Raises upgradeable item `id` from `level` a level (the rune belt: a rune slot more). */
export async function upgradeUpgradeableItem(id: string, level: number) {
  const answer = await api.call(ENDPOINTS.inventory.upgradeUpgradeableItem, { id, level });
  batch(() => {
    $upgradeableItems.setKey(answer.id, answer.level);
    applyItemChanges([], answer.itemsToRemove);
  });
  return answer;
}
