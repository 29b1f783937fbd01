/**
 * Equipment rarity in fights: a fight may raise one equipped item's rarity (eqRarityUpgrade, a
 * Log line, the stored item and the totals), and each item's rarity adds Base Gold Rush to the
 * gold of every fight. Dev tools force the chance and set a rarity for these tests.
 */
import type { BattleResult, EqStats, TickAnswer } from '@idle/contracts';
import {
  EQUIPMENT_RARITY_UPGRADE_PERCENT,
  equipmentPower,
  goldRushPercent,
} from '@idle/game-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { rarityUpgradeChance } from './equipment-rarity';
import { createTestGame, type TestGame, userIdOf } from '../../test-support';

const DELAY = 6000;
let games: TestGame[] = [];

afterEach(async () => {
  await Promise.all(games.map((game) => game.close()));
  games = [];
});

/** A strong player battling the first mob (one hit wins, so every fight draws the same). */
async function battler(seed = 7) {
  const t = await createTestGame({ devTools: true, seed });
  games.push(t);
  const cookie = await t.register('Hero_1');
  const userId = await userIdOf(t.game, 'Hero_1');
  await t.game.db
    .updateTable('users')
    .set({ health: 100_000, attack: 50_000, defence: 5000, accuracy: 10_000 })
    .where('id', '=', userId)
    .execute();
  // Level 40 items: a rarity step shows in their power (at level 1, 3% of 4 rounds away).
  await t.game.db
    .updateTable('equipment')
    .set({ level: 40 })
    .where('user_id', '=', userId)
    .execute();
  t.game.actionCache.forget(userId);
  await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
  const tick = async () => {
    const response = await t.post('actions/battle.php', {}, cookie);
    t.game.clock.advance(DELAY);
    return response.json<TickAnswer<BattleResult>>();
  };
  const rarities = async () =>
    (
      await t.game.db
        .selectFrom('equipment')
        .select(['slot', 'rarity'])
        .where('user_id', '=', userId)
        .orderBy('slot')
        .execute()
    ).map((row) => row.rarity);
  return { t, cookie, userId, tick, rarities };
}

describe('equipment rarity rising in fights', () => {
  it('has a small chance by default, written in the rules', async () => {
    const { t } = await battler();
    expect(rarityUpgradeChance(t.game)).toBe(EQUIPMENT_RARITY_UPGRADE_PERCENT);
  });

  it('raises one equipped item a step: stored, told as eqRarityUpgrade with a Log line and the new totals', async () => {
    const { t, cookie, userId, tick, rarities } = await battler();
    const before = await rarities();
    expect(before.every((rarity) => rarity === 1)).toBe(true);
    const start = (await t.get('_load_initial_data.php', {}, cookie)).json<{ player: EqStats }>();
    await t.post('dev.php', { mod: 'setRarityUpgradeChance', percent: 100 }, cookie);

    const answer = await tick();
    const upgrade = answer.eqRarityUpgrade;
    expect(upgrade).toBeDefined();
    if (!upgrade) return;
    expect(upgrade.rarity).toBe(2);
    const after = await rarities();
    expect(after.filter((rarity) => rarity === 2)).toHaveLength(1);
    const row = await t.game.db
      .selectFrom('equipment')
      .selectAll()
      .where('user_id', '=', userId)
      .where('slot', '=', upgrade.slot)
      .executeTakeFirstOrThrow();
    expect(row.rarity).toBe(2);
    expect(answer.log).toHaveLength(1);
    expect(answer.log?.[0]?.type).toBe('msg');
    expect(answer.log?.[0]?.msg).toMatch(/^Your .+ is now Uncommon!$/);
    const logged = await t.game.db
      .selectFrom('log')
      .select(['type', 'data'])
      .where('user_id', '=', userId)
      .execute();
    expect(logged).toEqual([{ type: 'msg', data: answer.log?.[0]?.msg }]);

    // The totals the player fights with now count the item at its new rarity.
    const gain =
      equipmentPower({ level: row.level, type: row.type, rarity: 2 }) -
      equipmentPower({ level: row.level, type: row.type, rarity: 1 });
    const init = (await t.get('_load_initial_data.php', {}, cookie)).json<{ player: EqStats }>();
    const weapon = upgrade.slot <= 2;
    expect(gain).toBeGreaterThan(0);
    expect(answer.player?.eqAttack).toBe(start.player.eqAttack + (weapon ? gain : 0));
    expect(answer.player?.eqDefence).toBe(start.player.eqDefence + (weapon ? 0 : gain));
    expect(answer.player?.eqHealth).toBe(start.player.eqHealth + (weapon ? 0 : 2 * gain));
    expect(init.player.eqAttack).toBe(answer.player?.eqAttack);
    expect(init.player.eqDefence).toBe(answer.player?.eqDefence);
  });

  it('never raises an item past rarity 7, and draws nothing when every item is at the top', async () => {
    const { t, cookie, tick, rarities } = await battler();
    for (let slot = 1; slot <= 8; slot++) {
      await t.post('dev.php', { mod: 'setEquipmentRarity', username: 'Hero_1', slot, rarity: 7 });
    }
    await t.post('dev.php', { mod: 'setRarityUpgradeChance', percent: 100 }, cookie);
    const answer = await tick();
    expect(answer.data?.winner).toBe(1);
    expect(answer.eqRarityUpgrade).toBeUndefined();
    expect(answer.log).toBeUndefined();
    expect((await rarities()).every((rarity) => rarity === 7)).toBe(true);
  });
});

describe('Base Gold Rush', () => {
  it('adds 3.5% of the mob gold per rarity step of each equipped item', async () => {
    const plain = await battler(11);
    const rushed = await battler(11);
    // Slot 3 at rarity 3 and slot 4 at rarity 5: 7% + 14% = 21% more gold.
    await rushed.t.post('dev.php', {
      mod: 'setEquipmentRarity',
      username: 'Hero_1',
      slot: 3,
      rarity: 3,
    });
    await rushed.t.post('dev.php', {
      mod: 'setEquipmentRarity',
      username: 'Hero_1',
      slot: 4,
      rarity: 5,
    });
    const base = await plain.tick();
    const more = await rushed.tick();
    expect(base.data?.winner).toBe(1);
    expect(more.data?.winner).toBe(1);
    const gold = base.data?.gold ?? 0;
    expect(gold).toBeGreaterThan(0);
    const percent = goldRushPercent(3) + goldRushPercent(5);
    expect(percent).toBe(21);
    expect(more.data?.gold).toBe(Math.floor(gold * (1 + percent / 100)));
  });
});

describe('dev tools for rarity', () => {
  it('refuses a rarity outside 1 to 7 and changes nothing', async () => {
    const { t, rarities } = await battler();
    const response = await t.post('dev.php', {
      mod: 'setEquipmentRarity',
      username: 'Hero_1',
      slot: 1,
      rarity: 8,
    });
    expect(response.json<{ error?: string }>().error).toBeDefined();
    expect((await rarities()).every((rarity) => rarity === 1)).toBe(true);
  });
});
