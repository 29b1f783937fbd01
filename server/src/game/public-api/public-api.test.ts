/**
 * The public read-only API and its keys: a key is shown once and kept as a hash, at most
 * API_KEYS_PER_PLAYER per player; each route needs its scope (403 without), an unknown or revoked
 * key is 401, every route is GET and any other method is refused with nothing changed; answers
 * match the contracts' schemas; per-key rate limit with Retry-After; a revoked key stops at once
 * on a second instance.
 */
import { createHash } from 'node:crypto';
import {
  API_KEY_SCOPES,
  API_KEYS_PER_PLAYER,
  PUBLIC_API_DOCS_PATH,
  PUBLIC_API_OPENAPI_PATH,
  type ApiKeyScope,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@idle/contracts';
import { PUBLIC_API_ROUTES } from '@idle/contracts/schemas';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryBusNetwork } from '../../cluster/bus';
import {
  createTestGame,
  gameTables,
  grantItems,
  registerEmptyHanded,
  userIdOf,
  type TestGame,
} from '../../test-support';
import {
  INVALID_KEY_TEXT,
  MISSING_KEY_TEXT,
  TOO_MANY_KEYS_TEXT,
  UNKNOWN_KEY_TEXT,
  missingScopeText,
} from './api-keys';
import { PUBLIC_API_REQUESTS_PER_MINUTE } from './limits';
import {
  RATE_LIMITED_TEXT,
  READ_ONLY_TEXT,
  REFUSED_METHODS,
  UNKNOWN_ROUTE_TEXT,
  publicApiRoutes,
} from './public-api.routes';

let t: TestGame;
let cookie: string;

beforeEach(async () => {
  t = await createTestGame();
  cookie = await registerEmptyHanded(t, 'Keeper');
  await grantItems(t.game, 'Keeper', { gold: 1234, metal: 56 });
});
afterEach(async () => {
  await t.close();
});

async function createKey(
  scopes: readonly ApiKeyScope[],
  name = 'My tool',
  on: TestGame = t,
): Promise<CreatedApiKey> {
  const response = await on.post('preferences.php', { mod: 'createApiKey', name, scopes }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatedApiKey>();
}

async function listKeys(): Promise<ApiKeySummary[]> {
  const response = await t.get('preferences.php', { mod: 'listApiKeys' }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiKeySummary[]>();
}

const revoke = (id: number, on: TestGame = t) =>
  on.post('preferences.php', { mod: 'revokeApiKey', id }, cookie);

/** A route's address with sample parameters filled in. */
const SAMPLE_PARAMS: Record<string, string> = { itemId: 'metal', id: '1' };
const addressOf = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_all, name: string) => SAMPLE_PARAMS[name] ?? 'x');

function read(url: string, token?: string, headers: Record<string, string> = {}, on = t) {
  return on.app.inject({
    method: 'GET',
    url,
    headers: { ...(token === undefined ? {} : { 'x-api-key': token }), ...headers },
  });
}

describe('keys', () => {
  it('shows a key once, keeps only its hash and a prefix, and lists it without the key', async () => {
    const created = await createKey(['inventory', 'market']);
    expect(created.token).toMatch(/^idk_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toEqual({
      id: expect.any(Number) as number,
      name: 'My tool',
      prefix: created.token.slice(0, 10),
      scopes: ['inventory', 'market'],
      createdAt: t.game.clock.now(),
      lastUsedAt: null,
    });
    const rows = await t.game.db.selectFrom('api_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(created.token);
    const listed = await listKeys();
    expect(listed).toEqual([created.key]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it(`refuses a key beyond ${String(API_KEYS_PER_PLAYER)} with a sentence, and allows one after a revoke`, async () => {
    const keys: CreatedApiKey[] = [];
    for (let index = 0; index < API_KEYS_PER_PLAYER; index++) {
      keys.push(await createKey(['profile'], `Key ${String(index)}`));
    }
    const refused = await t.post(
      'preferences.php',
      { mod: 'createApiKey', name: 'One more', scopes: ['profile'] },
      cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: TOO_MANY_KEYS_TEXT });
    expect(await listKeys()).toHaveLength(API_KEYS_PER_PLAYER);
    expect((await revoke(keys[0]?.key.id ?? 0)).statusCode).toBe(200);
    await createKey(['profile'], 'One more');
  });

  it('never passes the cap under creations at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: API_KEYS_PER_PLAYER + 5 }, (_, index) =>
        t.post(
          'preferences.php',
          { mod: 'createApiKey', name: `Key ${String(index)}`, scopes: ['profile'] },
          cookie,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(API_KEYS_PER_PLAYER);
    expect(await listKeys()).toHaveLength(API_KEYS_PER_PLAYER);
  });

  it.each([
    [{ name: '', scopes: ['profile'] }, 'Enter a name for the key.'],
    [{ name: '   ', scopes: ['profile'] }, 'Enter a name for the key.'],
    [{ name: 'x'.repeat(41), scopes: ['profile'] }, 'A key name is at most 40 characters.'],
    [
      { name: 'bad\u0000name', scopes: ['profile'] },
      'The key name has a character that cannot be used.',
    ],
    [{ name: 'Tool', scopes: [] }, 'Choose what the key may read.'],
    [{ name: 'Tool' }, 'The scope list is missing.'],
    [{ name: 'Tool', scopes: ['inventory', 'wallet'] }, 'Unknown key scope.'],
    [{ name: 'Tool', scopes: ['inventory', 'inventory'] }, 'Choose each scope once.'],
    [{ name: 'Tool', scopes: 'inventory' }, 'The scope list could not be read.'],
    [{ name: 'Tool', scopes: { inventory: true } }, 'Choose what the key may read.'],
  ])('refuses a malformed creation %j with a sentence', async (fields, error) => {
    const answer = await t.post('preferences.php', { mod: 'createApiKey', ...fields }, cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error });
    expect(await listKeys()).toEqual([]);
  });

  it("refuses to revoke a key that is not the player's", async () => {
    const created = await createKey(['profile']);
    const other = await registerEmptyHanded(t, 'Other');
    const answer = await t.post(
      'preferences.php',
      { mod: 'revokeApiKey', id: created.key.id },
      other,
    );
    expect(answer.json()).toEqual({ error: UNKNOWN_KEY_TEXT });
    expect(await listKeys()).toHaveLength(1);
    expect((await revoke(0)).statusCode).toBe(400);
  });
});

describe('/api/v1', () => {
  it('answers the inventory to a key with the inventory scope, by either header', async () => {
    const { token } = await createKey(['inventory']);
    const byHeader = await read('/api/v1/inventory', token);
    expect(byHeader.statusCode, byHeader.body).toBe(200);
    expect(byHeader.headers['content-type']).toContain('application/json');
    expect(byHeader.json()).toEqual({
      items: expect.objectContaining({ gold: 1234, metal: 56 }) as unknown,
    });
    const byBearer = await read('/api/v1/inventory', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(byBearer.json()).toEqual(byHeader.json());
  });

  it('refuses a route outside the key’s scopes with 403 and a sentence', async () => {
    const { token } = await createKey(['inventory']);
    for (const route of PUBLIC_API_ROUTES.filter((entry) => entry.scope !== 'inventory')) {
      const answer = await read(addressOf(route.path), token);
      expect(answer.statusCode, route.path).toBe(403);
      expect(answer.json()).toEqual({ error: missingScopeText(route.scope) });
    }
  });

  it('refuses no key, an unknown key and a revoked key with 401', async () => {
    expect((await read('/api/v1/inventory')).json()).toEqual({ error: MISSING_KEY_TEXT });
    expect((await read('/api/v1/inventory')).statusCode).toBe(401);
    const unknown = await read('/api/v1/inventory', 'idk_not-a-key');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: INVALID_KEY_TEXT });
    const { key, token } = await createKey(['inventory']);
    expect((await read('/api/v1/inventory', token)).statusCode).toBe(200);
    expect((await revoke(key.id)).statusCode).toBe(200);
    const revoked = await read('/api/v1/inventory', token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ error: INVALID_KEY_TEXT });
  });

  it('answers every route to a key with every scope, each as its contract schema says', async () => {
    const { token } = await createKey(API_KEY_SCOPES);
    for (const route of PUBLIC_API_ROUTES) {
      const answer = await read(addressOf(route.path), token);
      expect(answer.statusCode, `${route.path}: ${answer.body}`).toBe(200);
      expect(route.answer.safeParse(answer.json()).error).toBeUndefined();
    }
  });

  it('answers the profile of the key’s owner', async () => {
    const { token } = await createKey(['profile']);
    const profile = (await read('/api/v1/profile', token)).json<Record<string, unknown>>();
    expect(profile).toMatchObject({
      userid: await userIdOf(t.game, 'Keeper'),
      username: 'Keeper',
      clan: null,
      skills: expect.objectContaining({ battling: 1 }) as unknown,
      statistics: expect.objectContaining({ totalActions: 0 }) as unknown,
    });
  });

  it("answers an item's best orders (no owners) and the game's averages", async () => {
    const seller = await registerEmptyHanded(t, 'Seller');
    const bidder = await registerEmptyHanded(t, 'Bidder');
    await grantItems(t.game, 'Seller', { metal: 100 });
    await grantItems(t.game, 'Bidder', { gold: 10_000 });
    for (const [mod, cost, costDec, as] of [
      ['placeSellOrder', 5, 50, seller],
      ['placeSellOrder', 4, 25, seller],
      ['placeBuyOrder', 2, 0, bidder],
      ['placeBuyOrder', 3, 10, bidder],
    ] as const) {
      const placed = await t.post(
        'market.php',
        { mod, itemid: 'metal', amount: 10, cost, costDec },
        as,
      );
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const { token } = await createKey(['market']);
    const answer = await read('/api/v1/market/items/metal', token);
    expect(answer.json()).toEqual({
      itemId: 'metal',
      sellOrders: [
        { price: 4.25, amount: 10, bulk: false },
        { price: 5.5, amount: 10, bulk: false },
      ],
      buyOrders: [
        { price: 3.1, amount: 10, bulk: false },
        { price: 2, amount: 10, bulk: false },
      ],
      average7d: null,
      volume24h: 0,
    });
    expect(answer.body).not.toMatch(/Seller|Bidder/);
  });

  it.each([
    ['/api/v1/market/items/Not-An-Item', 400, 'That item does not exist.'],
    ['/api/v1/market/items/no_such_item', 400, 'There is no such item.'],
    ['/api/v1/leaderboards/abc', 400, 'There is no such leaderboard.'],
    ['/api/v1/leaderboards/999', 404, 'There is no such leaderboard.'],
    ['/api/v1/leaderboards/0', 404, 'There is no such leaderboard.'],
    ['/api/v1/nothing', 404, UNKNOWN_ROUTE_TEXT],
  ])('answers %s with %i and a sentence, never a 500', async (url, status, error) => {
    const { token } = await createKey(API_KEY_SCOPES);
    const answer = await read(url, token);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ error });
  });

  it('refuses every method but GET on every route, changing nothing', async () => {
    const { token } = await createKey(API_KEY_SCOPES);
    const before = {
      tables: await gameTables(t.game),
      keys: await t.game.db.selectFrom('api_keys').selectAll().execute(),
    };
    for (const route of PUBLIC_API_ROUTES) {
      for (const method of REFUSED_METHODS) {
        const answer = await t.app.inject({
          method,
          url: addressOf(route.path),
          headers: { 'x-api-key': token, 'content-type': 'application/json' },
          payload: '{"items":{"gold":999999}}',
        });
        expect(answer.statusCode, `${method} ${route.path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET');
        expect(answer.json()).toEqual({ error: READ_ONLY_TEXT });
      }
    }
    expect({
      tables: await gameTables(t.game),
      keys: await t.game.db.selectFrom('api_keys').selectAll().execute(),
    }).toEqual(before);
  });

  it('registers GET (and its HEAD) alone under /api/v1/, besides the refusal of other methods', async () => {
    const app = Fastify();
    const routes: string[] = [];
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat().join(',');
      routes.push(`${methods} ${route.url}`);
    });
    publicApiRoutes(app, t.game);
    await app.ready();
    const api = routes.filter((route) => route.includes('/api/v1/'));
    expect(api.filter((route) => !/^(GET|HEAD) /.test(route))).toEqual([
      `${REFUSED_METHODS.join(',')} /api/v1/*`,
    ]);
    for (const route of PUBLIC_API_ROUTES) {
      expect(api).toContain(`GET ${route.path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
    await app.close();
  });

  it('stamps the last use at most once a minute', async () => {
    const { key, token } = await createKey(['inventory']);
    const start = t.game.clock.now();
    await read('/api/v1/inventory', token);
    t.game.clock.advance(30_000);
    await read('/api/v1/inventory', token);
    expect((await listKeys())[0]?.lastUsedAt).toBe(start);
    t.game.clock.advance(30_000);
    await read('/api/v1/inventory', token);
    expect((await listKeys()).find((entry) => entry.id === key.id)?.lastUsedAt).toBe(
      start + 60_000,
    );
  });

  it(`answers 429 with Retry-After past ${String(PUBLIC_API_REQUESTS_PER_MINUTE)} requests a minute of one key, not of another`, async () => {
    const busy = await createKey(['inventory'], 'Busy');
    const calm = await createKey(['inventory'], 'Calm');
    for (let index = 0; index < PUBLIC_API_REQUESTS_PER_MINUTE; index++) {
      expect((await read('/api/v1/inventory', busy.token)).statusCode).toBe(200);
    }
    const limited = await read('/api/v1/inventory', busy.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ error: RATE_LIMITED_TEXT });
    expect((await read('/api/v1/inventory', calm.token)).statusCode).toBe(200);
  });
});

describe('across instances', () => {
  it('refuses a key revoked on one instance at once on the other', async () => {
    const network = memoryBusNetwork();
    const a = await createTestGame({ cluster: { bus: network.join() } });
    const b = await createTestGame({ cluster: { bus: network.join(), sharesWith: a } });
    try {
      cookie = await a.register('Twin_1');
      const { key, token } = await createKey(['inventory'], 'Tool', a);
      expect((await read('/api/v1/inventory', token, {}, b)).statusCode).toBe(200);
      expect((await read('/api/v1/inventory', token, {}, a)).statusCode).toBe(200);
      expect((await revoke(key.id, a)).statusCode).toBe(200);
      expect((await read('/api/v1/inventory', token, {}, b)).statusCode).toBe(401);
      expect((await read('/api/v1/inventory', token, {}, a)).statusCode).toBe(401);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('the OpenAPI document and the reference page', () => {
  it(`is served at ${PUBLIC_API_OPENAPI_PATH} without a key and lists every route, GET only`, async () => {
    const answer = await read(PUBLIC_API_OPENAPI_PATH);
    expect(answer.statusCode).toBe(200);
    const document = answer.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths).sort()).toEqual(
      PUBLIC_API_ROUTES.map((route) => route.path).sort(),
    );
    for (const operations of Object.values(document.paths)) {
      expect(Object.keys(operations)).toEqual(['get']);
    }
  });

  it(`renders ${PUBLIC_API_DOCS_PATH} as a page with every route and no script`, async () => {
    const answer = await read(PUBLIC_API_DOCS_PATH);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    for (const route of PUBLIC_API_ROUTES) expect(answer.body).toContain(route.path);
    expect(answer.body).not.toMatch(/<script|src="http|href="http/);
  });
});
