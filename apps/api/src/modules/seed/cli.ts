// `npm run seed [-- --items N]`: the demo catalogue on the configured database (DATA_DIR or
// DATABASE_URL), then — with --items — plain products until the catalogue holds N (benchmarks).
// Run it while the server is stopped when on PGlite (one process owns the data directory).
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { argon2idHasher } from '../auth/passwords.ts';
import { createLocalStorage } from '../media/local-storage.ts';
import { storeImageBuffer } from '../media/store-media.ts';
import { fillCatalogue } from './bulk-items.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

const { values } = parseArgs({ options: { items: { type: 'string' } } });
const target = values.items === undefined ? 0 : Number(values.items);
if (!Number.isInteger(target) || target < 0 || target > 50_000_000) {
  process.stderr.write('--items must be a whole number of products (at most 50000000)\n');
  process.exit(1);
}

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const media = { db: database.db, storage: createLocalStorage(config.media.dir), settings: config.media };
  const demo = await seedDemoIfEmpty({
    db: database.db,
    storeImage: (input) => storeImageBuffer(media, input),
    hasher: argon2idHasher,
    log: (message) => process.stdout.write(`${message}\n`),
  });
  if (demo.outcome !== 'seeded') process.stdout.write(`demo data: ${demo.outcome}\n`);
  if (target > 0) {
    const fill = await fillCatalogue(database.db, target, (done, of) => {
      process.stdout.write(`\r  products ${done.toLocaleString('en')} / ${of.toLocaleString('en')}`);
    });
    process.stdout.write(
      `${fill.added > 0 ? '\n' : ''}catalogue: ${fill.total.toLocaleString('en')} products (${fill.added.toLocaleString('en')} added in ${fill.ms} ms)\n`,
    );
  }
} finally {
  await database.close();
}
