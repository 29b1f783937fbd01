/**
 * Equipment rarity rising in fights: each fight has a small chance
 * (EQUIPMENT_RARITY_UPGRADE_PERCENT) to raise one equipped item below the top rarity by a step,
 * chosen at random among them. Told to the client as `eqRarityUpgrade` with a Log line.
 */
import type { EqStats, Equipment } from '@idle/contracts';
import {
  EQUIPMENT_RARITY_MAX,
  EQUIPMENT_RARITY_UPGRADE_PERCENT,
  equipmentPower,
  isWeaponSlot,
} from '@idle/game-rules';
import type { GameContext } from '../context';
import { randomInt, rollPercent } from '../random';

/** Test support (dev.php setRarityUpgradeChance): another chance for this game, or the rule's. */
const chanceOverrides = new WeakMap<GameContext, number>();

export function setRarityUpgradeChance(game: GameContext, percent: number | null): void {
  if (percent === null) chanceOverrides.delete(game);
  else chanceOverrides.set(game, percent);
}

export function rarityUpgradeChance(game: GameContext): number {
  return chanceOverrides.get(game) ?? EQUIPMENT_RARITY_UPGRADE_PERCENT;
}

export interface RarityUpgrade {
  slot: number;
  rarity: number;
}

/**
 * Rolls a fight's rarity upgrade. The chance is drawn only while an item can still rise, so a
 * player at the top rarity (or with nothing equipped) keeps the seeded sequence of draws.
 */
export function rollRarityUpgrade(game: GameContext, equipment: Equipment): RarityUpgrade | null {
  const below = Object.entries(equipment)
    .filter(([, item]) => item.rarity < EQUIPMENT_RARITY_MAX)
    .map(([slot, item]) => ({ slot: Number(slot), rarity: item.rarity + 1 }))
    .sort((a, b) => a.slot - b.slot);
  if (below.length === 0) return null;
  if (!rollPercent(game.random, rarityUpgradeChance(game))) return null;
  return below[randomInt(game.random, 0, below.length - 1)] ?? null;
}

/**
 * What an item adds to the equipment totals (the rule of game-rules' equipmentBonuses: a weapon
 * its power to attack, armor its power to defence and twice to health).
 */
function slotTotals(slot: number, item: { level: number; type: number; rarity: number }): EqStats {
  const power = equipmentPower(item);
  return isWeaponSlot(slot)
    ? { eqAttack: power, eqDefence: 0, eqHealth: 0, eqAccuracy: 0, eqDodge: 0 }
    : { eqAttack: 0, eqDefence: power, eqHealth: 2 * power, eqAccuracy: 0, eqDodge: 0 };
}

/**
 * Applies an upgrade to the cached equipment and its totals (runes, jewels and trinkets stay as
 * they were): the totals lose the item's old figures and gain its new ones.
 */
export function applyRarityUpgrade(
  equipment: Equipment,
  totals: EqStats,
  upgrade: RarityUpgrade,
): { equipment: Equipment; totals: EqStats } {
  const key = String(upgrade.slot) as keyof Equipment;
  const before = equipment[key];
  if (!before) return { equipment, totals };
  const after = { ...before, rarity: upgrade.rarity };
  const lost = slotTotals(upgrade.slot, before);
  const gained = slotTotals(upgrade.slot, after);
  const change = (field: keyof EqStats) => totals[field] - lost[field] + gained[field];
  return {
    equipment: { ...equipment, [key]: after },
    totals: {
      eqHealth: change('eqHealth'),
      eqAttack: change('eqAttack'),
      eqDefence: change('eqDefence'),
      eqAccuracy: change('eqAccuracy'),
      eqDodge: change('eqDodge'),
    },
  };
}
