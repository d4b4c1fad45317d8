import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '@contract/fields.ts';
import { message, type Message, type MessageCode } from '@contract/messages.ts';
import { issueMessage } from '@contract/validation.ts';
import { AppError, isDatabaseUnavailable, isUniqueViolation } from '../lib/errors.ts';
import { loggableError } from './security-log.ts';

// Every failure answers the contract's ErrorSchema (docs/decisions/0023-message-codes.md); only
// the unexpected ones are a 500, logged with an id the client can quote.

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first issue of each field; the schema put its message code on the issue.
      const errors: Record<string, Message> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        errors[field] ??= issueMessage(issue.message);
      }
      const [first = message('validation.invalidRequest')] = Object.values(errors);
      return reply.code(400).send({ ...first, errors } satisfies ErrorAnswer);
    }
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.extra.retryAfterSeconds));
      }
      const { retryAfterSeconds: _ignored, limit: _name, ...extra } = error.extra;
      return reply.code(error.status).send({ ...error.said, ...extra } satisfies ErrorAnswer);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: loggableError(error) }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.code(503).send(message('http.unavailable'));
    }
    if (isUniqueViolation(error)) {
      return reply.code(409).send(message('http.conflict'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(message(clientErrorCode(error, status)));
    }
    // The client gets a generic message and an id to quote; the details stay in the log.
    request.log.error({ err: loggableError(error), errorId: request.id }, 'unhandled error');
    const answer: ErrorAnswer = { ...message('http.internal'), errorId: request.id };
    return reply.code(500).send(answer);
  });
});

function clientErrorCode(error: FastifyError, status: number): MessageCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'http.bodyTooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'http.mediaType';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'http.bodyEmpty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'http.badJson';
    default:
      if (error instanceof SyntaxError) return 'http.badJson';
      return status === 404 ? 'http.notFound' : 'validation.invalidRequest';
  }
}
