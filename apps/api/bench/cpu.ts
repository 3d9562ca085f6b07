import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Milliseconds of CPU per request, each side apart; undefined where it could not be read. */
export interface CpuPerRequest {
  /** The API server process, or this process for the driver rows. */
  app?: number;
  /** The PostgreSQL backends of the bench database. */
  postgres?: number;
  /** autocannon, in this process (HTTP rows only). */
  loader?: number;
}

const TICK_MS = 10;

/** user + system clock ticks of a process (Linux /proc); 0 when it is gone. */
export function ticksOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The backends serving the bench database, found through a connection of its own. */
export class PostgresBackends {
  private constructor(private readonly client: pg.Client) {}

  static async open(databaseUrl: string): Promise<PostgresBackends> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return new PostgresBackends(client);
  }

  async ticks(): Promise<Map<number, number>> {
    const found = await this.client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return new Map(found.rows.map(({ pid }) => [pid, ticksOf(pid)]));
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/**
 * CPU spent around a load run: ticks of the app process and the PostgreSQL backends (/proc), this
 * process's own usage for the load generator. A backend that starts during the run counts from 0.
 */
export async function measureCpu<T>(
  run: () => Promise<T>,
  requestsOf: (result: T) => number,
  where: { appPid?: number; backends?: PostgresBackends; loaderInProcess: boolean },
): Promise<{ result: T; cpu: CpuPerRequest }> {
  const appBefore = where.appPid === undefined ? 0 : ticksOf(where.appPid);
  const backendsBefore = await where.backends?.ticks();
  const ownBefore = process.cpuUsage();
  const result = await run();
  const own = process.cpuUsage(ownBefore);
  const appTicks = where.appPid === undefined ? undefined : ticksOf(where.appPid) - appBefore;
  let postgresTicks: number | undefined;
  if (where.backends && backendsBefore) {
    postgresTicks = 0;
    for (const [pid, ticks] of await where.backends.ticks()) postgresTicks += ticks - (backendsBefore.get(pid) ?? 0);
  }
  const requests = Math.max(1, requestsOf(result));
  const ownMs = (own.user + own.system) / 1000 / requests;
  const perRequest = (ticks: number | undefined) => (ticks === undefined ? undefined : (ticks * TICK_MS) / requests);
  return {
    result,
    cpu: {
      app: where.appPid === undefined ? ownMs : perRequest(appTicks),
      postgres: perRequest(postgresTicks),
      loader: where.loaderInProcess ? ownMs : undefined,
    },
  };
}

const IDLE_SAMPLE_MS = 200;
/** At most one tick (10 ms) of CPU in a sample: nothing left running. */
const IDLE_TICKS = 1;
const SETTLE_LIMIT_MS = 60_000;

/**
 * Waits until the server and its database backends stop working on requests a finished load run
 * left in flight (autocannon stops sending, the server finishes what it accepted), so that no row
 * is measured on top of the previous one's backlog. Answers how long it waited.
 */
export async function waitUntilIdle(serverPid: number | undefined, backends: PostgresBackends | undefined): Promise<number> {
  const started = performance.now();
  const busy = async () => {
    let ticks = serverPid === undefined ? 0 : ticksOf(serverPid);
    for (const backendTicks of (await backends?.ticks())?.values() ?? []) ticks += backendTicks;
    return ticks;
  };
  let before = await busy();
  while (performance.now() - started < SETTLE_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SAMPLE_MS));
    const now = await busy();
    if (now - before <= IDLE_TICKS) return performance.now() - started;
    before = now;
  }
  return performance.now() - started;
}
