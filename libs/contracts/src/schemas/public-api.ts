/**
 * The public read-only API (`GET /api/v1/...`, a personal key in a header): every route with the
 * scope it needs, its path parameters and its answer, as zod schemas. The server registers its
 * routes from `PUBLIC_API_ROUTES` and generates the OpenAPI document from the same schemas, so
 * the document lists exactly what answers.
 */
import { z } from 'zod';
import { PUBLIC_API_BASE, type ApiKeyScope } from '../api/api-keys';
import { SKILL_IDS } from '../api/ids';
import { ItemId } from './common';

/** Every refusal: 400 bad input, 401 no or unknown key, 403 scope missing, 404, 429. */
export const PublicApiError = z
  .object({ error: z.string().describe('A sentence saying why the request was refused.') })
  .meta({ id: 'Error' });

export const PublicProfile = z
  .object({
    userid: z.number().int(),
    username: z.string(),
    ageDays: z.number().int().describe('Days since the account was created.'),
    nobilityRank: z.number().int(),
    clan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    skills: z.record(z.enum(SKILL_IDS), z.number().int()).describe('Level per skill.'),
    statistics: z
      .record(z.string(), z.number())
      .describe('Each statistic the profile shows (total actions, mobs killed, ...).'),
  })
  .meta({ id: 'Profile' });

export const PublicInventory = z
  .object({
    items: z
      .record(z.string(), z.number().int().nonnegative())
      .describe('Amount held per item id (gold included).'),
  })
  .meta({ id: 'Inventory' });

export const PublicBookOrder = z
  .object({
    price: z.number().describe('Gold per item (resources carry hundredths).'),
    amount: z.number().int().positive(),
    bulk: z.boolean().describe('Taken whole or not at all.'),
  })
  .meta({ id: 'BookOrder' });

export const PublicMarketItem = z
  .object({
    itemId: z.string(),
    sellOrders: z.array(PublicBookOrder).describe('The best (lowest) asks first.'),
    buyOrders: z.array(PublicBookOrder).describe('The best (highest) bids first.'),
    average7d: z
      .number()
      .nullable()
      .describe('Average price per item over the last 7 days; null without a trade.'),
    volume24h: z.number().int().nonnegative().describe('Items traded in the last 24 hours.'),
  })
  .meta({ id: 'MarketItem' });

export const PublicLeaderboardList = z
  .object({
    boards: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'LeaderboardList' });

export const PublicLeaderboard = z
  .object({
    id: z.number().int(),
    name: z.string(),
    rows: z.array(
      z.object({
        rank: z.number().int().positive(),
        userid: z.number().int(),
        username: z.string(),
        value: z.number(),
      }),
    ),
  })
  .meta({ id: 'Leaderboard' });

export const MarketItemParams = z.object({ itemId: ItemId });
export const LeaderboardParams = z.object({
  id: z
    .string({ error: 'Choose a leaderboard.' })
    .regex(/^[0-9]{1,4}$/, 'There is no such leaderboard.')
    .describe('The board id, as `/api/v1/leaderboards` lists them.'),
});

export interface PublicApiRoute {
  /** The OpenAPI path (`{param}`), also the address answered. */
  readonly path: string;
  readonly scope: ApiKeyScope;
  readonly summary: string;
  readonly params: z.ZodObject | null;
  readonly answer: z.ZodType;
}

const route = (
  path: string,
  scope: ApiKeyScope,
  summary: string,
  answer: z.ZodType,
  params: z.ZodObject | null = null,
): PublicApiRoute => ({ path: `${PUBLIC_API_BASE}${path}`, scope, summary, params, answer });

/** Every route of the public API; all of them GET. */
export const PUBLIC_API_ROUTES: readonly PublicApiRoute[] = [
  route('profile', 'profile', "The key owner's profile: levels, statistics, clan.", PublicProfile),
  route('inventory', 'inventory', "The key owner's items and their amounts.", PublicInventory),
  route(
    'market/items/{itemId}',
    'market',
    "An item's order book (the best orders of each side), its 7-day average and 24-hour volume.",
    PublicMarketItem,
    MarketItemParams,
  ),
  route('leaderboards', 'leaderboards', 'The leaderboards there are.', PublicLeaderboardList),
  route(
    'leaderboards/{id}',
    'leaderboards',
    "One leaderboard's top players.",
    PublicLeaderboard,
    LeaderboardParams,
  ),
];
