import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CHAT_ERROR } from '@marketplace/contract';
import { chatErrors } from './errors.ts';

/**
 * Refusals of the chats' request schemas that carry their own code, so the sites show a translated
 * text rather than a generic VALIDATION_FAILED: the message text's (chatMessageTextSchema names
 * them BLANK_MESSAGE and MESSAGE_TOO_LONG), and getItemContact's missing or empty `item_id`
 * (spec §8 'Item ID not found'). An unknown field still wins: the app's handler names it.
 * Everything else goes on to the app's error handler unchanged.
 */
export function refuseByCode(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    if (error.validation.some((issue) => issue.keyword === 'unrecognized_keys')) throw error;
    const text = error.validation.find((issue) => issue.instancePath === '/text');
    if (text?.message === CHAT_ERROR.BLANK_MESSAGE) throw chatErrors.blank();
    if (text?.message === CHAT_ERROR.MESSAGE_TOO_LONG) throw chatErrors.tooLong();
    if (error.validation.some((issue) => issue.instancePath === '/item_id')) throw chatErrors.itemNotFound();
    throw error;
  });
}
