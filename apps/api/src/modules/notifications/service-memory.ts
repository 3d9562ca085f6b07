import type { MessageTransport, OutgoingMessage } from './service.ts';

/** Keeps messages in memory, newest last (tests, and tools that read codes in-process). */
export function createMemoryTransport(): MessageTransport & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
