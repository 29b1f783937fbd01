/**
 * A fake `fetch` that answers from a table instead of the network, for the request layer
 * (`configureApi({ fetch })` of @idle/api-client) and for code that calls the global `fetch`
 * (the shell's remote registry, `/remotes.json`). It records every call.
 */
import { configureApi } from '@idle/api-client';
import { API_BASE } from '@idle/contracts';
import { sampleInitialData } from './initial-data';
import { sampleOnlinePlayers } from './players';

/** One call the fake received. */
export interface FakeRequest {
  /** The URL as called. */
  url: string;
  /** The path without the API base (`/php/`), the leading slash and the query: `areas.php`. */
  path: string;
  /** `mod` of the query string or of the form body; null without one. */
  mod: string | null;
  method: string;
  /** The query parameters and the form fields together. */
  params: Record<string, string>;
}

/** Computes an answer from the request. */
export type FakeHandler = (request: FakeRequest) => unknown;

/**
 * Answers by key: `"<path>?mod=<mod>"` is looked up first, then `"<path>"`. A value is sent
 * JSON-encoded; a `Response` is sent as it is (an empty body, a 500...); a function is called
 * with the request and its result is sent. A request that matches no key gets an empty 404,
 * which the request layer reads as "Server is down.".
 */
export type FakeAnswers = Readonly<Record<string, unknown>>;

export interface FakeFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** Every request, oldest first. */
  readonly calls: FakeRequest[];
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

function parseRequest(input: RequestInfo | URL, init: RequestInit | undefined): FakeRequest {
  const url = urlOf(input);
  const parsed = new URL(url, 'http://localhost');
  const params: Record<string, string> = {};
  parsed.searchParams.forEach((value, name) => {
    params[name] = value;
  });
  if (typeof init?.body === 'string') {
    new URLSearchParams(init.body).forEach((value, name) => {
      params[name] = value;
    });
  }
  let path = parsed.pathname;
  if (path.startsWith(API_BASE)) path = path.slice(API_BASE.length);
  path = path.replace(/^\/+/, '');
  const method = (
    init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
  ).toUpperCase();
  return { url, path, mod: params.mod ?? null, method, params };
}

function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  const body = answer === undefined ? '' : JSON.stringify(answer);
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** A fake `fetch` answering from `answers` (see FakeAnswers). */
export function fakeFetch(answers: FakeAnswers): FakeFetch {
  const calls: FakeRequest[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = parseRequest(input, init);
    calls.push(request);
    const keys =
      request.mod === null ? [request.path] : [`${request.path}?mod=${request.mod}`, request.path];
    const key = keys.find((candidate) => Object.hasOwn(answers, candidate));
    if (key === undefined) return new Response('', { status: 404 });
    const answer: unknown = answers[key];
    const value: unknown =
      typeof answer === 'function' ? await (answer as FakeHandler)(request) : answer;
    return toResponse(value);
  };
  return Object.assign(fake, { calls });
}

/**
 * A fake server's handler whose answer never comes: the screen stays loading, a button pending.
 * Nothing has to end it when the test ends: the next `configureApi` (`useFakeApi`) starts the
 * query cache afresh, so a load left in flight holds no key of a later test.
 */
export function answerNever(): Promise<never> {
  return new Promise(() => undefined);
}

/** The name of the mob `id` in the sample areas, or null. */
function sampleMobName(id: number): string | null {
  for (const area of Object.values(sampleInitialData().areaData)) {
    const found = area.mobs.find((mob) => mob.id === id);
    if (found) return found.name;
  }
  return null;
}

/**
 * What a game server accepting everything answers to the calls the shell and the battle remote
 * make, for stories (so a click never reaches the network) and as a base for tests:
 * `fakeFetch({ ...sampleApiAnswers(), 'misc.php?mod=changeActiveAttribute': false })`.
 * `remotes.json` lists no remote.
 */
export function sampleApiAnswers(): Record<string, unknown> {
  return {
    'account.php': { success: true },
    'areas.php?mod=enterArea': (request: FakeRequest) => {
      const name = sampleMobName(Number(request.params.mob));
      return name === null ? { error: 'That mob does not exist in that area.' } : { mobName: name };
    },
    'misc.php?mod=changeActiveAttribute': true,
    'misc.php?mod=changeActiveMastery': true,
    'misc.php?mod=playersOnline': sampleOnlinePlayers(),
    'misc.php?mod=logout': { success: true },
    'misc.php?mod=stopAction': { success: true },
    'misc.php?mod=ping': { success: true },
    'actions/refresh.php': { autos: 150 },
    'remotes.json': [],
  };
}

/** Points the shared request layer at a fake server answering `answers`; returns the fake. */
export function useFakeApi(answers: FakeAnswers): FakeFetch {
  const fetch = fakeFetch(answers);
  configureApi({ fetch });
  return fetch;
}
