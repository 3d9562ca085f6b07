import type { Database } from '../../db/connection.ts';
import type { RecordView } from '../media/records.ts';
import type { AfterCommit } from './committed.ts';
import type { ChatRateLimits } from './limits.ts';

/** What every chat service needs: the database, how attachment addresses are built, the clock, the limits, the after-commit steps. */
export interface ChatContext {
  db: Database;
  media: RecordView;
  now: () => Date;
  limits: ChatRateLimits;
  after: AfterCommit;
}

/** A signed-in caller. */
export interface ChatViewer {
  accountId: string;
  /** An ACCOUNT_TYPE value, as the accounts table holds it. */
  type: number;
}
