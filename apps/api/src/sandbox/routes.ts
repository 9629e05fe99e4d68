import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Local stand-ins for outside services (dev mailbox, Paystack gateway); never registered in production. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (_app) => {};
