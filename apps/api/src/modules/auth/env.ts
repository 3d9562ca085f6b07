import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { MessageTransport } from '../notifications/service.ts';
import type { AttemptGuard } from './attempt-guard.ts';
import type { PasswordHasher } from './passwords.ts';
import type { SessionSettings } from './sessions.ts';

/** What the account flows work with; built once per server. */
export interface AuthEnv {
  db: Database;
  hasher: PasswordHasher;
  /** Verifies against the account's hash, or a dummy hash when there is no account. */
  checkPassword: (passwordHash: string | undefined, password: string) => Promise<boolean>;
  transport: MessageTransport;
  sessions: SessionSettings;
  log: FastifyBaseLogger;
  /** The per-identifier limits of sign-in and one-time codes. */
  attempts: AttemptGuard;
  /** The owner is told when an identifier's wrong codes of the day reach this many. */
  notifyAfterWrongCodes: number;
}
