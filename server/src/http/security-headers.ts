/**
 * Security headers on every answer (@fastify/helmet): nosniff, no framing, and a content security
 * policy. API answers are data and get a policy that allows nothing. The shell's pages and files
 * get the policy the composed game needs, built per request from the remote registry and the
 * settings, so a remote deployed on a new origin is allowed as soon as the registry names it:
 * - scripts and styles from the page's origin and from each remote's origin;
 * - connections to those origins (manifests), and to the live socket on the chat port;
 * - workers from `blob:` (the action loop's timers and the captcha's proof of work run in workers
 *   built from blobs);
 * - inline styles: the captcha widget adds a `<style>` element (React's style props use the
 *   CSSOM, which a policy does not restrict). Scripts stay without any inline allowance.
 */
import helmet from '@fastify/helmet';
import { API_BASE } from '@idle/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { pageOrigin } from './guards';

type Directives = Record<string, string[]>;

/** The installed game's service worker (shell/sw/), at the root so its scope is the game. */
export const SERVICE_WORKER_PATH = '/sw.js';

const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The origins of the registry's remotes (`[{remote, entry}]`), remembered for the last text
 * read: the registry changes rarely and the shell's pages ask often.
 */
function remoteOriginsOf(): (registryText: string | null) => string[] {
  let seen: { text: string; origins: string[] } | null = null;
  return (text) => {
    if (text === null) return [];
    if (seen?.text !== text) seen = { text, origins: parseOrigins(text) };
    return seen.origins;
  };
}

function parseOrigins(text: string): string[] {
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  const origins = new Set<string>();
  for (const entry of entries as unknown[]) {
    const url = (entry as { entry?: unknown } | null)?.entry;
    if (typeof url !== 'string' || !URL.canParse(url)) continue;
    const { origin, protocol } = new URL(url);
    if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
  }
  return [...origins];
}

/** `ws://host:port` of the live socket, on the page's host (where the shell opens it). */
function liveSocketSource(request: FastifyRequest, config: ServerConfig): string {
  const page = new URL(pageOrigin(request, config) ?? `${request.protocol}://${request.host}`);
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${page.hostname}:${config.publicChatPort}`;
}

export async function installSecurityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
  readRegistry: () => string | null,
): Promise<void> {
  const https = config.publicOrigin?.startsWith('https:') === true;
  await app.register(helmet, {
    // Applied below: helmet builds its middleware anew for each answer it is applied to, which
    // cost API calls 2% of their CPU for headers that never change.
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
    frameguard: { action: 'deny' },
    // Only over HTTPS: a plain-HTTP answer must not promise HTTPS for the host name.
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
  });
  const remoteOrigins = remoteOriginsOf();
  /** What helmet sets on data answers, taken from the first one (it depends on nothing else). */
  let dataHeaders: [string, string | number | string[]][] | null = null;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(API_BASE) || request.url === '/remotes.json') {
      if (dataHeaders !== null) {
        for (const [name, value] of dataHeaders) reply.raw.setHeader(name, value);
        return;
      }
      const before = new Set(reply.raw.getHeaderNames());
      reply.helmet();
      dataHeaders = Object.entries(reply.raw.getHeaders()).flatMap(([name, value]) =>
        before.has(name) || value === undefined ? [] : [[name, value]],
      );
      return;
    }
    const remotes = remoteOrigins(readRegistry());
    const directives: Directives = {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...remotes],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
      'connect-src': ["'self'", ...remotes, liveSocketSource(request, config)],
      'worker-src': ["'self'", 'blob:'],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", ...remotes],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    };
    if (request.url.split('?')[0] === SERVICE_WORKER_PATH) {
      // The service worker fetches the remotes' chunks for the pages. Its policy is the one it was
      // installed with and a registry change does not reinstall it, so it may reach any web
      // origin: what loads is still decided by the pages' own policies.
      directives['connect-src'] = ["'self'", 'https:', 'http:'];
    }
    reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives } });
  });
}
