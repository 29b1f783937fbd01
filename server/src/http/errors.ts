/**
 * How refusals travel. A game rule refusing an action throws {@link GameError}; malformed input
 * fails zod validation. Both become `{"error": "<clear text>"}` answers and change nothing,
 * because every change happens in a transaction that the throw rolls back.
 */
import { TOO_MANY_ATTEMPTS_TEXT } from '@idle/contracts';
import { RuleInputError } from '@idle/game-rules';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { GameError } from '../game/errors';

/**
 * The first problem zod found, as a sentence: the schema's own text, or the player's wording of
 * zod's defaults when the parse was given `playerIssueText`. Never a field name before it.
 */
export function describeZodError(error: ZodError): string {
  const message = error.issues[0]?.message;
  if (!message) return 'That request was not valid.';
  return /[.!?]$/.test(message) ? message : `${message}.`;
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
      // A rule was called outside its domain: the schema let through input it should have
      // refused. The player reads a sentence; the log keeps the rule's own words to fix it.
      request.log.warn(
        { err: error, ...(request.playerId ? { userId: request.playerId } : {}) },
        'rule input refused',
      );
      return reply.code(400).send({ error: 'That request was not valid.' });
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status === 429) {
      return reply.code(429).send({ error: TOO_MANY_ATTEMPTS_TEXT });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own parsing errors: bad JSON, too large a body, unsupported content type.
      return reply.code(status).send({ error: 'Malformed request.' });
    }
    request.log.error(
      { err: error, ...(request.playerId ? { userId: request.playerId } : {}) },
      'request failed',
    );
    return reply.code(500).send({ error: 'Something went wrong on our side. Try again.' });
  });
}
