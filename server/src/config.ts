/** Server settings, read once from the environment (see the README for each variable). */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DEFAULT_POOL_SIZE } from './db/database';
import { LOG_LEVELS, type LogLevel } from './operations/logging';

export interface ServerConfig {
  /** HTTP port of the API, the shell and the remote registry. */
  port: number;
  /** Port of the chat WebSocket (the spec fixes 8188). */
  chatPort: number;
  /** The chat socket's port players connect to (PUBLIC_CHAT_PORT; a proxy's, in a cluster). */
  publicChatPort: number;
  /** `redis://...` (REDIS_URL): join the other instances sharing it (see cluster/). */
  redisUrl: string | null;
  /** Where the SQLite file lives. `:memory:` keeps everything in memory (tests). */
  dataDir: string;
  /** `postgres://...` (DATABASE_URL): run on PostgreSQL instead of the SQLite file. */
  databaseUrl: string | null;
  /** Connections to PostgreSQL one server may open (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /**
   * The public origin of the game (`https://game.example.com`): a request that names another
   * Origin is refused. Null: the request's own origin, when its host is a loopback name, an IP
   * address or `publicHost`.
   */
  publicOrigin: string | null;
  /** The host name the remote registry points browsers at (PUBLIC_HOST): the game's own too. */
  publicHost: string | null;
  /** Enables `dev.php` for tests; refused in production. */
  devTools: boolean;
  production: boolean;
  /** The shell's production build, served at `/`; null when not built. */
  shellDir: string | null;
  /** The remote registry served at `/remotes.json`. */
  remotesFile: string | null;
  /** Seconds a login session lasts. */
  sessionTtlSeconds: number;
  /** Secret that signs captcha challenges; random per start when not set. */
  captchaSecret: string | null;
  /**
   * Reverse proxies in front of the server (TRUST_PROXY): the client address (rate limits) is the
   * X-Forwarded-For entry that many hops from the socket, the one the outermost proxy appended;
   * what the client wrote before it is ignored. 0: no proxy, the socket's address.
   */
  trustProxy: number;
  /**
   * Who takes payments (PAYMENT_PROVIDER): `sandbox` (the server's own pay page, for development
   * and tests) or `stripe`. Outside production it defaults to the sandbox; in production to none
   * (the premium store refuses checkouts).
   */
  paymentProvider: 'sandbox' | 'stripe' | null;
  /** Stripe's secret API key (STRIPE_SECRET_KEY) and webhook signing secret (STRIPE_WEBHOOK_SECRET). */
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** Secret that signs the sandbox's webhooks (SANDBOX_WEBHOOK_SECRET); random per start by default. */
  sandboxWebhookSecret: string;
  /** The log's level (LOG_LEVEL, default info): `debug` adds a line per request. */
  logLevel: LogLevel;
  /**
   * Where `GET /metrics` (Prometheus) is served: a listener of its own on METRICS_PORT (unset:
   * none, so instances on one machine never fight over a port), bound to METRICS_HOST (default
   * 127.0.0.1, this machine only). Never the game's public port.
   */
  metrics: { host: string; port: number } | null;
  /**
   * How long a stopping instance keeps answering after its readiness turned 503
   * (SHUTDOWN_DELAY_MS, default 0, at most 5,000): time for a probe that polls /readyz (a
   * Kubernetes readiness probe, a load balancer's health check) to see it before the listener
   * closes. nginx needs none: it moves on at the refused connection.
   */
  shutdownDelayMs: number;
}

/** The longest SHUTDOWN_DELAY_MS: the whole stop must fit in its 10 s. */
export const MAX_SHUTDOWN_DELAY_MS = 5000;

function shutdownDelayFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0 || parsed > MAX_SHUTDOWN_DELAY_MS) {
    throw new Error(
      `SHUTDOWN_DELAY_MS must be a whole number of milliseconds from 0 to ${MAX_SHUTDOWN_DELAY_MS}, got ${value}`,
    );
  }
  return parsed;
}

function logLevelFrom(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((known) => known === value);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${value}`);
  return level;
}

function metricsFrom(env: NodeJS.ProcessEnv): ServerConfig['metrics'] {
  if (env.METRICS_PORT === undefined || env.METRICS_PORT === '') return null;
  return {
    host: env.METRICS_HOST || '127.0.0.1',
    port: intFrom(env.METRICS_PORT, 0, 'METRICS_PORT'),
  };
}

export const SANDBOX_IN_PRODUCTION_TEXT =
  'PAYMENT_PROVIDER=sandbox is refused in production (NODE_ENV=production): its Pay page gives credits away. Use stripe, or leave PAYMENT_PROVIDER unset to refuse checkouts.';

function paymentProviderFrom(
  value: string | undefined,
  production: boolean,
): ServerConfig['paymentProvider'] {
  if (value === undefined || value === '') return production ? null : 'sandbox';
  // The sandbox's open Pay page pays anyone's checkout: free credits on a real server.
  if (value === 'sandbox' && production) throw new Error(SANDBOX_IN_PRODUCTION_TEXT);
  if (value === 'sandbox' || value === 'stripe') return value;
  throw new Error(`PAYMENT_PROVIDER must be sandbox or stripe, got ${value}`);
}

function poolSizeFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_POOL_SIZE;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number of at least 1, got ${value}`);
  }
  return parsed;
}

function proxyHopsFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0 || parsed > 10) {
    throw new Error(`TRUST_PROXY must be the number of proxies in front (0 to 10), got ${value}`);
  }
  return parsed;
}

/** An origin as browsers send it (`scheme://host[:port]`), so comparisons are exact. */
function originFrom(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const origin = URL.canParse(value) ? new URL(value).origin : 'null';
  if (origin === 'null') {
    throw new Error(
      `PUBLIC_ORIGIN must be an origin such as https://game.example.com, got ${value}`,
    );
  }
  return origin;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a port number, got ${value}`);
  }
  return parsed;
}

export function configFromEnv(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const devTools = env.GAME_DEV_TOOLS === '1';
  if (devTools && production) {
    throw new Error('GAME_DEV_TOOLS=1 is refused in production (NODE_ENV=production).');
  }
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    chatPort: intFrom(env.CHAT_PORT, 8188, 'CHAT_PORT'),
    publicChatPort: intFrom(
      env.PUBLIC_CHAT_PORT,
      intFrom(env.CHAT_PORT, 8188, 'CHAT_PORT'),
      'PUBLIC_CHAT_PORT',
    ),
    redisUrl: env.REDIS_URL || null,
    dataDir: env.DATA_DIR ?? join(root, 'data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: poolSizeFrom(env.DATABASE_POOL_SIZE),
    publicOrigin: originFrom(env.PUBLIC_ORIGIN),
    publicHost: env.PUBLIC_HOST?.toLowerCase() || null,
    devTools,
    production,
    shellDir: env.SHELL_DIR ?? join(root, 'shell', 'dist'),
    remotesFile: env.REMOTES_FILE ?? null,
    sessionTtlSeconds: 30 * 24 * 3600,
    captchaSecret: env.CAPTCHA_SECRET ?? null,
    trustProxy: proxyHopsFrom(env.TRUST_PROXY),
    logLevel: logLevelFrom(env.LOG_LEVEL),
    metrics: metricsFrom(env),
    shutdownDelayMs: shutdownDelayFrom(env.SHUTDOWN_DELAY_MS),
    ...paymentConfigFrom(env, production),
  };
}

function paymentConfigFrom(
  env: NodeJS.ProcessEnv,
  production: boolean,
): Pick<
  ServerConfig,
  'paymentProvider' | 'stripeSecretKey' | 'stripeWebhookSecret' | 'sandboxWebhookSecret'
> {
  const paymentProvider = paymentProviderFrom(env.PAYMENT_PROVIDER, production);
  const stripeSecretKey = env.STRIPE_SECRET_KEY || null;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  if (paymentProvider === 'stripe') {
    // Stripe's return addresses must be absolute: the game's public origin.
    if (stripeSecretKey === null || stripeWebhookSecret === null || !env.PUBLIC_ORIGIN) {
      throw new Error(
        'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and PUBLIC_ORIGIN.',
      );
    }
  }
  return {
    paymentProvider,
    stripeSecretKey,
    stripeWebhookSecret,
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
  };
}
