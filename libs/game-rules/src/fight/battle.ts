/**
 * One whole fight between the player (p1) and an opponent (p2), round by round: the maths the
 * server's fights run and a client tool (a combat simulator) can run on the same numbers. The
 * spec's rules are hit chance from accuracy with a double-hit chance above 100% and effective
 * dodge with its breakpoints (combat/combat.ts); damage, critical hits and the round limit are
 * ours. Chance comes from the caller, so a seeded source replays a fight exactly.
 */
import { type FightChances, fightChances } from '../combat/combat';
import { assertAtLeast } from '../guards';

/** A source of chance: each call answers a number in [0, 1) (the server's `Random`). */
export interface FightRandom {
  next(): number;
}

/** A side's figures for a fight. */
export interface CombatantStats {
  name: string;
  level: number;
  health: number;
  attack: number;
  defence: number;
  /** Hundredths of a percent: 5000 hits half the time. */
  accuracy: number;
  /** Hundredths of a percent, before the effective-dodge breakpoints. */
  dodge: number;
  /** Percent chance of a critical hit. */
  critChance: number;
  /** Percent added to damage (masteries, potions, upgrades). */
  damageBonus: number;
}

/** What a side did in a fight, as battle results show it. */
export interface FighterView {
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

/** Every fighter's chance of a critical hit, in percent. Ours. */
export const CRIT_CHANCE_PERCENT = 5;
/** A critical hit's damage factor. Ours. */
export const CRIT_MULTIPLIER = 1.5;
/** A fight that lasts this many rounds is lost: the opponent wore the player down. Ours. */
export const BATTLE_MAX_ROUNDS = 100;

/** The outcome of a fight: winner 1 is the player, 2 the opponent. */
export interface BattleOutcome {
  p1: FighterView;
  p2: FighterView;
  winner: 1 | 2;
  rounds: number;
  /** The player's damage dealt (p1's total damage). */
  damageDealt: number;
  /** The player's damage taken (p2's total damage). */
  damageTaken: number;
}

/** True with the given chance in percent (one draw). */
function rollPercent(random: FightRandom, percent: number): boolean {
  return random.next() * 100 < percent;
}

/**
 * Damage of one landed hit before the defender's remaining health caps it: attack scaled by the
 * roll (0.85 to 1.15, from a draw in [0, 1)), raised by the damage bonus, reduced by defence as
 * 100 / (100 + defence), times 1.5 when critical, floored, at least 1. Ours.
 */
export function hitDamage(
  attacker: Pick<CombatantStats, 'attack' | 'damageBonus'>,
  defender: Pick<CombatantStats, 'defence'>,
  draw: number,
  critical: boolean,
): number {
  const roll = 0.85 + 0.3 * draw;
  const raw =
    attacker.attack * roll * (1 + attacker.damageBonus / 100) * (100 / (100 + defender.defence));
  return Math.max(1, Math.floor(critical ? raw * CRIT_MULTIPLIER : raw));
}

function newView(stats: CombatantStats): FighterView {
  return {
    name: stats.name,
    level: stats.level,
    hp: stats.health,
    maxHp: stats.health,
    hits: 0,
    totalDamage: 0,
    criticalHits: 0,
    missed: 0,
    dodged: 0,
  };
}

function assertStats(side: string, stats: CombatantStats): void {
  assertAtLeast(`${side} health`, stats.health);
  assertAtLeast(`${side} attack`, stats.attack);
  assertAtLeast(`${side} defence`, stats.defence);
  assertAtLeast(`${side} crit chance`, stats.critChance);
  assertAtLeast(`${side} damage bonus`, stats.damageBonus);
}

/**
 * One swing: a double-hit roll, then for each swing hit or miss, then dodge, then a critical
 * roll and the damage roll. The draws come in exactly this order (a seeded fight depends on it).
 */
function strike(
  attacker: CombatantStats,
  defender: CombatantStats,
  attackerView: FighterView,
  defenderView: FighterView,
  chances: { attacker: FightChances; defender: FightChances },
  random: FightRandom,
): void {
  const { hitPercent, doubleHitPercent } = chances.attacker;
  const swings = rollPercent(random, doubleHitPercent) ? 2 : 1;
  const dodge = chances.defender.dodgePercent;
  for (let swing = 0; swing < swings && defenderView.hp > 0; swing++) {
    if (!rollPercent(random, hitPercent)) {
      attackerView.missed += 1;
      continue;
    }
    if (rollPercent(random, dodge)) {
      defenderView.dodged += 1;
      continue;
    }
    const critical = rollPercent(random, attacker.critChance);
    const damage = Math.min(
      defenderView.hp,
      hitDamage(attacker, defender, random.next(), critical),
    );
    attackerView.hits += 1;
    attackerView.totalDamage += damage;
    if (critical) attackerView.criticalHits += 1;
    defenderView.hp -= damage;
  }
}

/**
 * A whole fight: the player (p1) strikes first each round, the opponent answers while alive; it
 * ends when one side reaches 0 health, or after {@link BATTLE_MAX_ROUNDS} rounds as a loss.
 */
export function simulateBattle(
  player: CombatantStats,
  opponent: CombatantStats,
  random: FightRandom,
): BattleOutcome {
  assertStats('player', player);
  assertStats('opponent', opponent);
  const p1 = newView(player);
  const p2 = newView(opponent);
  const playerChances = fightChances(player.accuracy, player.dodge);
  const opponentChances = fightChances(opponent.accuracy, opponent.dodge);
  const playerStrikes = { attacker: playerChances, defender: opponentChances };
  const opponentStrikes = { attacker: opponentChances, defender: playerChances };
  let rounds = 0;
  while (p1.hp > 0 && p2.hp > 0 && rounds < BATTLE_MAX_ROUNDS) {
    rounds += 1;
    strike(player, opponent, p1, p2, playerStrikes, random);
    if (p2.hp > 0) strike(opponent, player, p2, p1, opponentStrikes, random);
  }
  return {
    p1,
    p2,
    winner: p2.hp <= 0 ? 1 : 2,
    rounds,
    damageDealt: p1.totalDamage,
    damageTaken: p2.totalDamage,
  };
}
