/**
 * The public read-only API: `GET /api/v1/...` with a personal key in `X-Api-Key` (or
 * `Authorization: Bearer`), registered from the contracts' `PUBLIC_API_ROUTES`; its OpenAPI
 * document and reference page. Every other method under /api/v1/ is refused (405): no key can
 * change anything. Rate-limited per key by @fastify/rate-limit, counted in Redis when the server
 * runs clustered (the store `buildApp` gives the plugin).
 */
import {
  PUBLIC_API_BASE,
  PUBLIC_API_DOCS_PATH,
  PUBLIC_API_OPENAPI_PATH,
  type ApiKeyScope,
} from '@idle/contracts';
import { LeaderboardParams, MarketItemParams, PUBLIC_API_ROUTES } from '@idle/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GameContext } from '../context';
import { GameError } from '../errors';
import { authenticate, tokenHash } from './api-keys';
import { docsPage } from './docs-page';
import { PUBLIC_API_RATE_WINDOW_MS, PUBLIC_API_REQUESTS_PER_MINUTE } from './limits';
import { openApiDocument } from './openapi';
import {
  publicInventory,
  publicLeaderboard,
  publicLeaderboardList,
  publicMarketItem,
  publicProfile,
} from './public-api';

export const READ_ONLY_TEXT = 'The public API only reads: send GET requests.';
export const UNKNOWN_ROUTE_TEXT = 'There is no such API route. See /api/docs.';
export const RATE_LIMITED_TEXT = 'Too many requests with this key. Wait a minute and try again.';

/** Methods that could change something, each refused under /api/v1/. */
export const REFUSED_METHODS = ['DELETE', 'PATCH', 'POST', 'PUT'] as const;

type Answer = (game: GameContext, userId: number, params: unknown) => Promise<unknown>;

/** What each route of PUBLIC_API_ROUTES answers, by its path. */
const ANSWERS: Readonly<Record<string, Answer>> = {
  [`${PUBLIC_API_BASE}profile`]: (game, userId) => publicProfile(game, userId),
  [`${PUBLIC_API_BASE}inventory`]: (game, userId) => publicInventory(game, userId),
  [`${PUBLIC_API_BASE}market/items/{itemId}`]: (game, _userId, params) =>
    publicMarketItem(game, MarketItemParams.parse(params).itemId),
  [`${PUBLIC_API_BASE}leaderboards`]: (game) => publicLeaderboardList(game),
  [`${PUBLIC_API_BASE}leaderboards/{id}`]: (game, _userId, params) =>
    publicLeaderboard(game, Number(LeaderboardParams.parse(params).id)),
};

/** The key a request carries: `X-Api-Key`, else `Authorization: Bearer <key>`; null without. */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** `{itemId}` → `:itemId`, as Fastify writes a parameter. */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export function publicApiRoutes(app: FastifyInstance, game: GameContext): void {
  const document = openApiDocument();
  const page = docsPage(document);
  const rateLimit = {
    max: PUBLIC_API_REQUESTS_PER_MINUTE,
    timeWindow: PUBLIC_API_RATE_WINDOW_MS,
    // Per key (its hash: the token itself never reaches Redis); per address without one.
    keyGenerator: (request: FastifyRequest) => {
      const token = requestToken(request);
      return token === null ? `public-api:ip:${request.ip}` : `public-api:key:${tokenHash(token)}`;
    },
    errorResponseBuilder: () => new GameError(RATE_LIMITED_TEXT, 429),
  };

  void app.register((scope, _options, registered) => {
    // Data answers: nothing in them may be rendered as a page.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    });
    scope.get(PUBLIC_API_OPENAPI_PATH, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return document;
    });
    for (const route of PUBLIC_API_ROUTES) {
      const answer = ANSWERS[route.path];
      // A route of the contracts without its answer here fails the start.
      if (!answer) throw new Error(`The public API route ${route.path} has no answer.`);
      const scopeNeeded: ApiKeyScope = route.scope;
      scope.get(fastifyPath(route.path), { config: { rateLimit } }, async (request, reply) => {
        const userId = await authenticate(game, requestToken(request), scopeNeeded);
        reply.header('cache-control', 'no-store');
        return answer(game, userId, request.params);
      });
    }
    scope.route({
      method: [...REFUSED_METHODS],
      url: `${PUBLIC_API_BASE}*`,
      handler: async (_request, reply) =>
        reply.code(405).header('allow', 'GET').send({ error: READ_ONLY_TEXT }),
    });
    scope.get(`${PUBLIC_API_BASE}*`, async (_request, reply) =>
      reply.code(404).send({ error: UNKNOWN_ROUTE_TEXT }),
    );
    registered();
  });

  app.get(PUBLIC_API_DOCS_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );
}
