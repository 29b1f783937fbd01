/**
 * What the clan tests share: a clan of named players set up through the calls themselves, the
 * clan tables for asserting that a refused call changed nothing, and short call helpers.
 */
import type { ClanPermission } from '@idle/contracts';
import { expect } from 'vitest';
import { createAccount } from '../accounts/accounts';
import { auditEconomy } from '../economy/economy-audit';
import {
  expectRefusedUnchanged,
  grantItems,
  registerEmptyHanded,
  userIdOf,
  type TestGame,
} from '../../test-support';

export const clanGet = (t: TestGame, mod: string, cookie: string, query = {}) =>
  t.get('clan.php', { mod, ...query }, cookie);
export const clanPost = (t: TestGame, mod: string, cookie: string, fields = {}) =>
  t.post('clan.php', { mod, ...fields }, cookie);

/** Every clan table and the economy counters, in a fixed order. */
export async function clanTables(t: TestGame) {
  const db = t.game.db;
  return {
    clans: await db.selectFrom('clans').selectAll().orderBy('id').execute(),
    members: await db.selectFrom('clan_members').selectAll().orderBy('user_id').execute(),
    ranks: await db
      .selectFrom('clan_ranks')
      .selectAll()
      .orderBy('clan_id')
      .orderBy('num')
      .execute(),
    invites: await db.selectFrom('clan_invites').selectAll().orderBy('id').execute(),
    log: await db.selectFrom('clan_log').selectAll().orderBy('id').execute(),
    storage: await db
      .selectFrom('clan_storage')
      .selectAll()
      .orderBy('clan_id')
      .orderBy('item_id')
      .execute(),
    counters: await db
      .selectFrom('economy_counters')
      .selectAll()
      .orderBy('user_id')
      .orderBy('item_id')
      .execute(),
  };
}

/** A refused clan call: HTTP 400 with `error`, and no game or clan table changed. */
export async function expectClanRefused(
  t: TestGame,
  call: () => ReturnType<TestGame['post']>,
  error: unknown,
): Promise<void> {
  const before = await clanTables(t);
  await expectRefusedUnchanged(t.game, call, error);
  expect(await clanTables(t)).toEqual(before);
}

/** The answer of a call that must succeed (its body shown when it does not). */
export function expectOk(response: Awaited<ReturnType<TestGame['post']>>): Promise<unknown> {
  expect(response.statusCode, response.body).toBe(200);
  return Promise.resolve(response.json<unknown>());
}

export interface ClanPlayers {
  /** Session cookies by name. */
  cookies: Record<string, string>;
  ids: Record<string, number>;
  clanId: number;
}

/**
 * `leader` founds clan `name` (granted the 250 credits it costs) and every other player joins by
 * invite and acceptance; `ranks` then sets their ranks directly (a set-up, not a call).
 */
export async function setUpClan(
  t: TestGame,
  name: string,
  leader: string,
  members: Record<string, number> = {},
): Promise<ClanPlayers> {
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const player of [leader, ...Object.keys(members)]) {
    cookies[player] = await registerEmptyHanded(t, player);
    ids[player] = await userIdOf(t.game, player);
  }
  await grantItems(t.game, leader, { credits: 250 });
  const created = (await expectOk(
    await clanPost(t, 'createClan', cookies[leader] ?? '', { name }),
  )) as {
    clan: { clanid: number };
  };
  const clanId = created.clan.clanid;
  // A new clan's battlegrounds are filled at once; the tests start from empty ones and spawn
  // what they fight.
  await t.game.db.deleteFrom('clan_mobs').where('clan_id', '=', clanId).execute();
  await t.game.db.deleteFrom('clan_bosses').where('clan_id', '=', clanId).execute();
  for (const [player, rankNum] of Object.entries(members)) {
    await expectOk(await clanPost(t, 'sendInvite', cookies[leader] ?? '', { username: player }));
    const invite = await t.game.db
      .selectFrom('clan_invites')
      .select('id')
      .where('user_id', '=', ids[player] ?? 0)
      .where('clan_id', '=', clanId)
      .executeTakeFirstOrThrow();
    await expectOk(
      await clanPost(t, 'handleInvite', cookies[player] ?? '', { id: invite.id, decision: 1 }),
    );
    await t.game.db
      .updateTable('clan_members')
      .set({ rank_num: rankNum })
      .where('user_id', '=', ids[player] ?? 0)
      .execute();
  }
  return { cookies, ids, clanId };
}

/** Sets exactly `granted` on a rank of the clan (a set-up, not a call). */
export async function setPermissions(
  t: TestGame,
  clanId: number,
  rankNum: number,
  granted: ClanPermission[],
): Promise<void> {
  const flags = {
    details: 0,
    promotions: 0,
    buildings: 0,
    invite: 0,
    kick: 0,
    items: 0,
    ...Object.fromEntries(granted.map((permission) => [permission, 1])),
  };
  await t.game.db
    .updateTable('clan_ranks')
    .set(flags)
    .where('clan_id', '=', clanId)
    .where('num', '=', rankNum)
    .execute();
}

export async function storageOf(t: TestGame, clanId: number): Promise<Record<string, number>> {
  const rows = await t.game.db
    .selectFrom('clan_storage')
    .select(['item_id', 'amount'])
    .where('clan_id', '=', clanId)
    .where('amount', '>', 0)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.item_id, row.amount]));
}

export async function rankOf(t: TestGame, userId: number): Promise<number | null> {
  const row = await t.game.db
    .selectFrom('clan_members')
    .select('rank_num')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.rank_num ?? null;
}

export async function clanLogOf(t: TestGame, clanId: number): Promise<string[]> {
  const rows = await t.game.db
    .selectFrom('clan_log')
    .select('msg')
    .where('clan_id', '=', clanId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.msg);
}

export async function expectEconomyClean(t: TestGame): Promise<void> {
  expect((await auditEconomy(t.game.db)).differences).toEqual([]);
}

/** Fills the clan with players made directly (a set-up: registering is rate limited) at rank 5. */
export async function fillClan(t: TestGame, clanId: number, count: number): Promise<void> {
  const now = t.game.clock.now();
  for (let index = 0; index < count; index++) {
    const userId = await createAccount(t.game.db, {
      username: `Filler${clanId}x${index}`,
      passwordHash: 'unused',
      email: null,
      now,
      nextCaptchaAt: now,
    });
    await t.game.db
      .insertInto('clan_members')
      .values({ user_id: userId, clan_id: clanId, rank_num: 5, joined_at: now })
      .execute();
  }
}
