import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unprocessable } from '../lib/http-errors.ts';

export const NUL_MESSAGE = 'Must not contain a NUL character';
export const BAD_URL_MESSAGE = 'The address of this request is not valid';
export const LONG_URL_MESSAGE = 'The address of this request is too long';

type Field = { value: unknown; key: string; parent?: Field };

const nameOf = (field: Field) => {
  const keys: string[] = [];
  for (let f: Field | undefined = field; f?.parent; f = f.parent) keys.push(f.key);
  const name = keys.reverse().join('.') || 'body';
  return name.length > 100 ? `${name.slice(0, 100)}…` : name;
};

/**
 * The fields of `root` whose text (or name) holds a NUL character: `address`, `variants.0.colors`.
 * Walked with a stack of its own, not recursion: a body may nest arrays a hundred thousand deep.
 */
function fieldsWithNul(root: unknown, found: string[]) {
  const stack: Field[] = [{ value: root, key: '' }];
  while (stack.length > 0 && found.length < 20) {
    const field = stack.pop()!;
    if (typeof field.value === 'string') {
      if (field.value.includes('\u0000')) found.push(nameOf(field));
    } else if (field.value && typeof field.value === 'object') {
      for (const [key, value] of Object.entries(field.value)) {
        const inner = { value, key, parent: field };
        if (key.includes('\u0000')) found.push(nameOf(inner));
        else stack.push(inner);
      }
    }
  }
}

/**
 * Input no schema can let through to PostgreSQL: its text cannot hold U+0000, so a NUL character in
 * any field (body, query, path, header) would fail the query and answer 500. It is refused here, once
 * for every route, as a 422 naming the field, before the route's own validation runs.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const found: string[] = [];
    for (const part of [request.params, request.query, request.body]) fieldsWithNul(part, found);
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && value.includes('\u0000')) found.push(name);
    }
    if (found.length > 0)
      throw unprocessable(Object.fromEntries(found.map((field) => [field, [NUL_MESSAGE]])));
  });
});

const FRAMEWORK_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 422, message: BAD_URL_MESSAGE },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: LONG_URL_MESSAGE },
};

/**
 * Fastify's `frameworkErrors`: a path with broken percent-encoding (`/products/%E0%A4%A`) or a path
 * parameter past the router's length limit is refused before any handler runs, and Fastify's own
 * answer to it is not in the envelope; this one is.
 */
export function refuseFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = FRAMEWORK_REFUSALS[error.code] ?? {
    status: error.statusCode ?? 400,
    message: error.message,
  };
  return reply.code(status).send({ status: 'error', message, data: null, errors: { url: [message] } });
}

/**
 * When the web app is served, its catch-all route takes the paths whose parameter was too long for
 * the router: an API path among them gets the router's own 414 (not a 404), as without the web app.
 */
export function refuseOverlongApiPath(path: string, maxParamLength: number, reply: FastifyReply) {
  if (!path.split('/').some((segment) => segment.length > maxParamLength)) return null;
  return reply
    .code(414)
    .send({ status: 'error', message: LONG_URL_MESSAGE, data: null, errors: { url: [LONG_URL_MESSAGE] } });
}
