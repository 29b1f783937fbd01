/**
 * The server's fights run game-rules' fight: a battle tick and simulateBattle, given the same
 * seed and the same fighters (the player's figures worked out by game-rules from what is stored),
 * answer the same fight, draw for draw.
 */
import type { BattleResult, TickAnswer } from '@idle/contracts';
import {
  CRIT_CHANCE_PERCENT,
  equipmentBonuses,
  masteryFromExp,
  NO_POTION_BONUS,
  playerCombatStats,
  simulateBattle,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AREAS } from '../content/areas';
import { seededRandom } from '../random';
import { createTestGame, type TestGame, userRow } from '../../test-support';

let t: TestGame;
let cookie: string;

beforeEach(async () => {
  t = await createTestGame();
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

const area = AREAS.find((candidate) => candidate.id === 2);
const mob = area?.mobs[1];
if (!area || !mob) throw new Error('content missing');

/** A player with figures of every kind: attributes, mastery, a potion, battling upgrades. */
async function equipHero() {
  const user = await userRow(t.game, 'Hero_1');
  if (!user) throw new Error('no user');
  await t.game.db
    .updateTable('users')
    .set({
      health: 40,
      attack: 40,
      defence: 60,
      accuracy: 6500,
      dodge: 2500,
      active_mastery: 2,
      upgrade_health: 3,
      upgrade_damage: 2,
    })
    .where('id', '=', user.id)
    .execute();
  await t.game.db
    .insertInto('masteries')
    .values({ user_id: user.id, mastery_id: 2, exp: 700 })
    .execute();
  await t.game.db
    .insertInto('potions')
    .values({ user_id: user.id, potion_id: 'potion_of_wrath', percent: 10, remaining: 5 })
    .execute();
  t.game.actionCache.forget(user.id);
  const equipment = await t.game.db
    .selectFrom('equipment')
    .selectAll()
    .where('user_id', '=', user.id)
    .execute();
  return playerCombatStats({
    name: 'Hero_1',
    level: 1,
    attributes: { health: 40, attack: 40, defence: 60, accuracy: 6500, dodge: 2500 },
    equipment: equipmentBonuses(Object.fromEntries(equipment.map((row) => [row.slot, row]))),
    totemPercents: { health: 0, attack: 0, defence: 0, accuracy: 0, dodge: 0 },
    mastery: { id: 2, level: masteryFromExp(700).level },
    potion: { ...NO_POTION_BONUS, damage: 10 },
    upgrades: { health: 3, damage: 2 },
  });
}

describe('a battle tick', () => {
  // Seeds 2 and 3 lose, the others win.
  it.each([1, 2, 3, 4, 5])('fights as game-rules does with seed %i', async (seed) => {
    const hero = await equipHero();
    await t.post('areas.php', { mod: 'enterArea', area: area.id, mob: mob.id }, cookie);
    t.game.random = seededRandom(seed);
    const response = await t.post('actions/battle.php', {}, cookie);
    const result = response.json<TickAnswer<BattleResult>>().data;

    const expected = simulateBattle(
      hero,
      { ...mob, critChance: CRIT_CHANCE_PERCENT, damageBonus: 0 },
      seededRandom(seed),
    );
    expect(result).toMatchObject({ p1: expected.p1, p2: expected.p2, winner: expected.winner });
    expect(expected.damageDealt).toBe(result?.p1.totalDamage);
  });
});
