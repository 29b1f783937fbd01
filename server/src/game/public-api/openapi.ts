/**
 * The public API's OpenAPI 3.1 document, generated from the contracts' zod schemas
 * (`PUBLIC_API_ROUTES`, zod 4's `z.toJSONSchema`): each route with its scope, parameters, answer
 * and refusals. Built once; served at /api/v1/openapi.json and read by the reference page.
 */
import { API_KEY_HEADER, API_KEY_SCOPES } from '@idle/contracts';
import { PUBLIC_API_ROUTES, PublicApiError, type PublicApiRoute } from '@idle/contracts/schemas';
import { z } from 'zod';
import { PUBLIC_API_REQUESTS_PER_MINUTE } from './limits';

type JsonSchema = Record<string, unknown>;

/** A component's or parameter's schema without the keywords a standalone schema carries. */
function embedded(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(
    Object.entries(schema).filter(([keyword]) => keyword !== '$schema' && keyword !== '$id'),
  );
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function idOf(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id !== 'string') throw new Error('every public answer schema has a meta id');
  return id;
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref(idOf(PublicApiError)) } },
});

/** `get` → `getProfile`, `market/items/{itemId}` → `getMarketItemsItemId`. */
function operationId(path: string): string {
  const words = path
    .replace(/^\/api\/v1\//, '')
    .split(/[/{}]+/)
    .filter((word) => word !== '');
  return `get${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;
}

function operation(route: PublicApiRoute) {
  const parameters = Object.entries(route.params?.shape ?? {}).map(([name, schema]) => {
    const json = embedded(z.toJSONSchema(schema) as JsonSchema);
    const { description, ...rest } = json;
    return {
      name,
      in: 'path',
      required: true,
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
  return {
    operationId: operationId(route.path),
    summary: route.summary,
    description: `Needs a key with the \`${route.scope}\` scope.`,
    tags: [route.scope],
    'x-required-scope': route.scope,
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: {
      '200': {
        description: 'The answer.',
        content: { 'application/json': { schema: ref(idOf(route.answer)) } },
      },
      // Only a route with parameters can be asked for something malformed or missing.
      ...(parameters.length > 0 ? { '400': errorAnswer('A malformed parameter.') } : {}),
      '401': errorAnswer('No key, or a key that does not exist (never created, or revoked).'),
      '403': errorAnswer("The key lacks the route's scope, or its account is banned."),
      ...(parameters.length > 0 ? { '404': errorAnswer('Nothing by that id.') } : {}),
      '429': {
        ...errorAnswer(
          `More than ${String(PUBLIC_API_REQUESTS_PER_MINUTE)} requests a minute with one key.`,
        ),
        headers: {
          'Retry-After': {
            description: 'Seconds to wait before the next request.',
            schema: { type: 'integer' },
          },
        },
      },
    },
  };
}

export function openApiDocument() {
  const components = z.toJSONSchema(z.globalRegistry, {
    uri: (id) => `#/components/schemas/${id}`,
  }).schemas;
  const schemas = Object.fromEntries(
    Object.entries(components).map(([id, schema]) => [id, embedded(schema as JsonSchema)]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Idle RPG public API',
      version: '1',
      description:
        'Read-only JSON about your own account and the game. Create a key on your preferences ' +
        `page, choose what it may read (${API_KEY_SCOPES.join(', ')}) and send it in the ` +
        `\`${API_KEY_HEADER}\` header or as \`Authorization: Bearer <key>\`. ` +
        `At most ${String(PUBLIC_API_REQUESTS_PER_MINUTE)} requests a minute per key.`,
    },
    servers: [{ url: '/' }],
    security: [{ apiKeyHeader: [] }, { bearer: [] }],
    tags: API_KEY_SCOPES.map((scope) => ({ name: scope })),
    paths: Object.fromEntries(
      PUBLIC_API_ROUTES.map((route) => [route.path, { get: operation(route) }]),
    ),
    components: {
      schemas,
      securitySchemes: {
        apiKeyHeader: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
