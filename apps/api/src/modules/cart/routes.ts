import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The cart calls of spec section 7 (filled by the cart issue). */
export const cartRoutes: FastifyPluginAsyncZod = async (_app) => {};
