import {
  type Announcement,
  NEW_ANNOUNCEMENT_MESSAGE_TYPE,
  type LeaderboardsAnswer,
  type LogPage,
  type ProfileAnswer,
  type Referral,
  ROUTES,
} from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEADERBOARD_REFRESH_MS, UNKNOWN_LEADERBOARD_TEXT } from './leaderboards';
import { UNKNOWN_PROFILE_TEXT } from '../players/profile';
import { postAnnouncement } from '../announcements/announcements';
import { FIRST_ANNOUNCEMENT_AT } from '../../db/migrations/0002-shell-pages';
import { UNKNOWN_REQUEST_TEXT } from '../../http/endpoints';
import { createTestGame, TEST_PASSWORD, type TestGame, userRow } from '../../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

const dev = (mod: string, fields: Record<string, unknown>) => t.post('dev.php', { mod, ...fields });

async function expectOk(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(200);
  return Promise.resolve();
}

describe('misc.php getLog', () => {
  it('answers one page for an empty log', async () => {
    expect((await t.post('misc.php', { mod: 'getLog', page: 1 }, cookie)).json()).toEqual({
      entries: [],
      page: 1,
      pages: 1,
    });
  });

  it('pages 50 entries at a time, newest first, only the caller’s own', async () => {
    await expectOk(await dev('addLog', { username: 'Hero_1', data: 'entry {n}', count: 120 }));
    await t.register('Other_2');
    await expectOk(await dev('addLog', { username: 'Other_2', data: 'not yours', count: 3 }));
    const first = (await t.post('misc.php', { mod: 'getLog', page: 1 }, cookie)).json<LogPage>();
    expect(first.pages).toBe(3);
    expect(first.page).toBe(1);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toEqual({
      type: 'msg',
      tstamp: t.game.clock.now(),
      data: 'entry 120',
    });
    expect(first.entries[49]?.data).toBe('entry 71');
    const last = (await t.post('misc.php', { mod: 'getLog', page: 3 }, cookie)).json<LogPage>();
    expect(last.entries.map((entry) => entry.data)).toEqual(
      Array.from({ length: 20 }, (_entry, index) => `entry ${20 - index}`),
    );
    const beyond = (await t.post('misc.php', { mod: 'getLog', page: 99 }, cookie)).json<LogPage>();
    expect(beyond).toEqual(last);
  });

  it.each([
    [{}, 'The page must be a number.'],
    [{ page: 0 }, 'The page must be at least 1.'],
    [{ page: 'two' }, 'The page must be a number.'],
  ])('refuses %j', async (fields, error) => {
    const response = await t.post('misc.php', { mod: 'getLog', ...fields }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });
});

describe('misc.php getAnnouncements', () => {
  const newCount = async (as = cookie) =>
    (await t.get('_load_initial_data.php', {}, as)).json<{
      clientData: { newAnnouncements: number };
    }>().clientData.newAnnouncements;

  it('tells every connected player when an announcement is posted', async () => {
    const broadcasts: unknown[] = [];
    const id = await postAnnouncement(
      t.game.db,
      { broadcast: (message) => broadcasts.push(message) },
      { type: 1, title: 'Patch 3', msg: 'Chat.', postedBy: 'The Game Team', postedByUserid: 0 },
      t.game.clock.now(),
    );
    expect(broadcasts).toEqual([{ type: NEW_ANNOUNCEMENT_MESSAGE_TYPE, data: { id } }]);
    expect(await newCount()).toBe(1);
  });

  it('lists announcements newest first, new ones marked until the player has looked', async () => {
    expect(await newCount()).toBe(0);
    t.game.clock.advance(1000);
    await expectOk(await dev('postAnnouncement', { title: 'Patch 1', msg: 'Fixes.' }));
    t.game.clock.advance(1000);
    await expectOk(await dev('postAnnouncement', { title: 'Patch 2', msg: 'More fixes.' }));
    expect(await newCount()).toBe(2);

    const list = (await t.get('misc.php', { mod: 'getAnnouncements' }, cookie)).json<
      Announcement[]
    >();
    expect(list.map((entry) => [entry.title, entry.new])).toEqual([
      ['Patch 2', true],
      ['Patch 1', true],
      ['Runes, potions and the rune belt', false],
    ]);
    expect(list[0]).toEqual({
      id: 3,
      type: 1,
      title: 'Patch 2',
      msg: 'More fixes.',
      postedBy: 'The Game Team',
      postedByUserid: 0,
      postedOn: t.game.clock.now(),
      new: true,
    });
    expect(list[2]?.postedOn).toBe(FIRST_ANNOUNCEMENT_AT);
    expect(await newCount()).toBe(0);
    const again = (await t.get('misc.php', { mod: 'getAnnouncements' }, cookie)).json<
      Announcement[]
    >();
    expect(again.every((entry) => !entry.new)).toBe(true);
  });

  it('shows the first update as new to players who were there before it', async () => {
    await t.game.db.updateTable('users').set({ announcements_seen_id: 0 }).execute();
    expect(await newCount()).toBe(1);
  });
});

describe('misc.php getReferrals', () => {
  it('lists the players who registered with the player as referrer', async () => {
    expect((await t.get('misc.php', { mod: 'getReferrals' }, cookie)).json()).toEqual([]);
    for (const [username, ref] of [
      ['Friend_1', '1'],
      ['Friend_2', '1'],
      ['Stranger', ''],
      ['Lost_Link', '999'],
    ] as const) {
      const response = await t.post('account.php', {
        mod: 'register',
        username,
        password: TEST_PASSWORD,
        ref,
      });
      expect(response.json()).toEqual({ success: true });
    }
    expect((await t.get('misc.php', { mod: 'getReferrals' }, cookie)).json<Referral[]>()).toEqual([
      { userid: 2, username: 'Friend_1' },
      { userid: 3, username: 'Friend_2' },
    ]);
    expect((await userRow(t.game, 'Lost_Link'))?.referrer_id).toBeNull();
  });

  it('refuses a malformed ref and creates nothing', async () => {
    const response = await t.post('account.php', {
      mod: 'register',
      username: 'Friend_1',
      password: TEST_PASSWORD,
      ref: 'abc',
    });
    expect(response.json()).toEqual({ error: 'That referral link is not valid.' });
    expect(await userRow(t.game, 'Friend_1')).toBeUndefined();
  });
});

describe('misc.php leaderboards', () => {
  async function setStat(username: string, stat: string, value: number) {
    await expectOk(await dev('setStatistic', { username, stat, value }));
  }

  it('lists the categories without a board when no id is given', async () => {
    const answer = (
      await t.post('misc.php', { mod: 'leaderboards' }, cookie)
    ).json<LeaderboardsAnswer>();
    expect(answer.board).toBeNull();
    expect(answer.categories).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Total Actions' },
        { id: 4, name: 'Mobs Killed' },
        { id: 5, name: 'Bosses Killed' },
        { id: 7, name: 'Dungeons Completed' },
        { id: 20, name: 'Battling Level' },
        { id: 22, name: 'Mining Level' },
      ]),
    );
    expect(new Set(answer.categories.map((category) => category.id)).size).toBe(
      answer.categories.length,
    );
  });

  it('ranks by value, ties by user id, without banned players or zero values', async () => {
    for (const name of ['Two', 'Three', 'Four', 'Five']) await t.register(name);
    await setStat('Hero_1', 'totalMobsKilled', 50);
    await setStat('Two', 'totalMobsKilled', 80);
    await setStat('Three', 'totalMobsKilled', 50);
    await setStat('Four', 'totalMobsKilled', 500);
    await setStat('Five', 'totalMobsKilled', 0);
    await t.game.db
      .updateTable('users')
      .set({ nobility_rank: 3, account_status: 50 })
      .where('username', '=', 'Three')
      .execute();
    await expectOk(await dev('banPlayer', { username: 'Four' }));
    const answer = (
      await t.post('misc.php', { mod: 'leaderboards', id: 4 }, cookie)
    ).json<LeaderboardsAnswer>();
    expect(answer.board).toEqual({
      id: 4,
      name: 'Mobs Killed',
      rows: [
        [1, 2, 'Two', 1, 0, 80],
        [2, 1, 'Hero_1', 1, 0, 50],
        [3, 3, 'Three', 3, 50, 50],
      ],
    });
  });

  it('ranks skills by experience, showing levels, without players who have none, and refreshes each minute', async () => {
    await t.register('Two');
    await expectOk(await dev('setLevel', { username: 'Two', skill: 'mining', level: 12 }));
    const board = async () =>
      (await t.post('misc.php', { mod: 'leaderboards', id: 22 }, cookie)).json<LeaderboardsAnswer>()
        .board?.rows;
    // Hero_1 has no mining experience: not on the board (Unranked on the profile).
    expect(await board()).toEqual([[1, 2, 'Two', 1, 0, 12]]);
    await t.game.db
      .updateTable('skills')
      .set({ exp: 100_000_000 })
      .where('user_id', '=', 1)
      .where('skill', '=', 'mining')
      .execute();
    expect((await board())?.[0]?.[1]).toBe(2);
    t.game.clock.advance(LEADERBOARD_REFRESH_MS);
    expect((await board())?.[0]?.slice(0, 3)).toEqual([1, 1, 'Hero_1']);
  });

  it('shows the top 100 only', async () => {
    const rows = Array.from({ length: 105 }, (_row, index) => index);
    for (const index of rows) {
      await t.game.db
        .insertInto('users')
        .values({
          username: `Bulk_${index}`,
          username_key: `bulk_${index}`,
          password_hash: 'x',
          email: null,
          created_at: 0,
          autos: 0,
          max_autos: 150,
          chat_token: 'x',
          health: 1,
          attack: 1,
          defence: 1,
          accuracy: 1,
          dodge: 1,
          last_active_at: 0,
          next_captcha_at: 0,
          stats_day: '2026-11-21',
          stats_month: '2026-11',
        })
        .execute();
      await setStat(`Bulk_${index}`, 'totalActions', 1000 - index);
    }
    const answer = (
      await t.post('misc.php', { mod: 'leaderboards', id: 1 }, cookie)
    ).json<LeaderboardsAnswer>();
    expect(answer.board?.rows).toHaveLength(100);
    expect(answer.board?.rows[99]?.[0]).toBe(100);
    expect(answer.board?.rows[99]?.[5]).toBe(901);
  });

  it('refuses an unknown board', async () => {
    const response = await t.post('misc.php', { mod: 'leaderboards', id: 999 }, cookie);
    expect(response.json()).toEqual({ error: UNKNOWN_LEADERBOARD_TEXT });
  });
});

describe('profile.php', () => {
  it('answers every field, with ranks per statistic or null when the value is 0', async () => {
    await t.register('Two');
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await t.post('actions/battle.php', {}, cookie);
    await expectOk(await dev('setStatistic', { username: 'Two', stat: 'totalActions', value: 9 }));
    t.game.clock.advance(3 * 24 * 3600 * 1000);
    const profile = (await t.post('profile.php', { id: 1 }, cookie)).json<ProfileAnswer>();
    expect(profile).toMatchObject({
      banned: false,
      userid: 1,
      username: 'Hero_1',
      age: 3,
      nobilityRank: 1,
      accountStatus: 0,
      clanid: null,
      clanName: null,
      skills: {
        battling: 1,
        dungeoneering: 1,
        mining: 1,
        woodcutting: 1,
        quarrying: 1,
        runecrafting: 1,
        jewelcrafting: 1,
        alchemy: 1,
      },
      totalActions: 1,
      totalMobsKilled: 1,
      totalActionsDaily: 0,
      totalBossesKilled: 0,
      ranks: {
        totalActions: 2,
        totalMobsKilled: 1,
        totalActionsDaily: null,
        totalBossesKilled: null,
        totalPotionsCrafted: null,
      },
    });
    expect(profile).not.toHaveProperty('totalDeaths');
    if (profile.banned) throw new Error('unexpected ban');
    expect(Object.keys(profile.ranks)).toHaveLength(14);
  });

  it('answers a leaderboard rank per skill level, null (Unranked) without experience', async () => {
    for (const name of ['Two', 'Three']) await t.register(name);
    await expectOk(await dev('setLevel', { username: 'Two', skill: 'mining', level: 12 }));
    await expectOk(await dev('setLevel', { username: 'Hero_1', skill: 'mining', level: 5 }));
    await expectOk(await dev('setLevel', { username: 'Three', skill: 'battling', level: 3 }));
    const profile = (await t.post('profile.php', { id: 1 }, cookie)).json<ProfileAnswer>();
    if (profile.banned) throw new Error('unexpected ban');
    expect(profile.skills.mining).toBe(5);
    expect(profile.skillRanks).toEqual({
      battling: null,
      dungeoneering: null,
      mining: 2,
      woodcutting: null,
      quarrying: null,
      runecrafting: null,
      jewelcrafting: null,
      alchemy: null,
    });
    const three = (await t.post('profile.php', { id: 3 }, cookie)).json<ProfileAnswer>();
    expect(three).toMatchObject({ skillRanks: { battling: 1, mining: null } });
  });

  it('answers only banned for a banned account', async () => {
    await t.register('Cheater');
    await expectOk(await dev('banPlayer', { username: 'Cheater' }));
    expect((await t.post('profile.php', { id: 2 }, cookie)).json()).toEqual({ banned: true });
  });

  it.each([
    [{ id: 77 }, UNKNOWN_PROFILE_TEXT],
    [{}, 'The choice must be a number.'],
    [{ id: -1 }, 'That choice does not exist.'],
    [{ id: 'Hero_1' }, 'The choice must be a number.'],
  ])('refuses %j', async (fields, error) => {
    const response = await t.post('profile.php', fields, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });
});

describe('loadhtml.php', () => {
  it.each(['rules', 'privacy'])('answers the %s page as an HTML string', async (page) => {
    const response = await t.get('loadhtml.php', { mod: page });
    expect(response.statusCode).toBe(200);
    const html = response.json<string>();
    expect(html).toMatch(/^<h2>/);
    expect(html).not.toMatch(/<script/i);
  });

  it("answers the Beginner's Guide without a session, covering the first hour's systems", async () => {
    const response = await t.get('loadhtml.php', { mod: 'beginners_guide' });
    expect(response.statusCode).toBe(200);
    const html = response.json<string>();
    expect(html).toMatch(/^<h2>Beginner's Guide<\/h2>/);
    const sections = [...html.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(sections).toEqual([
      'Autos and the captcha',
      'Picking an action',
      'Gear and its upgrades',
      'Skills and masteries',
      'Gathering and crafting',
      'Dungeons and bosses',
      'The market (coming)',
      'Need more help?',
    ]);
    // Every link is a page of the game.
    const links = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(0);
    const gamePaths = ROUTES.map(
      (route) => new RegExp(`^${route.path.replace(/:[a-z]+/g, '[a-z0-9_]+')}$`),
    );
    for (const link of links) {
      expect(
        gamePaths.some((path) => path.test(link)),
        link,
      ).toBe(true);
    }
  });

  it('refuses an unknown page', async () => {
    const response = await t.get('loadhtml.php', { mod: 'secrets' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UNKNOWN_REQUEST_TEXT });
  });
});
