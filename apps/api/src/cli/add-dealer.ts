// `npm run dealer:add -- --email … --store … --name … --phone … --categories 1,2`: registers a partner
// store on the configured database (DATABASE_URL or DATA_DIR, as the server reads them) and prints
// its password once. In production: `node apps/api/dist/add-dealer.js …` after the build.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openPreparedDatabase } from '../prepared-database';
import { registerDealer } from '../domain/seller/onboarding';
import { packageRoot } from '../paths';

const usage =
  'usage: dealer:add --email <e-mail> --store <store name> --name <first name> --phone <01012345678> --categories <ids, e.g. 1,2> (password from DEALER_PASSWORD, else generated)';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      store: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      categories: { type: 'string' },
    },
  });
  const config = loadConfig(process.env, packageRoot);
  const { database } = await openPreparedDatabase(config);
  try {
    const dealer = await registerDealer(database.db, {
      email: values.email ?? '',
      storeName: values.store ?? '',
      firstName: values.name ?? '',
      phone: values.phone ?? '',
      categories: (values.categories ?? '').split(',').filter(Boolean).map(Number),
      password: process.env.DEALER_PASSWORD || undefined,
    });
    process.stdout.write(
      `Registered dealer #${dealer.sellerId}: ${dealer.email}\n` +
        (process.env.DEALER_PASSWORD ? '' : `Password (shown once): ${dealer.password}\n`),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof z.ZodError
      ? error.issues.map((issue) => issue.message).join('; ')
      : error instanceof ConfigError || error instanceof Error
        ? error.message
        : String(error);
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(1);
});
