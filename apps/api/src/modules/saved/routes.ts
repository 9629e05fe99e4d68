import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The saved calls of spec section 7 (filled by the saved issue). */
export const savedRoutes: FastifyPluginAsyncZod = async (_app) => {};
