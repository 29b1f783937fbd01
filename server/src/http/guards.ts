/**
 * What every request passes before any route sees it: the client address behind the configured
 * proxies, the address length, and the origin check. Each refusal is a clear `{error}` answer.
 */
import { isIP } from 'node:net';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

export const FOREIGN_ORIGIN_TEXT = 'Requests from other sites are refused.';
export const URL_TOO_LONG_TEXT = 'The address is too long.';
export const HEADERS_TOO_LARGE_TEXT = 'The request headers are too large.';
export const MALFORMED_REQUEST_TEXT = 'Malformed request.';

/**
 * Longest address answered (the spec's calls stay far below). nginx's default buffers refuse
 * longer ones too.
 */
export const MAX_URL_LENGTH = 8 * 1024;
/**
 * Node's limit for the request line and headers together. A request over it cannot be read to
 * its end, so the connection closes after the answer; a URL over MAX_URL_LENGTH but under this
 * is answered 414 and the connection stays open for the next request.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Fastify's trust function for `hops` proxies: the socket's peer and the X-Forwarded-For entries
 * the other proxies appended are trusted, so the client address is the entry the outermost proxy
 * wrote, whatever the client put before it. Fastify takes a function, not the count: given a
 * number it trusts nothing.
 */
export function trustedProxyHops(
  hops: number,
): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** Loopback names and IP literals: a DNS-rebinding page always carries a name of its own. */
function isLocalHostname(hostname: string, publicHost: string | null): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    isIP(bare) !== 0 ||
    (publicHost !== null && bare === publicHost)
  );
}

/**
 * The origin the game's pages have for this request: PUBLIC_ORIGIN, or else the request's own
 * scheme and host when that host is the game's (null when it is foreign).
 */
export function pageOrigin(request: FastifyRequest, config: ServerConfig): string | null {
  if (config.publicOrigin !== null) return config.publicOrigin;
  const own = `${request.protocol}://${request.host}`;
  if (!URL.canParse(own)) return null;
  return isLocalHostname(new URL(own).hostname, config.publicHost) ? own : null;
}

export function installRequestGuards(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply.code(414).send({ error: URL_TOO_LONG_TEXT });
    }
    // Browsers name the page's origin on every cross-site request and every POST; requests
    // without one (links, tools) are not a browser acting for another site.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== pageOrigin(request, config)) {
      return reply.code(403).send({ error: FOREIGN_ORIGIN_TEXT });
    }
  });
}

/**
 * Answers a request Node could not parse (headers over MAX_HEADER_BYTES, a broken request line)
 * with the API's `{error}` shape. The parser cannot go on after such an error, so the connection
 * closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE_TEXT]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', MALFORMED_REQUEST_TEXT];
  const body = JSON.stringify({ error: text });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
