import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { refuseDemoAccountsInProduction, seedIfEmpty } from './seed';

/**
 * The database as the server and the operator's commands need it: migrated, refused in production
 * when it holds demo accounts, and seeded when empty (the demo data only where config allows it).
 */
export async function openPreparedDatabase(
  config: Config,
): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    if (config.env === 'production') await refuseDemoAccountsInProduction(database.db);
    const { seeded } = await seedIfEmpty(database.db, { demoData: config.demoData });
    return { database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
