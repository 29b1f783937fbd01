/**
 * Text fields and JSON fields, as an attacker sends them: a control character (a NUL once made
 * PostgreSQL answer 500 on every name field) and whole numbers written as JSON strings are
 * refused with a sentence, and nothing changes. The suite runs on SQLite and on PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clanTables,
  expectClanRefused,
  setUpClan,
  type ClanPlayers,
} from '../game/clan/clan-support';
import { createTestGame, expectRefusedUnchanged, grantItems, type TestGame } from '../test-support';

let t: TestGame;
let wolves: ClanPlayers;

beforeEach(async () => {
  t = await createTestGame();
  wolves = await setUpClan(t, 'Wolves', 'Alpha', { Recruit: 5 });
  await grantItems(t.game, 'Alpha', { gold: 1000 });
});
afterEach(async () => {
  await t.close();
});

const alpha = () => wolves.cookies.Alpha ?? '';
const NUL_NAME = 'Rec\u0000ruit';

describe('a control character in a text field', () => {
  it('is refused at login, before any account is looked up', async () => {
    const before = await clanTables(t);
    const response = await t.post('account.php', {
      mod: 'login',
      username: 'a\u0000b',
      password: 'whatever it is',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The username has a character that cannot be used.',
    });
    expect(response.cookies).toEqual([]);
    expect(await clanTables(t)).toEqual(before);
  });

  it.each([
    ['misc.php', { mod: 'getUserid', username: NUL_NAME }],
    ['items.php', { mod: 'sendItems', username: NUL_NAME, itemid: 'gold', amount: 1 }],
    ['preferences.php', { mod: 'addIgnore', username: NUL_NAME }],
    ['clan.php', { mod: 'sendInvite', username: NUL_NAME }],
    [
      'clan.php',
      { mod: 'sendItemsToMember', username: NUL_NAME, items: [{ id: 'gold', amount: 1 }] },
    ],
  ])('%s %o names no player and changes nothing', async (file, fields) => {
    if (fields.mod === 'sendItemsToMember') {
      await t.post(
        'clan.php',
        { mod: 'donateItems', items: [{ id: 'gold', amount: 10 }] },
        alpha(),
      );
    }
    await expectClanRefused(
      t,
      () => t.post(file, fields, alpha()),
      'The username has a character that cannot be used.',
    );
  });

  it('is refused in a clan announcement, where line breaks are kept', async () => {
    await expectClanRefused(
      t,
      () => t.post('clan.php', { mod: 'editAnnouncement', data: 'Raid\u0000tonight' }, alpha()),
      'The announcement has a character that cannot be used.',
    );
    const saved = await t.post(
      'clan.php',
      { mod: 'editAnnouncement', data: 'Raid tonight\nBring potions' },
      alpha(),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ announcement: 'Raid tonight\nBring potions' });
  });

  it('is refused in a rank name', async () => {
    await expectClanRefused(
      t,
      () => t.post('clan.php', { mod: 'changeRankName', num: 2, name: 'Of\u0007ficer' }, alpha()),
      'The rank name has a character that cannot be used.',
    );
  });
});

describe('whole numbers inside JSON fields', () => {
  it.each([
    ['donateItems', { items: '[{"id":"gold","amount":"1"}]' }],
    ['sendItemsToMember', { username: 'Recruit', items: '[{"id":"gold","amount":"1"}]' }],
  ])('clan.php %s refuses an amount written as a string', async (mod, fields) => {
    await expectClanRefused(
      t,
      () => t.post('clan.php', { mod, ...fields }, alpha()),
      'The amount must be a number.',
    );
  });

  it('items.php destroyItems refuses an amount written as a string', async () => {
    await grantItems(t.game, 'Alpha', { rat_tail: 5 });
    await expectRefusedUnchanged(
      t.game,
      () =>
        t.post(
          'items.php',
          { mod: 'destroyItems', type: 'trophy', data: '[{"id":"rat_tail","amount":"1"}]' },
          alpha(),
        ),
      'The amount must be a number.',
    );
  });
});
