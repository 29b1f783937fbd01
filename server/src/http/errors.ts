/**
 * How refusals travel. A game rule refusing an action throws {@link GameError}; malformed input
 * fails zod validation. Both become `{"error": "<clear text>"}` answers and change nothing,
 * because every change happens in a transaction that the throw rolls back.
 */
import { TOO_MANY_ATTEMPTS_TEXT } from '@idle/contracts';
import { RuleInputError } from '@idle/game-rules';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

export class GameError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
    /** Answered beside the text (e.g. `retryIn` of a tick sent too early). */
    readonly details: Readonly<Record<string, number | string>> = {},
  ) {
    super(message);
    this.name = 'GameError';
  }
}

/** The first problem zod found, phrased for a player. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.join('.');
  // A form number left out keeps its schema's own text ("id must be a number"), as it read when
  // form numbers were coerced; zod's default text becomes "<field> is missing.".
  const ownNumberText =
    issue.code === 'invalid_type' &&
    issue.expected === 'number' &&
    !issue.message.startsWith('Invalid input');
  if (issue.code === 'invalid_type' && issue.input === undefined && !ownNumberText) {
    return field ? `${field} is missing.` : 'Invalid request.';
  }
  if (issue.code === 'invalid_union' || issue.code === 'invalid_value') {
    return issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  }
  const message = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  return field && !message.toLowerCase().startsWith(field.toLowerCase())
    ? `${field}: ${message}`
    : message;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof GameError) {
      return reply.code(error.statusCode).send({ ...error.details, error: error.message });
    }
    if (error instanceof ZodError) {
      return reply.code(400).send({ error: describeZodError(error) });
    }
    if (error instanceof RuleInputError) {
      return reply.code(400).send({ error: error.message });
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status === 429) {
      return reply.code(429).send({ error: TOO_MANY_ATTEMPTS_TEXT });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own parsing errors: bad JSON, too large a body, unsupported content type.
      return reply.code(status).send({ error: 'Malformed request.' });
    }
    request.log.error(error);
    return reply.code(500).send({ error: 'Something went wrong on our side. Try again.' });
  });
}
