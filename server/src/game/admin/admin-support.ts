/** For the admin tests: a game with a player, a moderator and an operator, and calls by mod. */
import { ENDPOINTS, type AnswerOf, type Endpoints } from '@idle/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { LiveHub } from '../live-hub';
import { createTestGame, gameTables, userIdOf, type TestGame } from '../../test-support';

export type AdminCall = keyof Endpoints['admin'];

export interface Pushed {
  kind: 'toUser' | 'broadcast' | 'forceLogout';
  userId: number | null;
  type: string | null;
  data: unknown;
}

/** A live hub recording every push, broadcast and forced logout. */
export function recordingHub(online: number[] = []): { hub: LiveHub; pushed: Pushed[] } {
  const pushed: Pushed[] = [];
  return {
    pushed,
    hub: {
      toUser: (userId, message) =>
        pushed.push({ kind: 'toUser', userId, type: message.type, data: message.data }),
      broadcast: (message) =>
        pushed.push({ kind: 'broadcast', userId: null, type: message.type, data: message.data }),
      forceLogout: (userId) => pushed.push({ kind: 'forceLogout', userId, type: null, data: null }),
      onlineUserIds: () => online,
    },
  };
}

export interface Member {
  name: string;
  id: number;
  cookie: string;
}

export interface AdminGame {
  t: TestGame;
  pushed: Pushed[];
  player: Member;
  /** A second player, the usual target. */
  target: Member;
  moderator: Member;
  operator: Member;
  /** Calls `admin.php` as the cookie's player, GET or POST as the table says. */
  call(
    cookie: string,
    name: AdminCall,
    fields?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>;
  /** A call that must succeed; its answer. */
  ok<Name extends AdminCall>(
    cookie: string,
    name: Name,
    fields?: Record<string, unknown>,
  ): Promise<AnswerOf<Endpoints['admin'][Name]>>;
}

/** Sets a player's account status straight in the database (what grant-role does). */
export async function setStatus(t: TestGame, userId: number, status: number): Promise<void> {
  await t.game.db
    .updateTable('users')
    .set({ account_status: status })
    .where('id', '=', userId)
    .execute();
}

export async function adminGame(): Promise<AdminGame> {
  const { hub, pushed } = recordingHub();
  const t = await createTestGame({ live: hub });
  const member = async (name: string, status: number): Promise<Member> => {
    const cookie = await t.register(name);
    const id = await userIdOf(t.game, name);
    if (status !== 0) await setStatus(t, id, status);
    return { name, id, cookie };
  };
  const player = await member('Plain_Player', 0);
  const target = await member('Target_Player', 0);
  const moderator = await member('Mod_Person', 50);
  const operator = await member('Op_Person', 100);
  const call = (cookie: string, name: AdminCall, fields: Record<string, unknown> = {}) => {
    const endpoint = ENDPOINTS.admin[name];
    const body = { mod: endpoint.mod, ...fields };
    if (endpoint.method === 'GET') {
      const query = Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, String(value)]),
      );
      return t.get(endpoint.file, query, cookie);
    }
    return t.post(endpoint.file, body, cookie);
  };
  return {
    t,
    pushed,
    player,
    target,
    moderator,
    operator,
    call,
    async ok(cookie, name, fields) {
      const response = await call(cookie, name, fields);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}

/** Every table an admin call may change, for asserting that a refused call changed nothing. */
export async function adminTables(t: TestGame) {
  const db = t.game.db;
  return {
    ...(await gameTables(t.game)),
    announcements: await db.selectFrom('announcements').selectAll().orderBy('id').execute(),
    chatMutes: await db.selectFrom('chat_mutes').selectAll().orderBy('user_id').execute(),
    sessions: await db
      .selectFrom('sessions')
      .selectAll()
      .orderBy('user_id')
      .orderBy('token_hash')
      .execute(),
    accountBans: await db.selectFrom('account_bans').selectAll().orderBy('user_id').execute(),
    auditTrail: await db.selectFrom('admin_audit_trail').selectAll().orderBy('id').execute(),
    economyCounters: await db
      .selectFrom('economy_counters')
      .selectAll()
      .orderBy('user_id')
      .orderBy('item_id')
      .execute(),
    operatorFlows: await db
      .selectFrom('operator_item_flows')
      .selectAll()
      .orderBy('operator_id')
      .orderBy('item_id')
      .execute(),
  };
}

/** The audit trail's rows, oldest first, as stored. */
export function auditRows(t: TestGame) {
  return t.game.db.selectFrom('admin_audit_trail').selectAll().orderBy('id').execute();
}

/** A call refused with `error` (400) that changed no table and pushed nothing. */
export async function expectAdminRefused(
  game: AdminGame,
  call: () => Promise<LightMyRequestResponse>,
  error: string,
): Promise<void> {
  const before = await adminTables(game.t);
  const pushedBefore = game.pushed.length;
  const response = await call();
  expect(response.json()).toEqual({ error });
  expect(response.statusCode).toBe(400);
  expect(await adminTables(game.t)).toEqual(before);
  expect(game.pushed.slice(pushedBefore)).toEqual([]);
}
