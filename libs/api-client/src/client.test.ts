import { ACTION_ENDPOINTS, ACTION_TYPES, ENDPOINTS } from '@idle/contracts';
import { bus } from '@idle/events';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  LogoutError,
  RetryLaterError,
  ServerDownError,
  api,
  configureApi,
  createApiClient,
  encodeForm,
  withQuery,
} from './index';
import type { ApiClient, FetchLike } from './index';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that answers `body` (a string, or a function of the call) and records its calls. */
function fakeFetch(body: string | ((call: Call) => string) = '{}', status = 200) {
  const calls: Call[] = [];
  const fetch = vi.fn<FetchLike>((url, init) => {
    const call = { url, init };
    calls.push(call);
    return Promise.resolve(new Response(typeof body === 'string' ? body : body(call), { status }));
  });
  return { fetch, calls };
}

function setup(body?: string, status?: number) {
  const { fetch, calls } = fakeFetch(body, status);
  const onError = vi.fn<(text: string) => void>();
  const onLogout = vi.fn<() => void>();
  const client = createApiClient({ fetch, onError, onLogout });
  return { client, fetch, calls, onError, onLogout };
}

function formOf(call: Call | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(call?.init.body as string));
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApi();
});

describe('requests', () => {
  it('POSTs a form-encoded body, the mod first, objects and arrays JSON-encoded', async () => {
    const { client, calls } = setup('{"ok":1}');
    await expect(
      client.call(ENDPOINTS.inventory.destroyItems, {
        type: 'ore',
        data: [{ id: 'iron_ore', amount: 2 }],
      }),
    ).resolves.toEqual({ ok: 1 });
    const call = calls[0];
    expect(call?.url).toBe('/php/items.php');
    expect(call?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    });
    expect(call?.init.body as string).toBe(
      'mod=destroyItems&type=ore&data=%5B%7B%22id%22%3A%22iron_ore%22%2C%22amount%22%3A2%7D%5D',
    );
  });

  it('encodes every kind of field value: objects JSON, others String(), undefined left out', () => {
    const body = encodeForm({
      mod: 'destroyItems',
      type: 3,
      data: [{ id: 'iron_ore', amount: 2 }],
      options: { bulk: true },
      flag: false,
      left: undefined,
    });
    expect(body).toBe(
      'mod=destroyItems&type=3&data=%5B%7B%22id%22%3A%22iron_ore%22%2C%22amount%22%3A2%7D%5D' +
        '&options=%7B%22bulk%22%3Atrue%7D&flag=false',
    );
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      mod: 'destroyItems',
      type: '3',
      data: '[{"id":"iron_ore","amount":2}]',
      options: '{"bulk":true}',
      flag: 'false',
    });
  });

  it('GETs with the query string, without a body', async () => {
    const { client, calls } = setup('true');
    await client.call(ENDPOINTS.training.changeActiveMastery, { id: 4 });
    expect(calls[0]?.url).toBe('/php/misc.php?mod=changeActiveMastery&id=4');
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      cache: 'no-store',
    });
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('encodes a query, appending to a path that already has one', () => {
    expect(
      withQuery('market.php', { mod: 'loadItems', itemid: 'a b&c=d', page: 2, none: undefined }),
    ).toBe('market.php?mod=loadItems&itemid=a+b%26c%3Dd&page=2');
    expect(withQuery('misc.php?mod=changeActiveMastery', { id: 4 })).toBe(
      'misc.php?mod=changeActiveMastery&id=4',
    );
    expect(withQuery('misc.php', {})).toBe('misc.php');
  });

  it('accepts a file with a leading slash under the base', async () => {
    const { client, calls } = setup('true');
    await client.call({ ...ENDPOINTS.misc.ping, file: '/misc.php' });
    expect(calls[0]?.url).toBe('/php/misc.php?mod=ping');
  });

  it('uses the configured base', async () => {
    const { fetch, calls } = fakeFetch('true');
    const client = createApiClient({ base: 'https://game.example/php/', fetch });
    await client.call(ENDPOINTS.misc.ping);
    expect(calls[0]?.url).toBe('https://game.example/php/misc.php?mod=ping');
    expect(client.base).toBe('https://game.example/php/');
    expect(client.captchaChallengeUrl).toBe(
      'https://game.example/php/misc.php?mod=captchaChallenge',
    );
  });

  it('resolves JSON strings and values as they are', async () => {
    const { client } = setup('"-"');
    await expect(client.call(ENDPOINTS.actions.refresh)).resolves.toBe('-');
  });

  it('calls fetch as a plain function (a browser fetch refuses another this)', async () => {
    const seen: unknown[] = [];
    const client = createApiClient({
      fetch: function (this: unknown) {
        seen.push(this);
        return Promise.resolve(new Response('true'));
      },
    });
    await client.call(ENDPOINTS.misc.ping);
    expect(seen).toEqual([undefined]);
  });

  it('uses globalThis.fetch, looked up at call time, when none is given', async () => {
    const { fetch, calls } = fakeFetch('true');
    vi.stubGlobal('fetch', fetch);
    await createApiClient().call(ENDPOINTS.misc.ping);
    expect(calls[0]?.url).toBe('/php/misc.php?mod=ping');
  });

  it('offers only the typed call: no raw get or post, no per-call wrappers', () => {
    expect(Object.keys(createApiClient()).sort()).toEqual(['base', 'call', 'captchaChallengeUrl']);
  });
});

describe('answers that fail', () => {
  it('an error answer calls onError with its text and rejects with ApiError, nothing else', async () => {
    const { client, onError, onLogout } = setup('{"error":"Not enough gold."}', 400);
    const failure = await client
      .call(ENDPOINTS.inventory.useItem, { id: 'health_potion', amount: 2 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).not.toBeInstanceOf(ServerDownError);
    expect((failure as Error).message).toBe('Not enough gold.');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Not enough gold.');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('reads the error of a 2xx answer too', async () => {
    const { client, onError } = setup('{"error":"Unable to enter."}', 200);
    await expect(client.call(ENDPOINTS.battle.enterArea, { area: 1, mob: 2 })).rejects.toThrow(
      new ApiError('Unable to enter.'),
    );
    expect(onError).toHaveBeenCalledWith('Unable to enter.');
  });

  it('a fatalError logout calls onLogout and rejects with LogoutError, showing nothing', async () => {
    const { client, onError, onLogout } = setup('{"fatalError":"logout"}', 401);
    await expect(client.call(ENDPOINTS.initialData.load)).rejects.toBeInstanceOf(LogoutError);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('logs out even for a silent call', async () => {
    const { client, onLogout } = setup('{"fatalError":"logout"}', 401);
    await expect(
      client.call(ENDPOINTS.actions.battling, {}, { silent: true }),
    ).rejects.toBeInstanceOf(LogoutError);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an empty body', ''],
    ['a blank body', '  \n'],
    ['an unreadable body', '<html>502 Bad Gateway</html>'],
  ])('%s is "Server is down."', async (_label, body) => {
    const { client, onError, onLogout } = setup(body, 502);
    const failure = await client.call(ENDPOINTS.misc.ping).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerDownError);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as Error).message).toBe(SERVER_DOWN_TEXT);
    expect(SERVER_DOWN_TEXT).toBe('Server is down.');
    expect(onError).toHaveBeenCalledWith('Server is down.');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('a network failure is "Server is down."', async () => {
    const onError = vi.fn();
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      onError,
    });
    await expect(client.call(ENDPOINTS.actions.stopAction)).rejects.toThrow(new ServerDownError());
    expect(onError).toHaveBeenCalledWith('Server is down.');
  });

  it('a body that cannot be read is "Server is down."', async () => {
    const onError = vi.fn();
    const client = createApiClient({
      fetch: () => Promise.resolve({ text: () => Promise.reject(new TypeError('aborted')) }),
      onError,
    });
    await expect(client.call(ENDPOINTS.misc.ping)).rejects.toBeInstanceOf(ServerDownError);
    expect(onError).toHaveBeenCalledWith('Server is down.');
  });

  it('a silent call rejects without showing "Server is down."', async () => {
    const onError = vi.fn();
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      onError,
    });
    await expect(
      client.call(ENDPOINTS.actions.mining, {}, { silent: true }),
    ).rejects.toBeInstanceOf(ServerDownError);
    await expect(
      client.call(ENDPOINTS.actions.refresh, {}, { silent: true }),
    ).rejects.toBeInstanceOf(ServerDownError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a silent call still shows an error answer', async () => {
    const { client, onError } = setup('{"error":"You have no Autos left."}');
    await expect(
      client.call(ENDPOINTS.actions.mining, {}, { silent: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledWith('You have no Autos left.');
  });

  it('a retry-later refusal carries its delay, and a silent call does not show it', async () => {
    const { client, onError } = setup(
      '{"error":"Your action is not ready yet.","retryIn":1250}',
      400,
    );
    const failure = await client
      .call(ENDPOINTS.actions.woodcutting, {}, { silent: true })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RetryLaterError);
    expect((failure as RetryLaterError).retryIn).toBe(1250);
    expect((failure as Error).message).toBe('Your action is not ready yet.');
    expect(onError).not.toHaveBeenCalled();
    // Not silent: shown like any refusal.
    await expect(client.call(ENDPOINTS.actions.woodcutting, {})).rejects.toBeInstanceOf(
      RetryLaterError,
    );
    expect(onError).toHaveBeenCalledWith('Your action is not ready yet.');
  });

  it('an aborted call rejects with the abort error and shows nothing', async () => {
    const onError = vi.fn();
    const controller = new AbortController();
    const client = createApiClient({
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
      onError,
    });
    const pending = client.call(ENDPOINTS.players.playersOnline, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the rejection when onError itself throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch } = fakeFetch('{"error":"No."}');
    const client = createApiClient({
      fetch,
      onError: () => {
        throw new Error('notifier broke');
      },
    });
    await expect(client.call(ENDPOINTS.misc.ping)).rejects.toThrow(new ApiError('No.'));
    consoleError.mockRestore();
  });
});

describe('default handlers', () => {
  it('show errors with the bus notify event', async () => {
    const notify = vi.fn();
    bus.on('notify', notify);
    const { fetch } = fakeFetch('');
    await expect(createApiClient({ fetch }).call(ENDPOINTS.misc.ping)).rejects.toBeInstanceOf(
      ServerDownError,
    );
    bus.off('notify', notify);
    expect(notify).toHaveBeenCalledWith({ kind: 'error', text: 'Server is down.' });
  });

  it('end the session with the bus logout event, reason expired', async () => {
    const logout = vi.fn();
    bus.on('logout', logout);
    const { fetch } = fakeFetch('{"fatalError":"logout"}');
    await expect(createApiClient({ fetch }).call(ENDPOINTS.misc.ping)).rejects.toBeInstanceOf(
      LogoutError,
    );
    bus.off('logout', logout);
    expect(logout).toHaveBeenCalledWith({ reason: 'expired' });
  });
});

describe('the calls the apps make', () => {
  const cases: [
    string,
    (client: ApiClient) => Promise<unknown>,
    string,
    Record<string, string> | null,
  ][] = [
    [
      'initial data',
      (c) => c.call(ENDPOINTS.initialData.load),
      'GET /php/_load_initial_data.php',
      null,
    ],
    [
      'refresh Autos',
      (c) => c.call(ENDPOINTS.actions.refresh),
      'GET /php/actions/refresh.php',
      null,
    ],
    ['ping', (c) => c.call(ENDPOINTS.misc.ping), 'GET /php/misc.php?mod=ping', null],
    [
      'players online',
      (c) => c.call(ENDPOINTS.players.playersOnline),
      'GET /php/misc.php?mod=playersOnline',
      null,
    ],
    ['logout', (c) => c.call(ENDPOINTS.misc.logout), 'GET /php/misc.php?mod=logout', null],
    [
      'change active mastery',
      (c) => c.call(ENDPOINTS.training.changeActiveMastery, { id: 3 }),
      'GET /php/misc.php?mod=changeActiveMastery&id=3',
      null,
    ],
    [
      'change active attribute',
      (c) => c.call(ENDPOINTS.training.changeActiveAttribute, { id: 0 }),
      'GET /php/misc.php?mod=changeActiveAttribute&id=0',
      null,
    ],
    [
      'stop action',
      (c) => c.call(ENDPOINTS.actions.stopAction),
      'GET /php/misc.php?mod=stopAction',
      null,
    ],
    [
      'get userid',
      (c) => c.call(ENDPOINTS.players.getUserid, { username: 'Some One' }),
      'POST /php/misc.php',
      { mod: 'getUserid', username: 'Some One' },
    ],
    [
      'solve captcha',
      (c) => c.call(ENDPOINTS.misc.captcha, { r: 'eyJhIjoxfQ==' }),
      'POST /php/misc.php',
      { mod: 'captcha', r: 'eyJhIjoxfQ==' },
    ],
    [
      'enter area',
      (c) => c.call(ENDPOINTS.battle.enterArea, { area: 2, mob: 5 }),
      'POST /php/areas.php',
      { mod: 'enterArea', area: '2', mob: '5' },
    ],
    [
      'enter area 14 with a power',
      (c) => c.call(ENDPOINTS.battle.enterArea, { area: 14, mob: 31, power: 1000 }),
      'POST /php/areas.php',
      { mod: 'enterArea', area: '14', mob: '31', power: '1000' },
    ],
    ['battle tick', (c) => c.call(ENDPOINTS.actions.battling), 'POST /php/actions/battle.php', {}],
    [
      'alchemy tick with its fields',
      (c) => c.call(ENDPOINTS.actions.alchemy, { itemid: 'health_potion', amount: 2 }),
      'POST /php/actions/alchemy.php',
      { itemid: 'health_potion', amount: '2' },
    ],
    [
      'register',
      (c) =>
        c.call(ENDPOINTS.account.register, {
          username: 'hero',
          password: 'long password',
          email: 'hero@example.com',
          ref: 12,
        }),
      'POST /php/account.php',
      {
        mod: 'register',
        username: 'hero',
        password: 'long password',
        email: 'hero@example.com',
        ref: '12',
      },
    ],
    [
      'register without email',
      (c) =>
        c.call(ENDPOINTS.account.register, {
          username: 'hero',
          password: 'long password',
          ref: undefined,
        }),
      'POST /php/account.php',
      { mod: 'register', username: 'hero', password: 'long password' },
    ],
    [
      'login',
      (c) => c.call(ENDPOINTS.account.login, { username: 'hero', password: 'pw' }),
      'POST /php/account.php',
      { mod: 'login', username: 'hero', password: 'pw' },
    ],
  ];

  it.each(cases)('%s', async (_name, call, request, form) => {
    const { client, calls } = setup('true');
    await call(client);
    expect(`${String(calls[0]?.init.method)} ${String(calls[0]?.url)}`).toBe(request);
    if (form) expect(formOf(calls[0])).toEqual(form);
  });

  it('posts the tick of any action, chosen at run time, to its own endpoint', async () => {
    const { client, calls } = setup('{"delay":6000,"autos":1}');
    for (const action of ACTION_TYPES) {
      await client.call(ENDPOINTS.actions[action], { event: 1 }, { silent: true });
    }
    expect(calls.map((call) => `${String(call.init.method)} ${call.url}`)).toEqual(
      ACTION_TYPES.map((action) => `POST /php/actions/${ACTION_ENDPOINTS[action]}`),
    );
    expect(calls.map(formOf)).toEqual(ACTION_TYPES.map(() => ({ event: '1' })));
  });

  it('gives the captcha challenge url under the base', () => {
    expect(createApiClient().captchaChallengeUrl).toBe('/php/misc.php?mod=captchaChallenge');
  });
});

describe('ACTION_ENDPOINTS', () => {
  it('maps every action type to its own endpoint file', () => {
    expect(Object.keys(ACTION_ENDPOINTS).sort()).toEqual([...ACTION_TYPES].sort());
    const files = Object.values(ACTION_ENDPOINTS);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^[a-z_]+\.php$/);
    expect(ACTION_ENDPOINTS.battling).toBe('battle.php');
    expect(ACTION_ENDPOINTS.specialBattling).toBe('specialbattle.php');
  });
});

describe('the shared api', () => {
  it('uses the options given to configureApi, base and captcha url included', async () => {
    const { fetch, calls } = fakeFetch('{"error":"Nope."}');
    const onError = vi.fn();
    configureApi({ base: '/api/', fetch, onError });
    await expect(
      api.call(ENDPOINTS.training.changeActiveMastery, { id: 1 }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls[0]?.url).toBe('/api/misc.php?mod=changeActiveMastery&id=1');
    expect(onError).toHaveBeenCalledWith('Nope.');
    expect(api.base).toBe('/api/');
    expect(api.captchaChallengeUrl).toBe('/api/misc.php?mod=captchaChallenge');
  });

  it('returns to the defaults when configured again without options', () => {
    configureApi({ base: '/elsewhere/' });
    configureApi();
    expect(api.base).toBe('/php/');
  });
});

describe('call: an endpoint of the table', () => {
  it('GETs a query with the mod from the table and answers the server JSON', async () => {
    const { client, calls } = setup('{"page":1}');
    await expect(client.call(ENDPOINTS.training.changeActiveAttribute, { id: 3 })).resolves.toEqual(
      {
        page: 1,
      },
    );
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.url).toBe('/php/misc.php?mod=changeActiveAttribute&id=3');
  });

  it('POSTs a form with the mod first and objects JSON-encoded', async () => {
    const { client, calls } = setup('{"itemsToAdd":[]}');
    await client.call(ENDPOINTS.inventory.destroyItems, {
      type: 'iron_ore',
      data: [{ id: 'iron_ore', amount: 2 }],
    });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.url).toBe('/php/items.php');
    expect(formOf(calls[0])).toEqual({
      mod: 'destroyItems',
      type: 'iron_ore',
      data: '[{"id":"iron_ore","amount":2}]',
    });
  });

  it('sends no mod for a file with one operation, and no fields when none are needed', async () => {
    const { client, calls } = setup('{"delay":6000,"autos":1}');
    await client.call(ENDPOINTS.actions.battling);
    await client.call(ENDPOINTS.profile.load, { id: 7 });
    expect(calls[0]?.url).toBe('/php/actions/battle.php');
    expect(formOf(calls[0])).toEqual({});
    expect(calls[1]?.url).toBe('/php/profile.php');
    expect(formOf(calls[1])).toEqual({ id: '7' });
  });

  it('fails like any call: an error answer is shown and rejects with ApiError', async () => {
    const { client, onError } = setup('{"error":"Not enough gold."}');
    await expect(client.call(ENDPOINTS.equipment.upgradeLevel, { id: 1 })).rejects.toBeInstanceOf(
      ApiError,
    );
    // The request's type comes from the table: a required field cannot be left out.
    // @ts-expect-error id is required
    await expect(client.call(ENDPOINTS.equipment.upgradeLevel)).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledWith('Not enough gold.');
  });
});
