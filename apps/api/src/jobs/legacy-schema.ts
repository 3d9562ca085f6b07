import type { PgBoss } from 'pg-boss';

export type RunSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** pg-boss's schema, and the name a pg-boss 10 one is moved to until its waiting jobs are carried over. */
const SCHEMA = 'pgboss';
const LEGACY_SCHEMA = 'pgboss_v10';
/**
 * The schema version pg-boss 10 leaves. pg-boss 12 migrates from 11's (25) on and refuses an older
 * one, and 11 rewrote the schema without a migration from it.
 */
const LAST_V10_SCHEMA_VERSION = 24;
/** Jobs in these states had not finished: they wait in the new schema (an interrupted one runs again). */
const UNFINISHED_STATES = ['created', 'retry', 'active'];

/**
 * The advisory lock pg-boss installs its schema under (sha224 of the database and schema names), so
 * the move and another process's install of the new schema never overlap.
 */
const INSTALL_LOCK = `('x' || encode(sha224((current_database() || '.pgboss.${SCHEMA}')::bytea), 'hex'))::bit(64)::bigint`;

/**
 * Renames a pg-boss 10 schema out of the way, so that pg-boss installs its current schema in its
 * place. One statement text, so the lock, the check and the rename share a transaction; of several
 * processes starting together, the first moves it and the others find the new schema. True when a
 * moved schema (this start's, or one an interrupted start left) still holds jobs to carry over.
 */
export async function moveLegacySchemaAside(runSql: RunSql): Promise<boolean> {
  await runSql(`BEGIN;
SELECT pg_advisory_xact_lock(${INSTALL_LOCK});
DO $$
DECLARE installed int;
BEGIN
  IF to_regclass('${SCHEMA}.version') IS NULL OR to_regnamespace('${LEGACY_SCHEMA}') IS NOT NULL THEN RETURN; END IF;
  -- Dynamic: the table is only known to exist from here on.
  EXECUTE 'SELECT max(version) FROM ${SCHEMA}.version' INTO installed;
  IF installed <= ${LAST_V10_SCHEMA_VERSION} THEN ALTER SCHEMA ${SCHEMA} RENAME TO ${LEGACY_SCHEMA}; END IF;
END $$;
COMMIT;`);
  const { rows } = await runSql(`SELECT to_regnamespace('${LEGACY_SCHEMA}') IS NOT NULL AS "moved"`);
  return (rows[0] as { moved: boolean }).moved;
}

interface LegacyJob {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  startAfter: Date;
  singletonKey: string | null;
}

/**
 * Copies the unfinished jobs of the moved pg-boss 10 schema into `queues` (which must exist), keeping
 * their ids so that a second process doing the same adds nothing, then drops that schema with what is
 * left in it: finished jobs, and jobs of queues no longer defined. On an `exclusive` queue a second job
 * with the same key is refused like any other.
 */
export async function carryLegacyJobs(
  runSql: RunSql,
  boss: PgBoss,
  queues: string[],
): Promise<{ carried: number; dropped: number }> {
  const { rows } = await runSql(
    `SELECT id, name, data, priority, retry_limit AS "retryLimit", retry_delay AS "retryDelay",
       retry_backoff AS "retryBackoff", start_after AS "startAfter", singleton_key AS "singletonKey"
     FROM ${LEGACY_SCHEMA}.job WHERE state::text = ANY($1)`,
    [UNFINISHED_STATES],
  );
  const jobs = rows as LegacyJob[];
  let carried = 0;
  for (const name of queues) {
    const waiting = jobs.filter((job) => job.name === name);
    if (waiting.length === 0) continue;
    await boss.insert(
      name,
      waiting.map(({ id, data, priority, retryLimit, retryDelay, retryBackoff, startAfter, singletonKey }) => ({
        id,
        data: data ?? {},
        priority,
        retryLimit,
        retryDelay,
        retryBackoff,
        startAfter,
        ...(singletonKey === null ? {} : { singletonKey }),
      })),
    );
    carried += waiting.length;
  }
  await runSql(`DROP SCHEMA IF EXISTS ${LEGACY_SCHEMA} CASCADE`);
  return { carried, dropped: jobs.length - carried };
}
