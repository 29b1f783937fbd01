/**
 * The battle domain beyond basic areas (spec 000 §2-4): special areas, area 14 and the world's
 * bonuses (dungeons, bosses and heroic have their own files).
 */
import type { BattleResult, TickAnswer } from './actions';
import type { ItemAmount } from './common';
import type { SIMULATED_ACTIONS } from '../schemas/battle';
import type { AttributeName, ClanAttributeTotems, Equipment, Misc } from './game';
import type { EqStats } from './inventory';

/** `areas.php?mod=loadSpecialBattlesRemaining`: battles left today, by special area id. */
export type SpecialBattlesRemaining = Record<string, number>;

/** A special battling tick: the fight and what is left of the area's battles. */
export interface SpecialBattleResult extends BattleResult {
  specialBattlesRemaining: number;
}

export type SpecialBattleTickAnswer = TickAnswer<SpecialBattleResult>;

/** Socket `addItemsToUser`: items the server gave the player outside a call (boss rewards). */
export type AddItemsMessage = ItemAmount[];

/** Socket `bonusTime`: the current Bonus Time, or `{stage: 'end'}` when it ends. */
export type BonusTimeMessage = Misc['bonusTime'] | { stage: 'end' };

/** A fighting action the combat simulator asks figures for. */
export type SimulatedAction = (typeof SIMULATED_ACTIONS)[number];

/**
 * Everything the player's fight figures come from, as the server's fights read them (game-rules'
 * `PlayerFighterInput`, plus the equipped items whose totals it holds).
 */
export interface FighterFigures {
  name: string;
  /** The battling level. */
  level: number;
  /** Base attributes, as stored. */
  attributes: Record<AttributeName, number>;
  /** The equipped items (their levels, types and rarities make part of the totals). */
  equipped: Equipment;
  /** The equipment totals: the items', the runes', the jewels' and the trinkets' Attributes. */
  equipment: EqStats;
  totemPercents: ClanAttributeTotems;
  /** The active battling mastery (0: none) and its level. */
  mastery: { id: number; level: number };
  /** What the active potions add, in percent, by kind. */
  potion: Record<'damage' | 'defence' | 'exp' | 'gold', number>;
  upgrades: Misc['upgrades'];
}

/** What the player's bonuses add to a fight's rewards (game-rules' `RewardBonuses`). */
export interface RewardPercents {
  expPercent: number;
  goldPercent: number;
  dropPercent: number;
  doubleDropPercent: number;
  baseMobGold: number;
}

/** A dungeon room's or a boss's fight figures (area mobs come with the game data). */
export interface SimulatedOpponent {
  name: string;
  level: number;
  health: number;
  attack: number;
  defence: number;
  accuracy: number;
  dodge: number;
  exp: number;
}

export interface SimulatedDungeon {
  id: number;
  name: string;
  rooms: SimulatedOpponent[];
}

/**
 * `areas.php?mod=loadFightFigures`: the caller's figures and bonuses for the action, the action
 * delay (one fight an action), and the opponents the client has no figures of: dungeon rooms
 * and world bosses (at full health).
 */
export interface FightFiguresAnswer {
  action: SimulatedAction;
  fighter: FighterFigures;
  rewards: RewardPercents;
  actionDelayMs: number;
  dungeons: SimulatedDungeon[];
  bosses: (SimulatedOpponent & { id: number })[];
}
