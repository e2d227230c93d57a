// The bench's server side, in its own process so it does not share a core with the load generator:
// the real API (embedded database in a temporary folder, or DATABASE_URL) and a bare Fastify route
// answering the same envelope from memory, the ceiling the API is compared with.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { seedIfEmpty } from '../src/db/seed';

const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase(
  databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : {
        kind: 'pglite',
        dataDir: path.join(await mkdtemp(path.join(os.tmpdir(), 'qm-bench-')), 'pglite'),
      },
);
await database.migrate();
await seedIfEmpty(database.db, { demoData: true });
const app = await buildApp({ database });
const apiOrigin = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify();
const body = {
  status_code: 200,
  message: '성공',
  data: { list: [], totalElements: 0, totalPages: 0 },
};
bare.get('/bare', async () => body);
const bareOrigin = await bare.listen({ host: '127.0.0.1', port: 0 });

process.send?.({ apiOrigin, bareOrigin, database: database.kind });
process.on('disconnect', () => {
  void Promise.all([app.close(), bare.close()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
