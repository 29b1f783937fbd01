/**
 * What each public API route answers, read through the game's own services (the profile, the
 * inventory, the market book and history, the leaderboards), reshaped into the contracts' public
 * schemas: stable field names, no other player's private data, nothing written.
 */
import type {
  PublicInventory,
  PublicLeaderboard,
  PublicLeaderboardList,
  PublicMarketItem,
  PublicProfile,
} from '@idle/contracts/schemas';
import type { MarketOrder } from '@idle/contracts';
import { ORDER_TYPE_BUY, ORDER_TYPE_SELL } from '@idle/game-rules';
import type { z } from 'zod';
import { LEADERBOARDS } from '../content/leaderboards';
import type { GameContext } from '../context';
import { GameError } from '../errors';
import { loadItems } from '../inventory/items';
import { leaderboards, UNKNOWN_LEADERBOARD_TEXT } from '../leaderboards/leaderboards';
import { bookSide } from '../market/book';
import { priceHistory } from '../market/history';
import { playerProfile } from '../players/profile';

export async function publicProfile(
  game: GameContext,
  userId: number,
): Promise<z.output<typeof PublicProfile>> {
  const profile = await playerProfile(game, userId);
  // The key's owner is checked unbanned before any route runs.
  if (profile.banned) throw new GameError('This account is banned.', 403);
  const statistics = Object.fromEntries(
    Object.keys(profile.ranks).map((stat) => [stat, profile[stat as keyof typeof profile.ranks]]),
  );
  return {
    userid: profile.userid,
    username: profile.username,
    ageDays: profile.age,
    nobilityRank: profile.nobilityRank,
    clan: profile.clanid === null ? null : { id: profile.clanid, name: profile.clanName ?? '' },
    skills: profile.skills,
    statistics,
  };
}

export async function publicInventory(
  game: GameContext,
  userId: number,
): Promise<z.output<typeof PublicInventory>> {
  const items = await loadItems(game.db, userId);
  return { items: Object.fromEntries(Object.entries(items).filter(([, amount]) => amount > 0)) };
}

/** An order as the public sees it: price and amount, never whose it is. */
const bookOrder = (order: MarketOrder) => ({
  price: order.cost + order.costDec / 100,
  amount: order.amount,
  bulk: order.bulk,
});

export async function publicMarketItem(
  game: GameContext,
  itemId: string,
): Promise<z.output<typeof PublicMarketItem>> {
  // priceHistory refuses an item the market does not trade before anything else is read.
  const history = await priceHistory(game, itemId);
  const [sellOrders, buyOrders] = await Promise.all([
    bookSide(game.db, itemId, ORDER_TYPE_SELL),
    bookSide(game.db, itemId, ORDER_TYPE_BUY),
  ]);
  return {
    itemId,
    sellOrders: sellOrders.map(bookOrder),
    buyOrders: buyOrders.map(bookOrder),
    average7d: history.average7dCents === null ? null : history.average7dCents / 100,
    volume24h: history.volume24h,
  };
}

export async function publicLeaderboardList(
  game: GameContext,
): Promise<z.output<typeof PublicLeaderboardList>> {
  const { categories } = await leaderboards(game.db, undefined, game.clock.now());
  return { boards: categories };
}

export async function publicLeaderboard(
  game: GameContext,
  id: number,
): Promise<z.output<typeof PublicLeaderboard>> {
  // An unknown board is a 404 here (the game's call answers 400, a request it never sends).
  if (!LEADERBOARDS.some((definition) => definition.id === id)) {
    throw new GameError(UNKNOWN_LEADERBOARD_TEXT, 404);
  }
  const { board } = await leaderboards(game.db, id, game.clock.now());
  if (!board) throw new GameError(UNKNOWN_LEADERBOARD_TEXT, 404);
  return {
    id: board.id,
    name: board.name,
    rows: board.rows.map(([rank, userid, username, , , value]) => ({
      rank,
      userid,
      username,
      value,
    })),
  };
}
