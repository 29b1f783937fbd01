/**
 * premium.php buyBoost and boosts in play: prices, extension, the 30-day cap, simultaneous buys,
 * what loadPremium and the initial data show, and each boost's exact effect on a seeded tick.
 */
import type { ActiveBoost, InitialData } from '@idle/contracts';
import {
  BOOST_CAP_TEXT,
  BOOST_MAX_AHEAD_HOURS,
  boostPriceCredits,
  toolExtraExpPercent,
  toolResourceBonusPercent,
} from '@idle/game-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { auditEconomy } from '../economy/economy-audit';
import { TOO_FEW_CREDITS_TEXT } from './store';
import {
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  type TestGame,
  userIdOf,
} from '../../test-support';
import { battleTick, HOUR, makeStrong, miningTick, STRONG_MOB } from './boosts-support';

const games: TestGame[] = [];
afterEach(async () => {
  await Promise.all(games.splice(0).map((game) => game.close()));
});

async function player(credits = 0, seed = 7) {
  const t = await createTestGame({ seed });
  games.push(t);
  const cookie = await t.register('Booster_1');
  if (credits > 0) await grantItems(t.game, 'Booster_1', { credits });
  return { t, cookie };
}

const buy = (t: TestGame, cookie: string, kind: string, hours: string) =>
  t.post('premium.php', { mod: 'buyBoost', kind, hours }, cookie);

async function storedBoosts(t: TestGame) {
  return t.game.db.selectFrom('player_boosts').selectAll().orderBy('kind').execute();
}

describe('premium.php buyBoost', () => {
  it('sells a day of a boost for its credits, destroyed in the economy books', async () => {
    const { t, cookie } = await player(120);
    const now = t.game.clock.now();
    const answer = await buy(t, cookie, 'gold', '24');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      itemsToRemove: [{ id: 'credits', amount: boostPriceCredits(24) }],
      boosts: [{ kind: 'gold', percent: 10, endsAt: now + 24 * HOUR }],
    });
    expect((await itemsOf(t.game, 'Booster_1')).credits).toBe(70);
    expect(await storedBoosts(t)).toMatchObject([{ kind: 'gold', percent: 10 }]);
    const audit = await auditEconomy(t.game.db);
    expect(audit.differences).toEqual([]);
  });

  it('adds to a running boost, and starts afresh from now once it ended', async () => {
    const { t, cookie } = await player(1000);
    const start = t.game.clock.now();
    await buy(t, cookie, 'drops', '24');
    t.game.clock.advance(HOUR);
    const extended = await buy(t, cookie, 'drops', '168');
    expect(extended.json<{ boosts: ActiveBoost[] }>().boosts).toEqual([
      { kind: 'drops', percent: 10, endsAt: start + 192 * HOUR },
    ]);
    t.game.clock.advance(200 * HOUR);
    const now = t.game.clock.now();
    const renewed = await buy(t, cookie, 'drops', '24');
    expect(renewed.json<{ boosts: ActiveBoost[] }>().boosts).toEqual([
      { kind: 'drops', percent: 10, endsAt: now + 24 * HOUR },
    ]);
    expect((await itemsOf(t.game, 'Booster_1')).credits).toBe(1000 - 50 - 300 - 50);
  });

  it('runs up to 30 days ahead and refuses more, changing nothing', async () => {
    const { t, cookie } = await player(10_000);
    const now = t.game.clock.now();
    for (let week = 0; week < 4; week++) await buy(t, cookie, 'resources', '168');
    await buy(t, cookie, 'resources', '24');
    const last = await buy(t, cookie, 'resources', '24');
    expect(last.json<{ boosts: ActiveBoost[] }>().boosts[0]?.endsAt).toBe(
      now + BOOST_MAX_AHEAD_HOURS * HOUR,
    );
    const boostsBefore = await storedBoosts(t);
    await expectRefusedUnchanged(t.game, () => buy(t, cookie, 'resources', '24'), BOOST_CAP_TEXT);
    expect(await storedBoosts(t)).toEqual(boostsBefore);
    expect((await itemsOf(t.game, 'Booster_1')).credits).toBe(10_000 - 4 * 300 - 2 * 50);
  });

  it('refuses an unknown kind or length, and too few credits, changing nothing', async () => {
    const { t, cookie } = await player(49);
    await expectRefusedUnchanged(t.game, () => buy(t, cookie, 'luck', '24'), 'Unknown boost.');
    await expectRefusedUnchanged(
      t.game,
      () => buy(t, cookie, 'gold', '48'),
      'Unknown boost length.',
    );
    await expectRefusedUnchanged(t.game, () => buy(t, cookie, 'gold', '24'), TOO_FEW_CREDITS_TEXT);
    expect(await storedBoosts(t)).toEqual([]);
    expect((await itemsOf(t.game, 'Booster_1')).credits).toBe(49);
  });

  it('sells exactly as many of 20 simultaneous buys as the credits pay for', async () => {
    const paidFor = 7;
    const { t, cookie } = await player(paidFor * boostPriceCredits(24));
    const now = t.game.clock.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(t, cookie, 'combatExp', '24')),
    );
    const sold = answers.filter((answer) => answer.statusCode === 200);
    expect(sold).toHaveLength(paidFor);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.json()).toEqual({ error: TOO_FEW_CREDITS_TEXT });
    }
    expect((await itemsOf(t.game, 'Booster_1')).credits ?? 0).toBe(0);
    expect(await storedBoosts(t)).toMatchObject([
      { kind: 'combatExp', ends_at: now + paidFor * 24 * HOUR },
    ]);
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
  });
});

describe('boosts shown', () => {
  it('loadPremium and the initial data list the running boosts, not the ended ones', async () => {
    const { t, cookie } = await player(1000);
    const now = t.game.clock.now();
    await buy(t, cookie, 'gatheringExp', '24');
    await buy(t, cookie, 'combatExp', '168');
    const running = [
      { kind: 'combatExp', percent: 10, endsAt: now + 168 * HOUR },
      { kind: 'gatheringExp', percent: 10, endsAt: now + 24 * HOUR },
    ];
    const premium = await t.get('misc.php', { mod: 'loadPremium' }, cookie);
    expect(premium.json<{ boosts: ActiveBoost[] }>().boosts).toEqual(running);
    const initial = await t.get('_load_initial_data.php', {}, cookie);
    expect(initial.json<InitialData>().boosts).toEqual(running);
    t.game.clock.advance(24 * HOUR);
    const later = await t.get('misc.php', { mod: 'loadPremium' }, cookie);
    expect(later.json<{ boosts: ActiveBoost[] }>().boosts).toEqual([running[0]]);
  });
});

describe('boosts in play', () => {
  /** A strong fighter's battles against the level 110 mob, with these boosts bought first. */
  async function battles(kinds: string[], ticks: number, between?: (t: TestGame) => void) {
    const { t, cookie } = await player(1000, 11);
    for (const kind of kinds) await buy(t, cookie, kind, '24');
    await makeStrong(t, 'Booster_1');
    await t.post('areas.php', { mod: 'enterArea', ...STRONG_MOB }, cookie);
    const results = [];
    for (let tick = 0; tick < ticks; tick++) {
      if (tick > 0) between?.(t);
      results.push((await battleTick(t, cookie)).data);
    }
    return results;
  }

  it('Combat Exp and Gold give exactly 10% more on the same seeded fight', async () => {
    const [plain] = await battles([], 1);
    const [boosted] = await battles(['combatExp', 'gold'], 1);
    expect(plain?.exp).toBe(906);
    expect(boosted?.exp).toBe(Math.floor(906 * 1.1));
    expect(boosted?.gold).toBe(Math.floor((plain?.gold ?? 0) * 1.1));
    expect(boosted?.gold).toBeGreaterThan(plain?.gold ?? 0);
  });

  it('an ended boost adds nothing, though the action read it while it ran', async () => {
    const pastTheEnd = (t: TestGame) => t.game.clock.advance(24 * HOUR);
    const plain = await battles([], 2, pastTheEnd);
    const boosted = await battles(['combatExp'], 2, pastTheEnd);
    expect(boosted[0]?.exp).toBe(Math.floor(906 * 1.1));
    expect(boosted[1]?.exp).toBe(906);
    expect(boosted[1]).toEqual(plain[1]);
  });

  it('a boost bought while the action runs counts from its next tick', async () => {
    const { t, cookie } = await player(1000, 11);
    await makeStrong(t, 'Booster_1');
    await t.post('areas.php', { mod: 'enterArea', ...STRONG_MOB }, cookie);
    expect((await battleTick(t, cookie)).data.exp).toBe(906);
    await buy(t, cookie, 'combatExp', '24');
    expect((await battleTick(t, cookie)).data.exp).toBe(Math.floor(906 * 1.1));
  });

  it('Drops raises each loot chance by 10%', async () => {
    // Every draw 0.35: the Cellar Rat's tail (1 in 3) is 1.05 against 1 without, 1.1 with.
    const drops = async (kinds: string[]) => {
      const { t, cookie } = await player(1000);
      for (const kind of kinds) await buy(t, cookie, kind, '24');
      await makeStrong(t, 'Booster_1');
      t.game.random.next = () => 0.35;
      await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
      return (await battleTick(t, cookie)).drops;
    };
    expect(await drops([])).toEqual([]);
    expect(await drops(['drops'])).toEqual([{ id: 'rat_tail', amount: 1 }]);
  });

  it('Resources and Gathering Exp give exactly 10% more on a mining tick', async () => {
    const mine = async (kinds: string[]) => {
      const { t, cookie } = await player(1000);
      for (const kind of kinds) await buy(t, cookie, kind, '24');
      // A level 11 pickaxe, so that a tenth more exp is a whole point.
      await t.game.db
        .insertInto('tools')
        .values({ user_id: await userIdOf(t.game, 'Booster_1'), tool: 'pickaxe', level: 11 })
        .onConflict((conflict) => conflict.columns(['user_id', 'tool']).doUpdateSet({ level: 11 }))
        .execute();
      return (await miningTick(t, cookie)).data;
    };
    const tool = { resources: toolResourceBonusPercent(11), exp: toolExtraExpPercent(11) };
    const plain = await mine([]);
    const boosted = await mine(['resources', 'gatheringExp']);
    expect(plain.resource.amount).toBe(Math.floor(10 * (1 + tool.resources / 100)));
    expect(boosted.resource.amount).toBe(Math.floor(10 * (1 + (tool.resources + 10) / 100)));
    expect(plain.exp).toBe(Math.floor(8 * (1 + tool.exp / 100)));
    expect(boosted.exp).toBe(Math.floor(8 * (1 + (tool.exp + 10) / 100)));
    expect(boosted.exp).toBeGreaterThan(plain.exp);
  });
  it('Gathering Exp gives crafting 10% more: a potion of 11 exp brews for 12', async () => {
    const brew = async (kinds: string[]) => {
      const { t, cookie } = await player(1000);
      for (const kind of kinds) await buy(t, cookie, kind, '24');
      await grantItems(t.game, 'Booster_1', { rat_tail: 3, wood: 10 });
      const response = await t.post(
        'actions/alchemy.php',
        { itemid: 'potion_of_wrath', amount: 1 },
        cookie,
      );
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { exp: number } }>().data.exp;
    };
    expect(await brew([])).toBe(11);
    expect(await brew(['gatheringExp'])).toBe(Math.floor(11 * 1.1));
  });
});
