/**
 * The request layer (spec 000 section 7): every call under one base path, POST bodies
 * form-encoded with objects JSON-encoded, and one way of failing:
 * - an answer with an `error` field: the text is shown (onError) and the call rejects with ApiError;
 * - `{"fatalError": "logout"}`: onLogout, and the call rejects with LogoutError;
 * - an empty or unreadable answer, or a network failure: "Server is down." is shown and the call
 *   rejects with ServerDownError (not shown when the call is `silent`);
 * - an `error` answer with `retryIn` (a tick before its time): RetryLaterError, shown unless the
 *   call is `silent`.
 */
import type { AnswerOf, Endpoint, RequestOf } from '@idle/contracts';
import { API_BASE, ENDPOINTS } from '@idle/contracts';
import { bus } from '@idle/events';
import { encodeForm, withQuery } from './encoding';
import type { FormBody, QueryParams } from './encoding';
import { ApiError, LogoutError, RetryLaterError, ServerDownError } from './errors';

/** What the client needs of `fetch`; `globalThis.fetch` fits, and so does a test fake. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'text'>>;

export interface ApiClientOptions {
  /** Prefix of every path. Default: API_BASE ("/php/"). */
  base?: string;
  /** Default: `globalThis.fetch`, looked up at each call. */
  fetch?: FetchLike;
  /** Shows an error text. Default: emits the bus `notify` event with kind 'error'. */
  onError?: (text: string) => void;
  /** The session is gone. Default: emits the bus `logout` event with reason 'expired'. */
  onLogout?: () => void;
}

export interface RequestOptions {
  /**
   * Do not show "Server is down." or a retry-later refusal (the action loop retries a tick
   * quietly). Any other `error` answer is still shown and a logout still happens.
   */
  silent?: boolean;
  /** Aborting rejects with the abort error and shows nothing. */
  signal?: AbortSignal;
}

/**
 * The fields of a call: none may be passed for an endpoint that takes none (or only optional
 * ones), and the request's own type otherwise.
 */
export type CallArguments<E extends Endpoint> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required field"
  {} extends RequestOf<E>
    ? [fields?: RequestOf<E>, options?: RequestOptions]
    : [fields: RequestOf<E>, options?: RequestOptions];

export interface ApiClient {
  /** The base path in use. */
  readonly base: string;
  /**
   * Calls an endpoint of the table (`ENDPOINTS` in @idle/contracts): GET with a query string or
   * POST with a form body, `mod` added from the table, and the table's answer type.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArguments<E>): Promise<AnswerOf<E>>;
  /**
   * Where the captcha widget fetches its challenge itself (`ENDPOINTS.misc.captchaChallenge`
   * under the base): `<base>misc.php?mod=captchaChallenge`.
   */
  readonly captchaChallengeUrl: string;
}

interface ResolvedOptions {
  base: string;
  fetch: FetchLike;
  onError: (text: string) => void;
  onLogout: () => void;
}

const globalFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

function showOnBus(text: string): void {
  bus.emit('notify', { kind: 'error', text });
}

function logoutOnBus(): void {
  bus.emit('logout', { reason: 'expired' });
}

export function resolveOptions(options: ApiClientOptions = {}): ResolvedOptions {
  return {
    base: options.base ?? API_BASE,
    fetch: options.fetch ?? globalFetch,
    onError: options.onError ?? showOnBus,
    onLogout: options.onLogout ?? logoutOnBus,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs a callback of the caller without letting its own failure replace the call's error. */
function safely(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    console.error('[@idle/api-client] handler failed', error);
  }
}

/** A client whose options are read at each call from `current()` (so `api` can be configured). */
export function buildClient(current: () => ResolvedOptions): ApiClient {
  function fail(error: ApiError, silent: boolean): never {
    if (!silent) {
      const { onError } = current();
      safely(() => {
        onError(error.message);
      });
    }
    throw error;
  }

  async function send<Answer>(
    path: string,
    init: RequestInit,
    options: RequestOptions,
  ): Promise<Answer> {
    const config = current();
    const silent = options.silent === true;
    const url = config.base + path.replace(/^\/+/, '');
    if (options.signal) init.signal = options.signal;
    let text: string;
    try {
      // Called as a plain function: a browser's fetch refuses a `this` other than the window.
      const doFetch = config.fetch;
      const response = await doFetch(url, init);
      text = await response.text();
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return fail(new ServerDownError(), silent);
    }
    if (text.trim() === '') return fail(new ServerDownError(), silent);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return fail(new ServerDownError(), silent);
    }
    if (isRecord(answer)) {
      if (answer.fatalError === 'logout') {
        safely(config.onLogout);
        throw new LogoutError();
      }
      const refusal = answer.error ?? answer.fatalError;
      if (refusal !== undefined && refusal !== null) {
        const text = typeof refusal === 'string' ? refusal : JSON.stringify(refusal);
        if (typeof answer.retryIn === 'number' && answer.retryIn >= 0) {
          return fail(new RetryLaterError(text, answer.retryIn), silent);
        }
        // Any other error answer is shown even for a silent call.
        return fail(new ApiError(text), false);
      }
    }
    return answer as Answer;
  }

  function get<Answer>(path: string, query?: QueryParams, options: RequestOptions = {}) {
    return send<Answer>(
      withQuery(path, query),
      {
        method: 'GET',
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      },
      options,
    );
  }

  function post<Answer>(path: string, body: FormBody, options: RequestOptions = {}) {
    return send<Answer>(
      path,
      {
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
        },
        body: encodeForm(body),
      },
      options,
    );
  }

  function call<E extends Endpoint>(endpoint: E, ...[fields, options]: CallArguments<E>) {
    const named: FormBody =
      endpoint.mod === null ? { ...fields } : { mod: endpoint.mod, ...fields };
    return endpoint.method === 'GET'
      ? get<AnswerOf<E>>(endpoint.file, named, options)
      : post<AnswerOf<E>>(endpoint.file, named, options);
  }

  return {
    get base() {
      return current().base;
    },
    call,
    get captchaChallengeUrl() {
      const { file, mod } = ENDPOINTS.misc.captchaChallenge;
      return current().base + withQuery(file, { mod });
    },
  };
}

/** A client of its own (tests, tools); apps use the shared `api`. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const resolved = resolveOptions(options);
  return buildClient(() => resolved);
}
