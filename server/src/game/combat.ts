/**
 * One fight between the player and a mob, round by round. The spec's rules come from
 * @idle/game-rules: hit chance from accuracy (/100 percent) with a double-hit chance above 100%,
 * and effective dodge with its breakpoints. Damage, critical hits and the round limit are ours.
 */
import type { Fighter } from '@idle/contracts';
import { type FightChances, fightChances } from '@idle/game-rules';
import { type Random, rollPercent } from './random';

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
  /** Percent added to damage (masteries, upgrades). */
  damageBonus: number;
}

export const CRIT_CHANCE_PERCENT = 5;
export const CRIT_MULTIPLIER = 1.5;
/** A fight that lasts this long is lost: the mob wore the player down. */
export const MAX_ROUNDS = 100;

export interface BattleOutcome {
  p1: Fighter;
  p2: Fighter;
  winner: 1 | 2;
  rounds: number;
}

function newFighter(stats: CombatantStats): Fighter {
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

/** Damage of one landed hit: attack scaled by 85-115%, reduced by defence as 100/(100+def). */
function hitDamage(
  attacker: CombatantStats,
  defender: CombatantStats,
  random: Random,
  critical: boolean,
) {
  const roll = 0.85 + 0.3 * random.next();
  const raw =
    attacker.attack * roll * (1 + attacker.damageBonus / 100) * (100 / (100 + defender.defence));
  return Math.max(1, Math.floor(critical ? raw * CRIT_MULTIPLIER : raw));
}

/** A side's chances, the same every round: computed once a fight. */
type Chances = FightChances;

function chancesOf(stats: CombatantStats): Chances {
  return fightChances(stats.accuracy, stats.dodge);
}

/** One swing: hit or miss, then dodge, then damage; a double hit swings twice. */
function attack(
  attacker: CombatantStats,
  defender: CombatantStats,
  attackerView: Fighter,
  defenderView: Fighter,
  chances: { attacker: Chances; defender: Chances },
  random: Random,
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
    const damage = Math.min(defenderView.hp, hitDamage(attacker, defender, random, critical));
    attackerView.hits += 1;
    attackerView.totalDamage += damage;
    if (critical) attackerView.criticalHits += 1;
    defenderView.hp -= damage;
  }
}

/** The player (p1) strikes first each round; the fight ends when one side reaches 0 hp. */
export function simulateBattle(
  player: CombatantStats,
  mob: CombatantStats,
  random: Random,
): BattleOutcome {
  const p1 = newFighter(player);
  const p2 = newFighter(mob);
  const playerChances = chancesOf(player);
  const mobChances = chancesOf(mob);
  const playerStrikes = { attacker: playerChances, defender: mobChances };
  const mobStrikes = { attacker: mobChances, defender: playerChances };
  let rounds = 0;
  while (p1.hp > 0 && p2.hp > 0 && rounds < MAX_ROUNDS) {
    rounds += 1;
    attack(player, mob, p1, p2, playerStrikes, random);
    if (p2.hp > 0) attack(mob, player, p2, p1, mobStrikes, random);
  }
  return { p1, p2, winner: p2.hp <= 0 ? 1 : 2, rounds };
}
