/** Finding players and reading one player's detail in the console. */
import type {
  AdminBan,
  AdminMute,
  AdminPlayerDetail,
  AdminPlayerRow,
  AdminTrade,
  LogEntryType,
} from '@idle/contracts';
import { MARKET_CURRENCY_ITEM } from '@idle/game-rules';
import { runningMutesOf } from '../../chat/chat-mutes.repository';
import { isOnline } from '../accounts/online';
import { findUser, usernamesOf, usersByNamePrefix } from '../accounts/users.repository';
import { usernameKey } from '../accounts/accounts';
import type { GameContext } from '../context';
import { GameError } from '../errors';
import { loadItems } from '../inventory/items';
import { logEntries } from '../log/log.repository';
import { findTradesOf } from '../market/market-trades.repository';
import { loadEquipment } from '../players/players';
import { bansOf, findBan } from './account-bans.repository';
import { banAnswer } from './bans';
import { UNKNOWN_TARGET_TEXT } from './targets';

/** Players a name search answers at most. */
export const FOUND_PLAYERS_MAX = 50;
/** Log lines and trades the detail shows, newest first. */
export const DETAIL_LOG_LINES = 100;
export const DETAIL_TRADES = 50;

export async function findPlayers(game: GameContext, prefix: string): Promise<AdminPlayerRow[]> {
  const now = game.clock.now();
  const users = await usersByNamePrefix(game.db, usernameKey(prefix), FOUND_PLAYERS_MAX);
  const ids = users.map((user) => user.id);
  const [bans, mutes] = await Promise.all([
    bansOf(game.db, ids),
    runningMutesOf(game.db, ids, now),
  ]);
  const banEnd = new Map(bans.map((ban) => [ban.user_id, ban.until]));
  const muteEnd = new Map(mutes.map((mute) => [mute.user_id, mute.until]));
  const connected = new Set(game.live.onlineUserIds());
  return users.map((user) => ({
    userid: user.id,
    username: user.username,
    accountStatus: user.account_status,
    banned: user.banned !== 0,
    bannedUntil: user.banned !== 0 ? (banEnd.get(user.id) ?? null) : null,
    mutedUntil: muteEnd.get(user.id) ?? null,
    lastActiveAt: user.last_active_at,
    online: isOnline(game, user, connected),
  }));
}

function muteAnswer(
  mute: { until: number; muted_by: number | null; reason: string | null } | undefined,
  names: ReadonlyMap<number, string>,
): AdminMute | null {
  if (!mute) return null;
  return {
    until: mute.until,
    reason: mute.reason,
    byUserid: mute.muted_by,
    byUsername: mute.muted_by === null ? null : (names.get(mute.muted_by) ?? null),
  };
}

export async function playerDetail(game: GameContext, userId: number): Promise<AdminPlayerDetail> {
  const now = game.clock.now();
  const user = await findUser(game.db, userId, [
    'id',
    'username',
    'account_status',
    'nobility_rank',
    'created_at',
    'last_active_at',
    'autos',
    'max_autos',
    'banned',
  ]);
  if (!user) throw new GameError(UNKNOWN_TARGET_TEXT);
  const [banRow, [mute], log, items, equipment, tradeRows] = await Promise.all([
    findBan(game.db, userId),
    runningMutesOf(game.db, [userId], now),
    logEntries(game.db, userId, DETAIL_LOG_LINES, 0),
    loadItems(game.db, userId),
    loadEquipment(game.db, userId),
    findTradesOf(game.db, userId, DETAIL_TRADES),
  ]);
  const otherIds = new Set<number>();
  for (const trade of tradeRows) {
    const other = trade.buyer_id === userId ? trade.seller_id : trade.buyer_id;
    if (other !== null) otherIds.add(other);
  }
  if (mute?.muted_by != null) otherIds.add(mute.muted_by);
  const names = new Map(
    (await usernamesOf(game.db, [...otherIds])).map((row) => [row.id, row.username]),
  );
  const trades: AdminTrade[] = tradeRows.map((trade) => {
    const bought = trade.buyer_id === userId;
    const other = bought ? trade.seller_id : trade.buyer_id;
    return {
      id: trade.id,
      itemId: trade.item_id,
      amount: trade.amount,
      priceCents: trade.price_cents,
      side: bought ? 'bought' : 'sold',
      otherUserid: other,
      otherUsername: other === null ? null : (names.get(other) ?? null),
      at: trade.traded_at,
    };
  });
  const ban: AdminBan | null =
    user.banned === 0
      ? null
      : banRow
        ? banAnswer(banRow)
        : // Banned without a row (the dev tools): for good, by no one the console knows.
          { until: null, reason: '', byUserid: null, byUsername: '', at: 0 };
  return {
    userid: user.id,
    username: user.username,
    accountStatus: user.account_status,
    nobilityRank: user.nobility_rank,
    createdAt: user.created_at,
    lastActiveAt: user.last_active_at,
    online: isOnline(game, user, new Set(game.live.onlineUserIds())),
    autos: user.autos,
    maxAutos: user.max_autos,
    gold: items[MARKET_CURRENCY_ITEM] ?? 0,
    ban,
    mute: muteAnswer(mute, names),
    log: log.map((row) => ({ type: row.type as LogEntryType, tstamp: row.tstamp, data: row.data })),
    items,
    equipment,
    trades,
  };
}
