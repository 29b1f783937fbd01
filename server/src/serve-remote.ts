/**
 * Serves one remote's production build on its own origin, as a separate deployment would:
 * CORS open (the shell on another origin fetches the manifest and chunks), nosniff, the manifest
 * and the remote entry never cached, content-hashed chunks cached for a year.
 *
 *   tsx server/src/serve-remote.ts <dist folder> <port>
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

/** Content-hashed file names (`index.5c25d41ae1.js`) never change: cache them for good. */
export function cacheControlFor(path: string): string {
  return /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/.test(path)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

export async function buildRemoteHost(root: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compress, { threshold: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    // Scripts and styles run only when served as what they are.
    reply.header('x-content-type-options', 'nosniff');
  });
  await app.register(fastifyStatic, {
    root,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(path));
    },
  });
  return app;
}

async function main() {
  const [dir, portText] = process.argv.slice(2);
  const port = Number(portText);
  if (!dir || !Number.isSafeInteger(port)) {
    console.error('usage: serve-remote <dist folder> <port>');
    process.exit(2);
  }
  const root = resolve(dir);
  if (!existsSync(root)) {
    console.error(`No build at ${root}: build the remote first.`);
    process.exit(1);
  }
  const app = await buildRemoteHost(root);
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(`Serving ${root} on http://localhost:${port}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) void main();
