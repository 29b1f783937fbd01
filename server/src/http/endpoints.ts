/**
 * The spec's call style: one PHP-like path per area, the operation named by `mod` in the query
 * string (GET) or the form body (POST). Every call is declared once in the contracts' ENDPOINTS
 * table (file, mod, method, session, schema, answer); the server gives each call that is not a
 * tick a handler (`Handlers<Group>`), and `registerTable` takes everything else from the table.
 * The dispatcher validates before any handler runs.
 */
import {
  API_BASE,
  listEndpoints,
  type AnswerOf,
  type Endpoint,
  type EndpointGroup,
  type Endpoints,
  type HttpMethod,
  type SchemaOf,
} from '@idle/contracts';
import { ENDPOINT_SCHEMAS } from '@idle/contracts/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodType, type z } from 'zod';
import type { GameContext } from '../game/context';
import { GameError } from './errors';

export interface CallContext {
  game: GameContext;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's user id; 0 for calls that need no session. */
  userId: number;
}

/** One call's handler: the request as its schema validated it in, the table's answer out. */
export type Handler<E> = (input: z.output<SchemaOf<E>>, call: CallContext) => Promise<AnswerOf<E>>;

/** A group's calls that are not ticks (the action pipeline answers the ticks). */
type CallName<Group extends EndpointGroup> = {
  [Name in keyof Endpoints[Group]]: Endpoints[Group][Name] extends { readonly action: null }
    ? Name
    : never;
}[keyof Endpoints[Group]];

/** A handler for every call of a group, each typed from the table. */
export type Handlers<Group extends EndpointGroup> = {
  readonly [Name in CallName<Group>]: Handler<Endpoints[Group][Name]>;
};

/** The handlers of the whole table, by group. */
export type TableHandlers = { readonly [Group in EndpointGroup]: Handlers<Group> };

export interface RateLimit {
  max: number;
  timeWindow: number;
}

export interface ModDefinition<Schema extends z.ZodType = z.ZodType> {
  method: HttpMethod;
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

/** What each app registered, by file and mod (`''` for a file with one operation). */
const registeredByApp = new WeakMap<FastifyInstance, Map<string, Map<string, HttpMethod>>>();

function registered(app: FastifyInstance): Map<string, Map<string, HttpMethod>> {
  let files = registeredByApp.get(app);
  if (!files) {
    files = new Map();
    registeredByApp.set(app, files);
  }
  return files;
}

/**
 * Registers `/php/<file>` for each method its mods use, dispatching by `mod`. A file with a
 * single operation (the action ticks) registers it under the key `''` and takes no `mod`.
 */
export function registerEndpoint(
  app: FastifyInstance,
  game: GameContext,
  file: string,
  mods: Record<string, ModDefinition>,
  options: { rateLimit?: RateLimit } = {},
): void {
  const known = registered(app);
  if (known.has(file)) throw new Error(`${file} is registered twice.`);
  known.set(file, new Map(Object.entries(mods).map(([name, { method }]) => [name, method])));
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

function describe(endpoint: Endpoint): string {
  return endpoint.mod === null ? endpoint.file : `${endpoint.file} mod ${endpoint.mod}`;
}

/** What `table[group][name]` holds, never reading a prototype's member. */
function entryAt(table: object, group: string, name: string): unknown {
  const byName: unknown = Object.hasOwn(table, group)
    ? (table as Record<string, unknown>)[group]
    : undefined;
  if (typeof byName !== 'object' || byName === null || !Object.hasOwn(byName, name)) {
    return undefined;
  }
  return (byName as Record<string, unknown>)[name];
}

/**
 * Registers every call of the table that is not a tick: its file, mod, method, session rule and
 * schema come from the table, its handler from `handlers`. Throws before registering anything
 * when a call has no handler or a handler answers no call of the table (a start-up failure).
 */
export function registerTable(
  app: FastifyInstance,
  game: GameContext,
  handlers: TableHandlers,
  options: { rateLimits?: Record<string, RateLimit> } = {},
): void {
  const endpoints = listEndpoints();
  const problems: string[] = [];
  const files = new Map<string, Record<string, ModDefinition>>();
  for (const { group, name, endpoint } of endpoints) {
    if (endpoint.action !== null) continue;
    const handle = entryAt(handlers, group, name);
    const schema = entryAt(ENDPOINT_SCHEMAS, group, name);
    const mods = files.get(endpoint.file) ?? {};
    const key = endpoint.mod ?? '';
    if (typeof handle !== 'function') {
      problems.push(`${describe(endpoint)} (${group}.${name}) has no handler`);
    } else if (!(schema instanceof ZodType)) {
      problems.push(`${describe(endpoint)} (${group}.${name}) has no schema`);
    } else if (Object.hasOwn(mods, key)) {
      problems.push(`${describe(endpoint)} is declared twice`);
    } else {
      mods[key] = {
        method: endpoint.method,
        schema,
        public: endpoint.public,
        handle: handle as ModDefinition['handle'],
      };
      files.set(endpoint.file, mods);
    }
  }
  const calls = new Set(
    endpoints
      .filter(({ endpoint }) => endpoint.action === null)
      .map(({ group, name }) => `${group}.${name}`),
  );
  for (const [group, byName] of Object.entries(handlers)) {
    for (const name of Object.keys(byName)) {
      if (!calls.has(`${group}.${name}`)) {
        problems.push(`handler ${group}.${name} answers no call of the endpoint table`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`Endpoint registration: ${problems.join('; ')}.`);
  for (const [file, mods] of files) {
    const rateLimit = options.rateLimits?.[file];
    registerEndpoint(app, game, file, mods, rateLimit ? { rateLimit } : {});
  }
}

/**
 * The start-up check after every registration: each file and mod the app registered is a call
 * of the table with the table's method, except the files named in `outsideTable` (test support).
 */
export function checkRegisteredEndpoints(
  app: FastifyInstance,
  outsideTable: readonly string[] = [],
): void {
  const declared = new Map(
    listEndpoints().map(({ endpoint }) => [
      `${endpoint.file} ${endpoint.mod ?? ''}`,
      endpoint.method,
    ]),
  );
  const problems: string[] = [];
  for (const [file, mods] of registered(app)) {
    if (outsideTable.includes(file)) continue;
    for (const [name, method] of mods) {
      const declaredMethod = declared.get(`${file} ${name}`);
      const where = name === '' ? file : `${file} mod ${name}`;
      if (declaredMethod === undefined) problems.push(`${where} is not in the endpoint table`);
      else if (declaredMethod !== method) {
        problems.push(`${where} is registered for ${method}, the table says ${declaredMethod}`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`Endpoint registration: ${problems.join('; ')}.`);
}
