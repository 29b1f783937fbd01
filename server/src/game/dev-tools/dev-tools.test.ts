import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestGame, type TestGame, userRow } from '../../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookie = await t.register('Tester');
});
afterEach(async () => {
  await t.close();
});

const dev = (mod: string, fields: Record<string, unknown> = {}) =>
  t.post('dev.php', { mod, ...fields });

describe('dev.php set-ups for the shell pages', () => {
  it('grants jewels and sets upgradeable levels and statistics', async () => {
    const granted = await dev('grantJewel', { username: 'tester', gemType: 2, attack: 9 });
    expect(granted.json()).toBe(1);
    expect(
      (await dev('setUpgradeableLevel', { username: 'tester', id: 'rune_belt', level: 4 })).json(),
    ).toBe(true);
    expect(
      (
        await dev('setStatistic', { username: 'tester', stat: 'totalMobsKilled', value: 12 })
      ).json(),
    ).toBe(true);
    const data = (await t.get('_load_initial_data.php', {}, cookie)).json<{
      jewels: unknown[];
      upgradeableItems: Record<string, number>;
      misc: { statistics: Record<string, number> };
    }>();
    expect(data.jewels).toEqual([
      {
        id: 1,
        type: 1,
        gemType: 2,
        rarity: 2,
        stats: { health: 10, attack: 9, defence: 5, accuracy: 0, dodge: 0, total: 24 },
        equipped: false,
        marketPrice: null,
        craftedBy: 'Tester',
        craftedByUserid: 1,
      },
    ]);
    expect(data.upgradeableItems).toEqual({ rune_belt: 4 });
    expect(data.misc.statistics.totalMobsKilled).toBe(12);
  });

  it('bans a player, ending their sessions, and lifts the ban', async () => {
    expect((await dev('banPlayer', { username: 'Tester' })).json()).toBe(true);
    expect((await userRow(t.game, 'Tester'))?.banned).toBe(1);
    expect((await t.get('misc.php', { mod: 'ping' }, cookie)).json()).toEqual({
      fatalError: 'logout',
    });
    expect((await dev('banPlayer', { username: 'Tester', banned: 0 })).json()).toBe(true);
    expect((await userRow(t.game, 'Tester'))?.banned).toBe(0);
  });

  it('refuses bad set-ups', async () => {
    for (const [mod, fields] of [
      ['setUpgradeableLevel', { username: 'tester', id: 'magic_hat', level: 1 }],
      ['grantJewel', { username: 'tester', gemType: 9 }],
      ['addLog', { username: 'nobody', data: 'x' }],
      ['postAnnouncement', { title: '', msg: 'x' }],
    ] as const) {
      const response = await dev(mod, fields);
      expect(response.statusCode, mod).toBe(400);
      expect(response.json(), mod).toHaveProperty('error');
    }
  });
});
