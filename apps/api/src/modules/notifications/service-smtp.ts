import nodemailer from 'nodemailer';
import type { MessageTransport } from './service.ts';

/**
 * E-mail through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@mail.example.az).
 * Text messages have no gateway yet, so they go to `smsFallback`.
 */
export function createSmtpTransport(options: {
  smtpUrl: string;
  from: string;
  smsFallback: MessageTransport;
}): MessageTransport & { close(): void } {
  const mailer = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      if (message.channel === 'sms') return options.smsFallback.send(message);
      await mailer.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => mailer.close(),
  };
}
