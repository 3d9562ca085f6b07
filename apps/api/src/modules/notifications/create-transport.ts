import type { FastifyBaseLogger } from 'fastify';
import { createConsoleTransport } from './console-transport.ts';
import { withOutbox } from './outbox-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import type { MessageTransport } from './transport.ts';

export interface DeliverySettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string | undefined;
}

/** The configured transport and what must be closed with the server. */
export function createMessageTransport(
  settings: DeliverySettings,
  log: FastifyBaseLogger,
): { transport: MessageTransport; close(): void } {
  const console = createConsoleTransport(log);
  const smtp = settings.smtpUrl
    ? createSmtpTransport({ smtpUrl: settings.smtpUrl, from: settings.mailFrom, smsFallback: console })
    : undefined;
  const base = smtp ?? console;
  return {
    transport: settings.outboxDir ? withOutbox(settings.outboxDir, base) : base,
    close: () => smtp?.close(),
  };
}
