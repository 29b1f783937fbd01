/** Compensation: grants and takes move items and the economy's books in one transaction. */
import { ADMIN_REFUSAL_TEXT, ITEMS_TAKEN_MESSAGE_TYPE } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEconomy } from '../economy/economy-audit';
import { itemsOf } from '../../test-support';
import { adminGame, auditRows, expectAdminRefused, type AdminGame } from './admin-support';
import { UNKNOWN_ITEM_TEXT, grantedText, notEnoughToTakeText, takenText } from './compensation';
import { UNKNOWN_TARGET_TEXT } from './targets';

let game: AdminGame;
beforeEach(async () => {
  game = await adminGame();
});
afterEach(() => game.t.close());

const REASON = 'Lost in the outage of 21 November';

function compensate(
  name: 'grantItems' | 'takeItems',
  fields: { userid?: number; itemId?: string; amount?: unknown; reason?: string } = {},
) {
  return game.call(game.operator.cookie, name, {
    userid: game.target.id,
    itemId: 'wolf_pelt',
    amount: 7,
    reason: REASON,
    ...fields,
  });
}

describe('grant and take', () => {
  it('grants, then takes, keeping the economy audit clean and naming the operator', async () => {
    const { t, operator, target } = game;
    const goldBefore = (await itemsOf(t.game, 'Target_Player')).gold ?? 0;
    expect(
      await game.ok(operator.cookie, 'grantItems', {
        userid: target.id,
        itemId: 'wolf_pelt',
        amount: 12,
        reason: REASON,
      }),
    ).toEqual({ userid: target.id, itemId: 'wolf_pelt', held: 12 });
    expect(
      await game.ok(operator.cookie, 'takeItems', {
        userid: target.id,
        itemId: 'wolf_pelt',
        amount: 5,
        reason: 'Granted twice by mistake',
      }),
    ).toEqual({ userid: target.id, itemId: 'wolf_pelt', held: 7 });
    await game.ok(operator.cookie, 'grantItems', {
      userid: target.id,
      itemId: 'gold',
      amount: 1500,
      reason: REASON,
    });
    const items = await itemsOf(t.game, 'Target_Player');
    expect(items.wolf_pelt).toBe(7);
    expect(items.gold).toBe(goldBefore + 1500);

    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
    const audit = await game.ok(operator.cookie, 'economyAudit');
    expect(audit.clean).toBe(true);
    expect(audit.rows.find((row) => row.itemId === 'wolf_pelt')).toEqual({
      itemId: 'wolf_pelt',
      held: 7,
      created: 12,
      destroyed: 5,
      difference: 0,
      operatorCreated: 12,
      operatorDestroyed: 5,
    });
    expect(audit.operatorGrants).toEqual([
      {
        operatorUserid: operator.id,
        operatorUsername: 'Op_Person',
        itemId: 'gold',
        created: 1500,
        destroyed: 0,
      },
      {
        operatorUserid: operator.id,
        operatorUsername: 'Op_Person',
        itemId: 'wolf_pelt',
        created: 12,
        destroyed: 5,
      },
    ]);
    // The player's own counters are left alone: the operator's flow counts the compensation.
    const counters = await t.game.db
      .selectFrom('economy_counters')
      .selectAll()
      .where('item_id', '=', 'wolf_pelt')
      .execute();
    expect(counters).toEqual([]);

    expect((await auditRows(t)).map((row) => [row.action, row.reason, row.details])).toEqual([
      ['grantItems', REASON, JSON.stringify({ itemId: 'wolf_pelt', amount: 12 })],
      ['takeItems', 'Granted twice by mistake', JSON.stringify({ itemId: 'wolf_pelt', amount: 5 })],
      ['grantItems', REASON, JSON.stringify({ itemId: 'gold', amount: 1500 })],
    ]);
    const log = await t.game.db
      .selectFrom('log')
      .select('data')
      .where('user_id', '=', target.id)
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.data)).toEqual([
      grantedText('wolf_pelt', 12),
      takenText('wolf_pelt', 5),
      grantedText('gold', 1500),
    ]);
    expect(grantedText('gold', 1500)).toBe('The game team gave you 1,500 x [item:gold].');
    expect(game.pushed).toContainEqual({
      kind: 'toUser',
      userId: target.id,
      type: 'addItemsToUser',
      data: [{ id: 'wolf_pelt', amount: 12 }],
    });
    // The open game takes a take off its inventory at once too.
    expect(game.pushed).toContainEqual({
      kind: 'toUser',
      userId: target.id,
      type: ITEMS_TAKEN_MESSAGE_TYPE,
      data: [{ id: 'wolf_pelt', amount: 5 }],
    });
  });

  it('refuses taking more than the player holds, changing nothing', async () => {
    await game.ok(game.operator.cookie, 'grantItems', {
      userid: game.target.id,
      itemId: 'wolf_pelt',
      amount: 3,
      reason: REASON,
    });
    await expectAdminRefused(
      game,
      () => compensate('takeItems', { amount: 4 }),
      notEnoughToTakeText('Target_Player', 'Wolf Pelt'),
    );
    await expectAdminRefused(
      game,
      () => compensate('takeItems', { itemId: 'troll_tooth', amount: 1 }),
      notEnoughToTakeText('Target_Player', 'Troll Tooth'),
    );
  });

  it.each(['grantItems', 'takeItems'] as const)(
    '%s refuses bad input with a clear text, changing nothing',
    async (name) => {
      await expectAdminRefused(
        game,
        () => compensate(name, { userid: 777_777 }),
        UNKNOWN_TARGET_TEXT,
      );
      await expectAdminRefused(
        game,
        () => compensate(name, { itemId: 'no_such_thing' }),
        UNKNOWN_ITEM_TEXT,
      );
      await expectAdminRefused(
        game,
        () => compensate(name, { itemId: 'Not An Id' }),
        'That item does not exist.',
      );
      await expectAdminRefused(
        game,
        () => compensate(name, { amount: 0 }),
        'The amount must be at least 1.',
      );
      await expectAdminRefused(
        game,
        () => compensate(name, { amount: 'lots' }),
        'The amount must be a number.',
      );
      await expectAdminRefused(
        game,
        () => compensate(name, { amount: 1.5 }),
        'The amount must be a whole number.',
      );
      await expectAdminRefused(
        game,
        () => compensate(name, { reason: '' }),
        'The reason must be at least 3 characters.',
      );
    },
  );

  it("is the operator's alone: a moderator is refused", async () => {
    await expectAdminRefused(
      game,
      () =>
        game.call(game.moderator.cookie, 'grantItems', {
          userid: game.target.id,
          itemId: 'gold',
          amount: 1,
          reason: REASON,
        }),
      ADMIN_REFUSAL_TEXT,
    );
  });
});
