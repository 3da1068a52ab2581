// Applies the migrations and exits: npm run db:migrate.
import { loadConfig } from './config';
import { openEmbedded, openPostgres } from './db/client';

const config = loadConfig(process.env, 'migrate');
const database = config.databaseUrl
  ? openPostgres(config.databaseUrl, 1)
  : await openEmbedded(config.dataDir, { sharedBuffersMb: config.embeddedSharedBuffersMb });
try {
  await database.migrate(config.migrationsDir);
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} finally {
  await database.close();
}
