/** Server settings, read once from the environment (see the README for each variable). */
import { join } from 'node:path';

export interface ServerConfig {
  /** HTTP port of the API, the shell and the remote registry. */
  port: number;
  /** Port of the chat WebSocket (the spec fixes 8188). */
  chatPort: number;
  /** Where the SQLite file lives. `:memory:` keeps everything in memory (tests). */
  dataDir: string;
  /** The public origin of the game, for the POST origin check; null allows any localhost port. */
  publicOrigin: string | null;
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
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits). Off by
   * default, since a client could otherwise pick its own address. */
  trustProxy: boolean;
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
    dataDir: env.DATA_DIR ?? join(root, 'data'),
    publicOrigin: env.PUBLIC_ORIGIN ?? null,
    devTools,
    production,
    shellDir: env.SHELL_DIR ?? join(root, 'shell', 'dist'),
    remotesFile: env.REMOTES_FILE ?? null,
    sessionTtlSeconds: 30 * 24 * 3600,
    captchaSecret: env.CAPTCHA_SECRET ?? null,
    trustProxy: env.TRUST_PROXY === '1',
  };
}
