import type { FieldErrors } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { HttpError } from '../lib/http-errors.ts';

/** Fastify's words for a body it could not read, as a caller should read them. */
const PLAIN_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

type Issue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** `/body/email` style paths become `email`; a missing property is named by its key. */
function fieldErrorsOf(issues: Issue[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const field = path || context || 'body';
    errors[field] ??= [];
    errors[field].push(issue.message ?? 'Invalid value');
  }
  return errors;
}

/**
 * One place decides how failures look to callers: bad input is a 422 with field messages (never a
 * 500), our HttpErrors keep their code, and only real bugs answer 500 without leaking internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        status: error.envelopeStatus,
        message: error.message,
        data: error.data,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors = fieldErrorsOf(error.validation as Issue[], error.validationContext);
      const first = Object.values(errors)[0]?.[0] ?? messages.invalidInput;
      return reply.code(422).send({ status: 'error', message: first, data: null, errors });
    }
    const code = error.statusCode ?? 500;
    if (code === 429) {
      return reply.code(429).send({ status: 'error', message: error.message, data: null });
    }
    if (code >= 400 && code < 500) {
      // Malformed JSON, wrong content type, body too large: the caller's fault, said plainly.
      const message = PLAIN_MESSAGES[error.code] ?? error.message;
      const status = code === 400 ? 422 : code;
      return reply.code(status).send({ status: 'error', message, data: null, errors: { body: [message] } });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is out of reach (restarting, failing over): the request may be tried again.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'error', message: messages.shopUnavailable, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error', message: messages.defaultError, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      status: 'error',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      data: null,
    });
  });
});
