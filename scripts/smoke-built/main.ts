// `npm run smoke:built`: the production build as it runs. Builds the web app and the server when
// stale, then starts two built servers as `npm start` runs them (node apps/api/dist/main.js,
// NODE_ENV=production) on one fresh PostgreSQL database and the local Redis, and walks through
// them: health on both, a sign-up, a server-rendered product page, and a chat message sent through
// one arriving on a live socket of the other. Exits 0 with one line, or 1 naming the failed step.
import { buildApiIfStale } from '../../apps/api/scripts/build.mjs';
import { startServer, type RunningServer } from '../../e2e/server.ts';
import { buildWebIfStale } from '../build-web-if-stale.mjs';
import { createScratchDatabase, type ScratchDatabase } from '../local-services/postgres.ts';
import { checkChatAcross, checkHealth, checkProductPage, signUpBuyer, someProduct } from './journey.ts';
import { assertRedisAnswers, REDIS_URL } from '../local-services/redis.ts';

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const startedAt = performance.now();
const servers: RunningServer[] = [];
let database: ScratchDatabase | undefined;
let failure: unknown;
let summary = '';

try {
  await step('Redis', assertRedisAnswers);
  database = await step('PostgreSQL', () => createScratchDatabase('smoke_built'));
  await step('build', async () => {
    if (!buildWebIfStale()) throw new Error('the web app did not build');
    await buildApiIfStale();
  });
  const env = { DATABASE_URL: database.url, REDIS_URL };
  // One after the other: the first seeds the demo catalogue, the second finds it seeded.
  const a = await step('start server A', () => startServer(env));
  servers.push(a);
  const b = await step('start server B', () => startServer(env));
  servers.push(b);

  const [nodeA, nodeB] = await Promise.all([
    step('health of A', () => checkHealth(a)),
    step('health of B', () => checkHealth(b)),
  ]);
  const token = await step('sign-up through A', () => signUpBuyer(a));
  const item = await step('a listed product', () => someProduct(a));
  await step('product page rendered by B', () => checkProductPage(b, item));
  const latencyMs = await step('chat message through A on a live socket of B', () => checkChatAcross(a, b, token, item));
  summary =
    `smoke:built passed: two built servers (Node.js ${nodeA === nodeB ? nodeA : `${nodeA} and ${nodeB}`}, PostgreSQL ${database.name}, Redis) ` +
    `answered health, a sign-up, the product page and a chat message A→B live in ${Math.round(latencyMs)} ms ` +
    `(started in ${(a.startupMs / 1000).toFixed(1)} s and ${(b.startupMs / 1000).toFixed(1)} s; ${((performance.now() - startedAt) / 1000).toFixed(0)} s in all)`;
} catch (error) {
  failure = error;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop().catch((error: unknown) => {
    failure ??= new Error(`dropping the database ${database?.name}: ${(error as Error).message}`);
  });
}

if (failure) {
  process.stderr.write(`smoke:built FAILED at ${failure instanceof Error ? failure.message : String(failure)}\n`);
  process.exit(1);
}
process.stdout.write(`${summary}\n`);
