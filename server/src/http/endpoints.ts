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
  type ActionType,
  type AnswerOf,
  type Endpoint,
  type EndpointGroup,
  type Endpoints,
  type HttpMethod,
  type SchemaOf,
  type TickAnswer,
} from '@idle/contracts';
import { ENDPOINT_SCHEMAS, playerIssueText } from '@idle/contracts/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodType, type z } from 'zod';
import type { GameContext } from '../game/context';
import { GameError } from '../game/errors';
import { tickSeconds, ticksTotal } from '../operations/server-metrics';

/** A call the endpoint table does not declare for this file and method. */
export const UNKNOWN_REQUEST_TEXT = 'The game does not know that request.';

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

/**
 * One group's route module (`routes/<group>.ts`): it names its group, so a check can tell that
 * it answers that group's calls and no other's.
 */
export interface RouteModule<Group extends EndpointGroup> {
  readonly group: Group;
  readonly handlers: Handlers<Group>;
}

/** Declares the route module of `group`, its handlers typed from the table. */
export function routeModule<Group extends EndpointGroup>(
  group: Group,
  handlers: NoInfer<Handlers<Group>>,
): RouteModule<Group> {
  return { group, handlers };
}

/** Any group's route module. */
export type AnyRouteModule = { [Group in EndpointGroup]: RouteModule<Group> }[EndpointGroup];

/** The table's handlers by group, from one route module per group (`satisfies TableHandlers`). */
export type HandlersOf<Modules extends readonly AnyRouteModule[]> = {
  readonly [Module in Modules[number] as Module['group']]: Module['handlers'];
};

/** Assembles the route modules' handlers by group; throws when two modules claim a group. */
export function handlersOf<const Modules extends readonly AnyRouteModule[]>(
  modules: Modules,
): HandlersOf<Modules> {
  const byGroup: Record<string, unknown> = {};
  for (const { group, handlers } of modules) {
    if (Object.hasOwn(byGroup, group)) throw new Error(`Two route modules answer ${group}.`);
    byGroup[group] = handlers;
  }
  return byGroup as HandlersOf<Modules>;
}

export interface RateLimit {
  max: number;
  timeWindow: number;
}

/** A tick's answer comes from the action pipeline; the table gives its file, method and schema. */
export type TickHandler = (input: unknown, call: CallContext) => Promise<TickAnswer>;

/** How one file's call is answered, as registered. */
interface Call {
  method: HttpMethod;
  schema: z.ZodType;
  /** Calls such as login work without a session. */
  public: boolean;
  /** Action ticks keep what the player's action cached; every other call makes it read afresh. */
  keepsActionCache: boolean;
  handle(input: unknown, call: CallContext): Promise<unknown>;
}

const NO_SESSION = { fatalError: 'logout' } as const;

/** Answers for a request without a valid session, whatever the call. */
export function sendLogout(reply: FastifyReply): FastifyReply {
  return reply.code(401).send(NO_SESSION);
}

/** The table's calls each app registered, by file and mod (`''` for a file without mods). */
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
 * Registers `/php/<file>` for each method its calls use, dispatching by `mod`. A file with a
 * single operation (the action ticks) has it under the key `''` and takes no `mod`.
 */
function registerFile(
  app: FastifyInstance,
  game: GameContext,
  file: string,
  calls: Record<string, Call>,
  rateLimit: RateLimit | undefined,
): void {
  const methods = new Set(Object.values(calls).map((definition) => definition.method));
  for (const method of methods) {
    app.route({
      method,
      url: `${API_BASE}${file}`,
      config: rateLimit ? { rateLimit } : {},
      handler: async (request, reply) => {
        const raw = (method === 'GET' ? request.query : request.body) ?? {};
        if (typeof raw !== 'object' || Array.isArray(raw)) {
          throw new GameError('Malformed request.');
        }
        const fields = raw as Record<string, unknown>;
        const name = calls[''] ? '' : fields.mod;
        const definition =
          typeof name === 'string' && Object.hasOwn(calls, name) ? calls[name] : undefined;
        if (!definition || definition.method !== method) {
          // The player reads a sentence; the log says what was asked and what exists.
          const listed = Object.entries(calls)
            .filter(([, candidate]) => candidate.method === method)
            .map(([key]) => key);
          request.log.info(
            { mod: typeof name === 'string' ? name.slice(0, 40) : null, listed },
            'unknown mod',
          );
          throw new GameError(UNKNOWN_REQUEST_TEXT);
        }
        let userId = 0;
        if (!definition.public) {
          const found = await game.sessions.userIdFor(request, game.clock.now());
          if (found === null) return sendLogout(reply);
          userId = found;
          request.playerId = userId;
          if (!definition.keepsActionCache) game.actionCache.forget(userId);
        }
        const input: unknown = definition.schema.parse(fields, {
          reportInput: true,
          error: playerIssueText,
        });
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

interface Answered {
  group: string;
  name: string;
  endpoint: Endpoint;
  handle: unknown;
}

/**
 * Registers table endpoints with their handlers, each file once with all its calls: file, mod,
 * method, session rule and schema from the table. Throws before registering anything when an
 * endpoint has no handler (a start-up failure, never a player's).
 */
function registerAnswered(
  app: FastifyInstance,
  game: GameContext,
  answered: Answered[],
  problems: string[],
  rateLimits: Record<string, RateLimit> = {},
): void {
  const files = new Map<string, Record<string, Call>>();
  for (const { group, name, endpoint, handle } of answered) {
    const schema = entryAt(ENDPOINT_SCHEMAS, group, name);
    const calls = files.get(endpoint.file) ?? {};
    const key = endpoint.mod ?? '';
    if (typeof handle !== 'function') {
      problems.push(`${describe(endpoint)} (${group}.${name}) has no handler`);
    } else if (!(schema instanceof ZodType)) {
      problems.push(`${describe(endpoint)} (${group}.${name}) has no schema`);
    } else if (Object.hasOwn(calls, key) || registered(app).get(endpoint.file)?.has(key)) {
      problems.push(`${describe(endpoint)} is registered twice`);
    } else {
      calls[key] = {
        method: endpoint.method,
        schema,
        public: endpoint.public,
        keepsActionCache: endpoint.action !== null,
        handle: handle as Call['handle'],
      };
      files.set(endpoint.file, calls);
    }
  }
  if (problems.length > 0) throw new Error(`Endpoint registration: ${problems.join('; ')}.`);
  for (const [file, calls] of files) {
    const known = registered(app).get(file) ?? new Map<string, HttpMethod>();
    for (const [key, { method }] of Object.entries(calls)) known.set(key, method);
    registered(app).set(file, known);
    registerFile(
      app,
      game,
      file,
      calls,
      Object.hasOwn(rateLimits, file) ? rateLimits[file] : undefined,
    );
  }
}

/**
 * Registers every call of the table that is not a tick, with its handler from `handlers`.
 * Throws before registering anything when a call has no handler or a handler answers no call
 * of the table.
 */
export function registerTable(
  app: FastifyInstance,
  game: GameContext,
  handlers: TableHandlers,
  options: { rateLimits?: Record<string, RateLimit> } = {},
): void {
  const calls = listEndpoints().filter(({ endpoint }) => endpoint.action === null);
  const problems: string[] = [];
  const names = new Set(calls.map(({ group, name }) => `${group}.${name}`));
  for (const [group, byName] of Object.entries(handlers)) {
    for (const name of Object.keys(byName)) {
      if (!names.has(`${group}.${name}`)) {
        problems.push(`handler ${group}.${name} answers no call of the endpoint table`);
      }
    }
  }
  const answered = calls.map((call) => ({
    ...call,
    handle: entryAt(handlers, call.group, call.name),
  }));
  registerAnswered(app, game, answered, problems, options.rateLimits);
}

/**
 * Registers every tick of the table (`actions/<file>.php`), answered by `ticks` by the tick's
 * action. Ticks keep the action cache. Throws before registering anything when one is missing.
 */
export function registerTicks(
  app: FastifyInstance,
  game: GameContext,
  ticks: Partial<Record<ActionType, TickHandler>>,
): void {
  const answered = listEndpoints().flatMap(({ group, name, endpoint }) => {
    if (endpoint.action === null) return [];
    const tick = ticks[endpoint.action];
    return [{ group, name, endpoint, handle: tick && countedTick(endpoint.action, tick) }];
  });
  registerAnswered(app, game, answered, []);
}

/**
 * The tick with its count by outcome and its time: the metrics bound to their labels once, so a
 * tick pays one increment, one observation and two clock reads.
 */
function countedTick(kind: ActionType, tick: TickHandler): TickHandler {
  const answered = ticksTotal.labels({ kind, outcome: 'answered' });
  const refused = ticksTotal.labels({ kind, outcome: 'refused' });
  const failed = ticksTotal.labels({ kind, outcome: 'failed' });
  const seconds = tickSeconds.labels({ kind });
  return async (input, call) => {
    const started = performance.now();
    try {
      const answer = await tick(input, call);
      answered.inc();
      return answer;
    } catch (error) {
      (error instanceof GameError ? refused : failed).inc();
      throw error;
    } finally {
      seconds.observe((performance.now() - started) / 1000);
    }
  };
}

/** A dev.php tool: a public POST call of test support, outside the product's table. */
export interface TestSupportTool<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  handle(input: z.output<Schema>): Promise<unknown>;
}

/** Keeps a tool's input type tied to its schema. */
export function testSupportTool<Schema extends z.ZodType>(
  schema: Schema,
  handle: (input: z.output<Schema>) => Promise<unknown>,
): TestSupportTool {
  return { schema, handle };
}

/** Registers test-support tools under `file` by their `mod` (only with GAME_DEV_TOOLS=1). */
export function registerTestSupport(
  app: FastifyInstance,
  game: GameContext,
  file: string,
  tools: Record<string, TestSupportTool>,
): void {
  const calls = Object.fromEntries(
    Object.entries(tools).map(([name, tool]): [string, Call] => [
      name,
      {
        method: 'POST',
        schema: tool.schema,
        public: true,
        keepsActionCache: false,
        handle: (input) => tool.handle(input),
      },
    ]),
  );
  registerFile(app, game, file, calls, undefined);
}

/**
 * The start-up check after every registration: each endpoint of the table, ticks included, is
 * registered with the table's method (nothing else can be: registration reads the table).
 */
export function checkRegisteredEndpoints(app: FastifyInstance): void {
  const files = registered(app);
  const missing = listEndpoints()
    .filter(({ endpoint }) => files.get(endpoint.file)?.get(endpoint.mod ?? '') !== endpoint.method)
    .map(({ group, name, endpoint }) => `${describe(endpoint)} (${group}.${name})`);
  if (missing.length > 0) {
    throw new Error(`Endpoint registration: not registered: ${missing.join(', ')}.`);
  }
}
