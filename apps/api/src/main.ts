import { buildApp } from './app.ts';
import { ConfigError, parseConfig, type Config } from './config.ts';
import { openDatabase, pgliteDirOf } from './db/client.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { LockHeldError } from './db/lock.ts';
import { lazyModules } from './lazy-modules.ts';
import { ensureAdminAccount } from './modules/auth/admin-bootstrap.ts';
import { loadPasswordRule } from './modules/auth/password-rule.ts';
import { argon2idHasher } from './modules/auth/passwords.ts';
import { exitGracefullyOnSignals } from './shutdown.ts';

/** A problem the operator can fix: one clear line, no stack, exit code 1. */
function stop(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return parseConfig(process.env, { argv: process.argv });
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }
}

async function openDatabaseOrStop(config: Config): Promise<DatabaseHandle> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onBackgroundError: (error) => process.stderr.write(`database connection error: ${error.message}\n`),
    });
  } catch (error) {
    if (error instanceof LockHeldError) stop(error.message);
    throw error;
  }
}

// A configured admin password is held to the password rule as the configuration is read.
if (process.env.ADMIN_PASSWORD) await loadPasswordRule();
const config = readConfig();
const database = await openDatabaseOrStop(config);
await database.migrate();
const app = await buildApp(config, { database });
const admin = await ensureAdminAccount(database.db, argon2idHasher, {
  identifier: config.adminIdentifier,
  password: config.adminPassword,
});
if (admin.created) {
  app.log.info(`admin account created: ${admin.identifier}`);
  if (admin.generatedPassword) {
    // Printed once, straight to the terminal rather than into the log files.
    process.stdout.write(
      `\nAdmin account: ${admin.identifier}\nGenerated password (shown only now): ${admin.generatedPassword}\n\n`,
    );
  }
}
app.log.info(
  database.backend === 'pglite' ? `database: PGlite in ${pgliteDirOf(config.dataDir)}` : 'database: PostgreSQL from DATABASE_URL',
);
exitGracefullyOnSignals(app, database, app.log);
// The demo seeder (and the image library it draws with) is loaded only when it runs.
if (config.seedDemo) await (await lazyModules.demoSeeder())(app, database.db);

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
process.stdout.write(
  [
    `Listening on ${config.host}:${port}${config.dev ? ' (development, Vite)' : ''}`,
    `  shopper   ${config.siteUrl}`,
    `  merchant  ${config.merchantUrl}`,
    `  admin     ${config.adminUrl}`,
    '',
  ].join('\n'),
);
