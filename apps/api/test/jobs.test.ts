import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './server.ts';

const POSTGRES = Boolean(process.env.DATABASE_URL);

const servers: TestServer[] = [];
afterAll(async () => {
  // Joined servers first: the first one's close drops the database they share.
  for (const server of servers.reverse()) await server.close();
});

describe('job queue', () => {
  it('runs a due job once, in the background of a running server', async () => {
    const server = await startTestServer();
    servers.push(server);
    const ran: string[] = [];
    server.app.jobs.define<{ note: string }>('probe', async ({ note }) => void ran.push(note));
    await server.app.jobs.ready;
    await server.app.jobs.send('probe', { note: 'past' }, { startAfter: new Date(Date.now() - 60_000) });
    await vi.waitFor(() => expect(ran).toEqual(['past']), { timeout: 15_000, interval: 100 });
  });

  it('keeps one delivery job per notification, however often and however concurrently it is booked', async () => {
    const server = await startTestServer();
    servers.push(server);
    await server.app.jobs.ready;
    const startAfter = new Date(Date.now() + 60 * 60_000);
    const book = (id: string) => server.app.jobs.send('notification-delivery', { id }, { startAfter, singletonKey: id });
    const waiting = async (id: string) => {
      const { rows } = await server.database.runSql(
        `select count(*)::int as n from pgboss.job where name = 'notification-delivery' and singleton_key = $1 and state in ('created', 'retry', 'active')`,
        [id],
      );
      return rows;
    };

    const once = randomUUID();
    const first = await book(once);
    expect(first).toEqual(expect.any(String));
    expect(await book(once)).toBeNull();
    expect(await waiting(once)).toEqual([{ n: 1 }]);

    const together = randomUUID();
    const ids = await Promise.all([book(together), book(together), book(together), book(together)]);
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    expect(await waiting(together)).toEqual([{ n: 1 }]);
  });

  it('runs the housekeeping sweeps as cron jobs on the queue, not as timers of each process', async () => {
    const server = await startTestServer({ env: { MEDIA_SWEEP_INTERVAL_SECONDS: '900' } });
    servers.push(server);
    await server.app.jobs.ready;
    const schedules = async () => {
      const { rows } = await server.database.runSql('select name, cron from pgboss.schedule order by name');
      return rows;
    };
    await vi.waitFor(
      async () =>
        expect(await schedules()).toEqual(
          expect.arrayContaining([
            { name: 'auth-sweep', cron: '0 * * * *' },
            { name: 'media-sweep', cron: '*/15 * * * *' },
            { name: 'notification-catch-up', cron: '* * * * *' },
          ]),
        ),
      { timeout: 15_000, interval: 100 },
    );
  });

  it('a job that fell due while its server was down runs when another starts on the database', async (context) => {
    context.skip(!POSTGRES, 'PostgreSQL only (set DATABASE_URL): two servers on one database');
    const first = await startTestServer();
    servers.push(first);
    const ranOnFirst: string[] = [];
    first.app.jobs.define<{ note: string }>('restart-probe', async ({ note }) => void ranOnFirst.push(note));
    await first.app.jobs.ready;
    await first.app.jobs.send('restart-probe', { note: 'while down' }, { startAfter: new Date(Date.now() + 1_500) });
    await first.app.close();
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const second = await startTestServer({ databaseUrl: first.config.databaseUrl });
    servers.push(second);
    const ranOnSecond: string[] = [];
    second.app.jobs.define<{ note: string }>('restart-probe', async ({ note }) => void ranOnSecond.push(note));
    await vi.waitFor(() => expect(ranOnSecond).toEqual(['while down']), { timeout: 15_000, interval: 100 });
    expect(ranOnFirst).toEqual([]);
  });
});
