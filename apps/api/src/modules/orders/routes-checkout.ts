import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/connection.ts';

/** The checkout: the cart as it would be ordered now, and placing it as one order per store. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (_app, _options) => {};
