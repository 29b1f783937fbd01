/**
 * Test and story data of the console: an operator, announcements, players, one player's detail,
 * the audit trail, an economy audit, players online and the world, and a fake server answering
 * every admin call with them. Never imported by production code.
 */
import {
  ADMIN_PERMISSIONS,
  ADMIN_ROLE_PERMISSIONS,
  CONSOLE_COMMAND_OPERATOR,
  type AdminAnnouncement,
  type AdminAuditEntry,
  type AdminAuditPage,
  type AdminEconomyAudit,
  type AdminOnlinePlayer,
  type AdminPlayerDetail,
  type AdminPlayerRow,
  type AdminWhoami,
  type AdminWorldState,
} from '@idle/contracts';
import { sampleInitialData } from '@idle/test-fixtures';

/** 2026-11-28 12:00 UTC: every sample time is before it. */
export const NOW = Date.UTC(2026, 10, 28, 12, 0);
const HOUR = 3_600_000;

export const OPERATOR_ID = 2;
export const PLAYER_ID = 408;

export function sampleWhoami(overrides: Partial<AdminWhoami> = {}): AdminWhoami {
  return {
    userid: OPERATOR_ID,
    username: 'GameMaster',
    role: 'operator',
    permissions: [...ADMIN_PERMISSIONS],
    ...overrides,
  };
}

export function sampleModeratorWhoami(): AdminWhoami {
  return sampleWhoami({
    userid: 17,
    username: 'Warden_Ann',
    role: 'moderator',
    permissions: [...ADMIN_ROLE_PERMISSIONS.moderator],
  });
}

export function sampleAnnouncements(): AdminAnnouncement[] {
  return [
    {
      id: 12,
      type: 1,
      title: 'Winter event',
      msg: 'The Frozen Rift opens on Friday.\nBring warm boots.',
      postedBy: 'GameMaster',
      postedByUserid: OPERATOR_ID,
      postedOn: NOW - 2 * HOUR,
    },
    {
      id: 11,
      type: 1,
      title: 'Maintenance',
      msg: 'The game restarts at 03:00 UTC for about five minutes.',
      postedBy: 'GameMaster',
      postedByUserid: OPERATOR_ID,
      postedOn: NOW - 50 * HOUR,
    },
  ];
}

export function samplePlayerRows(): AdminPlayerRow[] {
  return [
    {
      userid: PLAYER_ID,
      username: 'lumberjack7',
      accountStatus: 0,
      banned: false,
      bannedUntil: null,
      mutedUntil: NOW + 3 * HOUR,
      lastActiveAt: NOW - 60_000,
      online: true,
    },
    {
      userid: 409,
      username: 'lumbering_Troll',
      accountStatus: 0,
      banned: true,
      bannedUntil: null,
      mutedUntil: null,
      lastActiveAt: NOW - 400 * HOUR,
      online: false,
    },
  ];
}

export function samplePlayerDetail(overrides: Partial<AdminPlayerDetail> = {}): AdminPlayerDetail {
  const equipment = sampleInitialData().equipment;
  return {
    userid: PLAYER_ID,
    username: 'lumberjack7',
    accountStatus: 0,
    nobilityRank: 1,
    createdAt: NOW - 30 * 24 * HOUR,
    lastActiveAt: NOW - 60_000,
    online: true,
    autos: 1_234,
    maxAutos: 1_500,
    gold: 1_250_000,
    ban: null,
    mute: {
      until: NOW + 3 * HOUR,
      reason: 'Spamming trade chat',
      byUserid: 17,
      byUsername: 'Warden_Ann',
    },
    log: [
      { type: 'item', tstamp: NOW - HOUR, data: 'You found 1 x [item:troll_tooth].' },
      { type: 'msg', tstamp: NOW - 3 * HOUR, data: 'You sent 500 x [item:gold] to Hero_1.' },
    ],
    items: { gold: 1_250_000, troll_tooth: 4, rat_tail: 12_000 },
    equipment,
    trades: [
      {
        id: 91,
        itemId: 'rat_tail',
        amount: 1_000,
        priceCents: 250,
        side: 'sold',
        otherUserid: 1,
        otherUsername: 'Hero_1',
        at: NOW - 5 * HOUR,
      },
      {
        id: 90,
        itemId: 'troll_tooth',
        amount: 2,
        priceCents: 15_000,
        side: 'bought',
        otherUserid: null,
        otherUsername: null,
        at: NOW - 26 * HOUR,
      },
    ],
    ...overrides,
  };
}

function auditEntry(overrides: Partial<AdminAuditEntry> & Pick<AdminAuditEntry, 'id'>) {
  return {
    operatorUserid: OPERATOR_ID,
    operatorUsername: 'GameMaster',
    action: 'grantItems',
    targetUserid: PLAYER_ID,
    targetUsername: 'lumberjack7',
    reason: 'Lost to the outage of 27 November',
    details: { itemId: 'troll_tooth', amount: 2 },
    at: NOW - HOUR,
    ...overrides,
  } satisfies AdminAuditEntry;
}

export function sampleAuditPage(overrides: Partial<AdminAuditPage> = {}): AdminAuditPage {
  return {
    entries: [
      auditEntry({ id: 5 }),
      auditEntry({
        id: 4,
        operatorUserid: 17,
        operatorUsername: 'Warden_Ann',
        action: 'mute',
        reason: 'Spamming trade chat',
        details: { until: NOW + 3 * HOUR },
        at: NOW - 2 * HOUR,
      }),
      auditEntry({
        id: 3,
        action: 'postAnnouncement',
        targetUserid: null,
        targetUsername: null,
        reason: null,
        details: { announcementId: 12 },
        at: NOW - 2 * HOUR,
      }),
      auditEntry({
        id: 1,
        operatorUserid: null,
        operatorUsername: CONSOLE_COMMAND_OPERATOR,
        action: 'grantRole',
        targetUserid: OPERATOR_ID,
        targetUsername: 'GameMaster',
        reason: null,
        details: { role: 'operator' },
        at: NOW - 900 * HOUR,
      }),
    ],
    page: 1,
    pages: 3,
    ...overrides,
  };
}

export function sampleEconomyAudit(overrides: Partial<AdminEconomyAudit> = {}): AdminEconomyAudit {
  return {
    ranAt: NOW,
    clean: true,
    rows: [
      {
        itemId: 'gold',
        held: 98_765_432,
        created: 120_000_000,
        destroyed: 21_234_568,
        difference: 0,
        operatorCreated: 5_000,
        operatorDestroyed: 0,
      },
      {
        itemId: 'troll_tooth',
        held: 310,
        created: 402,
        destroyed: 92,
        difference: 0,
        operatorCreated: 2,
        operatorDestroyed: 1,
      },
      {
        itemId: 'rat_tail',
        held: 52_000,
        created: 60_000,
        destroyed: 8_000,
        difference: 0,
        operatorCreated: 0,
        operatorDestroyed: 0,
      },
    ],
    operatorGrants: [
      {
        operatorUserid: OPERATOR_ID,
        operatorUsername: 'GameMaster',
        itemId: 'gold',
        created: 5_000,
        destroyed: 0,
      },
      {
        operatorUserid: null,
        operatorUsername: CONSOLE_COMMAND_OPERATOR,
        itemId: 'troll_tooth',
        created: 2,
        destroyed: 1,
      },
    ],
    ...overrides,
  };
}

/** An audit whose troll teeth do not balance: 3 more held than their books say. */
export function sampleUnbalancedAudit(): AdminEconomyAudit {
  const audit = sampleEconomyAudit();
  return {
    ...audit,
    clean: false,
    rows: audit.rows.map((row) =>
      row.itemId === 'troll_tooth' ? { ...row, held: 313, difference: 3 } : row,
    ),
  };
}

export function sampleOnlinePlayers(): AdminOnlinePlayer[] {
  return [
    { userid: OPERATOR_ID, username: 'GameMaster', accountStatus: 100, lastActiveAt: NOW - 5_000 },
    { userid: PLAYER_ID, username: 'lumberjack7', accountStatus: 0, lastActiveAt: NOW - 60_000 },
  ];
}

export function sampleWorldState(overrides: Partial<AdminWorldState> = {}): AdminWorldState {
  return {
    bonusTime: { timeRemaining: 754, modifier: 12 },
    actionBonus: { kind: 'gathering', current: 12_345, required: 20_000 },
    gatheringEvent: { id: 7, type: 'mining', rarity: 3, timeRemaining: 420, bonusPercent: 30 },
    worldBosses: [
      { id: 3, name: 'Gorgoth', rarity: 4, level: 120, hpRemaining: 9_500_000, hpMax: 17_000_000 },
    ],
    lease: { clustered: true, holder: 'game-1', thisInstance: 'game-2' },
    playersOnline: 2,
    ...overrides,
  };
}

type FakeRequestFields = { params: Record<string, string> };

/**
 * A fake server answering every admin call with the samples. It keeps one player's detail
 * (`player`, the sample by default): a ban, mute or items change answers as the server would and
 * changes the detail it answers next.
 */
export function adminApiAnswers(
  player: AdminPlayerDetail = samplePlayerDetail(),
): Record<string, unknown> {
  let detail = player;
  const changeItems = (request: FakeRequestFields, sign: 1 | -1) => {
    const itemId = request.params.itemId ?? '';
    const held = (detail.items[itemId] ?? 0) + sign * Number(request.params.amount);
    detail = { ...detail, items: { ...detail.items, [itemId]: held } };
    return { userid: Number(request.params.userid), itemId, held };
  };
  return {
    'admin.php?mod=whoami': sampleWhoami(),
    'admin.php?mod=listAnnouncements': sampleAnnouncements(),
    'admin.php?mod=postAnnouncement': (request: FakeRequestFields) => ({
      id: 13,
      type: Number(request.params.type ?? 1),
      title: request.params.title,
      msg: request.params.msg,
      postedBy: 'GameMaster',
      postedByUserid: OPERATOR_ID,
      postedOn: NOW,
    }),
    'admin.php?mod=editAnnouncement': (request: FakeRequestFields) => ({
      ...sampleAnnouncements().find((kept) => String(kept.id) === request.params.id),
      title: request.params.title,
      msg: request.params.msg,
    }),
    'admin.php?mod=deleteAnnouncement': true,
    'admin.php?mod=findPlayers': samplePlayerRows(),
    'admin.php?mod=player': () => detail,
    'admin.php?mod=ban': (request: FakeRequestFields) => {
      const ban = {
        until: NOW + 24 * HOUR,
        reason: request.params.reason ?? '',
        byUserid: OPERATOR_ID,
        byUsername: 'GameMaster',
        at: NOW,
      };
      detail = { ...detail, ban };
      return ban;
    },
    'admin.php?mod=unban': () => {
      detail = { ...detail, ban: null };
      return true;
    },
    'admin.php?mod=mute': (request: FakeRequestFields) => {
      const mute = {
        until: NOW + HOUR,
        reason: request.params.reason ?? null,
        byUserid: OPERATOR_ID,
        byUsername: 'GameMaster',
      };
      detail = { ...detail, mute };
      return mute;
    },
    'admin.php?mod=unmute': () => {
      detail = { ...detail, mute: null };
      return true;
    },
    'admin.php?mod=grantItems': (request: FakeRequestFields) => changeItems(request, 1),
    'admin.php?mod=takeItems': (request: FakeRequestFields) => changeItems(request, -1),
    'admin.php?mod=economyAudit': sampleEconomyAudit(),
    'admin.php?mod=onlinePlayers': sampleOnlinePlayers(),
    'admin.php?mod=worldState': sampleWorldState(),
    'admin.php?mod=auditTrail': sampleAuditPage(),
  };
}
