/**
 * The one guard of the console: every admin call refuses a player and changes nothing; a
 * moderator is refused the operator's calls; each role reads what it may do.
 */
import { ADMIN_REFUSAL_TEXT, ENDPOINTS } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminGame, expectAdminRefused, type AdminCall, type AdminGame } from './admin-support';

let game: AdminGame;
let announcementId: number;

beforeEach(async () => {
  game = await adminGame();
  announcementId = (
    await game.ok(game.operator.cookie, 'postAnnouncement', { title: 'Up', msg: 'Soon' })
  ).id;
});
afterEach(() => game.t.close());

const REASON = 'Breaking the rules';

/** Good input for every call, so only the guard can refuse it. */
function fields(name: AdminCall): Record<string, unknown> {
  const userid = game.target.id;
  const byCall: Record<AdminCall, Record<string, unknown>> = {
    whoami: {},
    listAnnouncements: {},
    postAnnouncement: { title: 'Maintenance', msg: 'At noon.' },
    editAnnouncement: { id: announcementId, title: 'Maintenance', msg: 'At one.' },
    deleteAnnouncement: { id: announcementId },
    findPlayers: { prefix: 'Tar' },
    player: { userid },
    ban: { userid, reason: REASON, end: { kind: 'minutes', minutes: 60 } },
    unban: { userid, reason: REASON },
    mute: { userid, reason: REASON, end: { kind: 'minutes', minutes: 10 } },
    unmute: { userid, reason: REASON },
    grantItems: { userid, itemId: 'gold', amount: 5, reason: REASON },
    takeItems: { userid, itemId: 'gold', amount: 5, reason: REASON },
    economyAudit: {},
    onlinePlayers: {},
    worldState: {},
    auditTrail: { page: 1 },
  };
  return byCall[name];
}

const CALLS = Object.keys(ENDPOINTS.admin) as AdminCall[];
const OPERATOR_ONLY: AdminCall[] = [
  'listAnnouncements',
  'postAnnouncement',
  'editAnnouncement',
  'deleteAnnouncement',
  'grantItems',
  'takeItems',
  'economyAudit',
];
const MODERATOR_READS: AdminCall[] = [
  'whoami',
  'findPlayers',
  'player',
  'onlinePlayers',
  'worldState',
  'auditTrail',
];

describe('the admin guard', () => {
  it('names every call of the table in this test', () => {
    expect(CALLS.sort()).toEqual(
      [...OPERATOR_ONLY, ...MODERATOR_READS, 'ban', 'unban', 'mute', 'unmute'].sort(),
    );
  });

  it.each(CALLS)('refuses %s to a player, changing nothing', async (name) => {
    await expectAdminRefused(
      game,
      () => game.call(game.player.cookie, name, fields(name)),
      ADMIN_REFUSAL_TEXT,
    );
  });

  it.each(OPERATOR_ONLY)('refuses %s to a moderator, changing nothing', async (name) => {
    await expectAdminRefused(
      game,
      () => game.call(game.moderator.cookie, name, fields(name)),
      ADMIN_REFUSAL_TEXT,
    );
  });

  it.each(MODERATOR_READS)('answers %s to a moderator and to an operator', async (name) => {
    for (const cookie of [game.moderator.cookie, game.operator.cookie]) {
      const response = await game.call(cookie, name, fields(name));
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('refuses a caller without a session as every call does', async () => {
    const response = await game.call('', 'whoami');
    expect(response.json()).toEqual({ fatalError: 'logout' });
  });

  it('tells each role what it may do', async () => {
    expect(await game.ok(game.moderator.cookie, 'whoami')).toEqual({
      userid: game.moderator.id,
      username: 'Mod_Person',
      role: 'moderator',
      permissions: ['readPlayers', 'moderate', 'readAuditTrail', 'readWorld'],
    });
    expect(await game.ok(game.operator.cookie, 'whoami')).toEqual({
      userid: game.operator.id,
      username: 'Op_Person',
      role: 'operator',
      permissions: [
        'readPlayers',
        'moderate',
        'readAuditTrail',
        'readWorld',
        'announcements',
        'compensation',
        'economyAudit',
      ],
    });
  });

  it('reads the role from the account status at every call (a demoted operator is refused)', async () => {
    await game.t.game.db
      .updateTable('users')
      .set({ account_status: 0 })
      .where('id', '=', game.operator.id)
      .execute();
    await expectAdminRefused(
      game,
      () => game.call(game.operator.cookie, 'grantItems', fields('grantItems')),
      ADMIN_REFUSAL_TEXT,
    );
  });
});
