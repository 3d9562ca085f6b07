/** What embedded.ts hands the database thread. */
export interface EmbeddedWorkerData {
  pgliteDir: string;
  /** The Unix socket the thread listens on (PostgreSQL's `.s.PGSQL.<port>` naming, so pg finds it by directory and port). */
  socketPath: string;
}

/** What the database thread reports: started, stopped (database closed), or failed with a reason. */
export type FromEmbeddedWorker = { type: 'ready' } | { type: 'stopped' } | { type: 'failed'; message: string };
