/**
 * The spec's call style: one PHP-like path per area, the operation named by `mod` in the query
 * string (GET) or the form body (POST). Each mod declares its method, its zod schema and whether
 * it needs a session; the dispatcher validates before any handler runs.
 */
import { API_BASE } from '@idle/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { GameContext } from '../game/context';
import { GameError } from './errors';

type Method = 'GET' | 'POST';

export interface CallContext {
  game: GameContext;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's user id; 0 for calls that need no session. */
  userId: number;
}

export interface ModDefinition<Schema extends z.ZodType = z.ZodType> {
  method: Method;
  schema: Schema;
  /** Calls such as login work without a session. */
  public?: boolean;
  /** Action ticks keep what the player's action cached; every other call makes it read afresh. */
  keepsActionCache?: boolean;
  handle(input: z.infer<Schema>, call: CallContext): Promise<unknown>;
}

/** Helper that keeps each mod's input type tied to its schema. */
export function mod<Schema extends z.ZodType>(definition: ModDefinition<Schema>): ModDefinition {
  return definition;
}

const NO_SESSION = { fatalError: 'logout' } as const;

/** Answers for a request without a valid session, whatever the call. */
export function sendLogout(reply: FastifyReply): FastifyReply {
  return reply.code(401).send(NO_SESSION);
}

/**
 * Registers `/php/<file>` for GET and POST, dispatching by `mod`. Files with a single operation
 * (the action ticks) register under the key `''` and take no `mod`.
 */
export function registerEndpoint(
  app: FastifyInstance,
  game: GameContext,
  file: string,
  mods: Record<string, ModDefinition>,
  options: { rateLimit?: { max: number; timeWindow: number } } = {},
): void {
  const methods = new Set(Object.values(mods).map((definition) => definition.method));
  for (const method of methods) {
    app.route({
      method,
      url: `${API_BASE}${file}`,
      config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
      handler: async (request, reply) => {
        const raw = (method === 'GET' ? request.query : request.body) ?? {};
        if (typeof raw !== 'object' || Array.isArray(raw)) {
          throw new GameError('Malformed request.');
        }
        const fields = raw as Record<string, unknown>;
        const name = mods[''] ? '' : fields.mod;
        const definition = typeof name === 'string' ? mods[name] : undefined;
        if (!definition || definition.method !== method) {
          const listed = Object.entries(mods)
            .filter(([, candidate]) => candidate.method === method)
            .map(([key]) => key);
          throw new GameError(
            typeof name === 'string' && name !== ''
              ? `Unknown mod "${name.slice(0, 40)}". Expected one of: ${listed.join(', ')}.`
              : `mod is missing. Expected one of: ${listed.join(', ')}.`,
          );
        }
        let userId = 0;
        if (!definition.public) {
          const found = await game.sessions.userIdFor(request, game.clock.now());
          if (found === null) return sendLogout(reply);
          userId = found;
          if (!definition.keepsActionCache) game.actionCache.forget(userId);
        }
        const input: unknown = definition.schema.parse(fields, { reportInput: true });
        const answer = await definition.handle(input, { game, request, reply, userId });
        // Always JSON, strings included ("-", "success"), so the client parses one format.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
      },
    });
  }
}
