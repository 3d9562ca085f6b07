import type { FastifyBaseLogger } from 'fastify';
import { withOutbox } from './service-outbox.ts';
import { createSmtpTransport } from './service-smtp.ts';

export type MessageChannel = 'email' | 'sms';

export interface OutgoingMessage {
  /** An e-mail address or a phone number, as the channel needs. */
  to: string;
  channel: MessageChannel;
  subject: string;
  text: string;
}

/** Delivers one message to a person; rejects when the message could not be handed over. */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default when nothing is configured: every message goes to the server log (local development). */
function createConsoleTransport(log: FastifyBaseLogger): MessageTransport {
  return {
    async send(message) {
      log.info({ message }, `outgoing ${message.channel} to ${message.to}`);
    },
  };
}

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
