import type { FastifyBaseLogger } from 'fastify';
import type { MessageTransport } from './transport.ts';

/** The default when nothing is configured: every message goes to the server log (local development). */
export function createConsoleTransport(log: FastifyBaseLogger): MessageTransport {
  return {
    async send(message) {
      log.info({ message }, `outgoing ${message.channel} to ${message.to}`);
    },
  };
}
