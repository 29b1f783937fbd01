/**
 * The player's figures in a fight, as the server computes them: base attributes with equipment
 * (runes, jewels and trinkets included in the equipment totals) and clan attribute totems, then
 * the active battling mastery, potions and battling upgrades. Spec 000, section 9 for the
 * attribute rules; how the bonuses combine is ours.
 */
import { battleMasteryPercents } from '../combat/combat';
import { clanTotemAttributeBonus, effectiveEquipmentAttribute } from '../equipment/attributes';
import { battlingUpgradePercent } from '../heroic/heroic';
import { CRIT_CHANCE_PERCENT, type CombatantStats } from './battle';

/** The five fighting attributes. */
export interface FightAttributes {
  health: number;
  attack: number;
  defence: number;
  accuracy: number;
  dodge: number;
}

/** The equipment totals (equipment, runes, jewels, trinket Attributes), as the player shows them. */
export interface EquipmentTotals {
  eqHealth: number;
  eqAttack: number;
  eqDefence: number;
  eqAccuracy: number;
  eqDodge: number;
}

/**
 * The attributes a player fights with: each base attribute plus the floor of what its equipment
 * total counts for ({@link effectiveEquipmentAttribute}). Spec 000, section 9.
 */
export function combatAttributes(player: FightAttributes & EquipmentTotals): FightAttributes {
  const combine = (base: number, eq: number) =>
    base + Math.floor(effectiveEquipmentAttribute(base, eq));
  return {
    health: combine(player.health, player.eqHealth),
    attack: combine(player.attack, player.eqAttack),
    defence: combine(player.defence, player.eqDefence),
    accuracy: combine(player.accuracy, player.eqAccuracy),
    dodge: combine(player.dodge, player.eqDodge),
  };
}

/**
 * Fighting attributes with the clan's attribute totems: the floor of each totem's percent of the
 * base attribute added. Spec 000, section 9.
 */
export function withTotemAttributes(
  stats: FightAttributes,
  base: FightAttributes,
  totemPercents: FightAttributes,
): FightAttributes {
  const add = (attribute: keyof FightAttributes) =>
    stats[attribute] +
    Math.floor(clanTotemAttributeBonus(base[attribute], totemPercents[attribute]));
  return {
    health: add('health'),
    attack: add('attack'),
    defence: add('defence'),
    accuracy: add('accuracy'),
    dodge: add('dodge'),
  };
}

/** The kinds of potion effect. */
export type PotionEffect = 'damage' | 'defence' | 'exp' | 'gold';

/** What the active potions add, in percent, by kind. */
export type PotionBonus = Record<PotionEffect, number>;
export const NO_POTION_BONUS: Readonly<PotionBonus> = { damage: 0, defence: 0, exp: 0, gold: 0 };

/** Active potions: potion id to [percent, actions remaining]. */
export type ActivePotions = Readonly<Record<string, readonly [number, number]>>;

/**
 * What the active potions add, by kind (`effectOf` names a potion's kind; an unknown id adds
 * nothing). Two potions of one kind add up; a potion with no action left adds nothing. Ours.
 */
export function potionBonus(
  potions: ActivePotions,
  effectOf: (potionId: string) => PotionEffect | undefined,
): PotionBonus {
  const bonus = { ...NO_POTION_BONUS };
  for (const [id, [percent, remaining]] of Object.entries(potions)) {
    const kind = effectOf(id);
    if (kind && remaining > 0) bonus[kind] += percent;
  }
  return bonus;
}

/** The potions after one more action: each loses one, and those at 0 end (`ended`). Ours. */
export function potionsAfterAction(potions: ActivePotions): {
  potions: Record<string, [number, number]>;
  ended: boolean;
} {
  const next: Record<string, [number, number]> = {};
  let ended = false;
  for (const [id, [percent, remaining]] of Object.entries(potions)) {
    if (remaining > 1) next[id] = [percent, remaining - 1];
    else ended = true;
  }
  return { potions: next, ended };
}

/** Everything the player's fight figures come from. */
export interface PlayerFighterInput {
  name: string;
  /** The battling level. */
  level: number;
  /** Base attributes, as stored. */
  attributes: FightAttributes;
  equipment: EquipmentTotals;
  /** Percents of the base attributes the clan's attribute totems add. */
  totemPercents: FightAttributes;
  /** The active battling mastery (0: none) and its level. */
  mastery: { id: number; level: number };
  potion: PotionBonus;
  /** Battling upgrade levels (heroic upgrade stones). */
  upgrades: { health: number; damage: number };
}

/**
 * The player's figures for {@link simulateBattle}: attributes with equipment and totems; health
 * raised by the health upgrade; defence by the mastery and potions; accuracy and dodge by the
 * mastery (each floored); damage bonus from the mastery, potions and the damage upgrade. Ours.
 */
export function playerCombatStats(input: PlayerFighterInput): CombatantStats {
  const mastery = battleMasteryPercents(input.mastery.id, input.mastery.level);
  const { potion, upgrades } = input;
  const stats = withTotemAttributes(
    combatAttributes({ ...input.attributes, ...input.equipment }),
    input.attributes,
    input.totemPercents,
  );
  return {
    name: input.name,
    level: input.level,
    health: Math.floor(stats.health * (1 + battlingUpgradePercent(upgrades.health) / 100)),
    attack: stats.attack,
    defence: Math.floor(stats.defence * (1 + (mastery.defence + potion.defence) / 100)),
    accuracy: Math.floor(stats.accuracy * (1 + mastery.accuracy / 100)),
    dodge: Math.floor(stats.dodge * (1 + mastery.dodge / 100)),
    critChance: CRIT_CHANCE_PERCENT,
    damageBonus: mastery.damage + potion.damage + battlingUpgradePercent(upgrades.damage),
  };
}
