/** The action loop's calls: refresh, the per-action ticks, and what a tick answers (spec 000 §4). */
import type { BoundLoadoutNotice } from './loadouts';
import type { TrackedRates } from './rates';
import type { ItemAmount } from './common';
import type { ActionType, Misc, Player, Skill, SkillId, Statistics } from './game';

/** The endpoint file of each action's tick: `POST actions/<file>` (spec 000 sections 4 and 7),
 * shared by the server that answers and the client that calls. */
export const ACTION_ENDPOINTS = {
  battling: 'battle.php',
  specialBattling: 'specialbattle.php',
  mining: 'mining.php',
  woodcutting: 'woodcutting.php',
  quarrying: 'quarrying.php',
  dungeoneering: 'dungeon.php',
  bossBattle: 'bossbattle.php',
  clanMobBattle: 'clanmobbattle.php',
  clanBossBattle: 'clanbossbattle.php',
  runecrafting: 'runecrafting.php',
  jewelcrafting: 'jewelcrafting.php',
  jewelcrafting_create_gem: 'creategem.php',
  alchemy: 'alchemy.php',
  labyrinth: 'labyrinth.php',
} as const satisfies Record<ActionType, string>;

/** The path (under the base) of an action's tick endpoint, e.g. `actions/battle.php`. */
export function actionPath(action: ActionType): string {
  return `actions/${ACTION_ENDPOINTS[action]}`;
}

/** `actions/refresh.php`: Autos after a refill, a captcha demand, or `"-"` for no change. */
export type RefreshAnswer = { autos: number; captcha?: true } | '-';

/**
 * `actions/current.php`: the action the server keeps running for the player, so a reloaded or
 * second tab resumes it; null when none runs (never started, stopped, or ended by its last tick).
 */
export type CurrentActionAnswer = {
  action: ActionType;
  /** The fields the action's ticks send (the same request the action was started with). */
  body: Record<string, unknown>;
  /** Milliseconds until the server accepts the next tick (0: at once). */
  nextTickIn: number;
  tracker: BattleTracker;
} | null;

/**
 * The `error` answer of a tick sent before its time (another tab, a switch of action): the text,
 * and the milliseconds after which the tick is accepted. The loop waits that long, silently.
 */
export interface TooEarlyAnswer {
  error: string;
  retryIn: number;
}

export interface Fighter {
  name: string;
  level: number;
  hp: number;
  maxHp: number;
  hits: number;
  totalDamage: number;
  criticalHits: number;
  missed: number;
  dodged: number;
}

export interface BattleResult {
  p1: Fighter;
  p2: Fighter;
  /** 1 means the player won. */
  winner: 1 | 2;
  exp: number;
  gold: number;
  /** Attribute points gained, when an attribute is active and the player won. */
  attributeGain: number;
  goldTaxed?: number;
  /** Clan mob battles: the fight's drops, which went into clan storage (not the player's). */
  clanDrops?: ItemAmount[];
  /** Clan battles: mobs of the battleground left. */
  mobsRemaining?: number;
  clanExp?: number;
}

export interface StopAction {
  msg: string;
  /**
   * The action reached its normal end (the labyrinth run's last turn or room), not a refusal:
   * `msg` is news, shown as a success notification instead of an error.
   */
  finished?: boolean;
  hardExit?: boolean;
  startDefaultAction?: boolean;
  title?: string;
}

/** The tracker figures for the current action, kept by the server for this action's run. */
export interface BattleTracker {
  actions: number;
  wins: number;
  losses: number;
  gold: number;
}

/** Every field a tick answer may carry (spec 000, section 4). */
export interface TickAnswer<Data = unknown> {
  delay: number;
  autos: number;
  stopAction?: StopAction;
  startDefaultAction?: { msg: string };
  data?: Data;
  skill?: { id: SkillId } & Skill;
  log?: { type: string; msg: string }[];
  drops?: ItemAmount[];
  masteryData?: { id: number; level: number; exp: number; expToLevel: number };
  /** Misc changes; `statistics` holds only the statistics this tick changed. */
  misc?: Partial<Omit<Misc, 'statistics'>> & { statistics?: Partial<Statistics> };
  player?: Partial<Player>;
  itemsToRemove?: ItemAmount[];
  itemsToAdd?: ItemAmount[];
  potions?: Misc['potions'];
  /** An equipped item's rarity went up: the slot and its new rarity. */
  eqRarityUpgrade?: { slot: number; rarity: number };
  /** The labyrinth run ended (no turns left or all rooms done). */
  labEnd?: boolean;
  tracker?: BattleTracker;
  /** What this tick added to its action's rates (issue 29): the client sums them per session. */
  rates?: TrackedRates;
  /**
   * The action started with this tick and a loadout is bound to it (a gathering skill): equipped,
   * or why not (issue 29). Said once, on the start.
   */
  loadout?: BoundLoadoutNotice;
}

export type BattleTickAnswer = TickAnswer<BattleResult>;

export interface EnterAreaAnswer {
  mobName: string;
  /** Said when the loadout bound to battling was equipped, or why it could not be (issue 29). */
  loadout?: BoundLoadoutNotice;
}
