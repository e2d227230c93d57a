// `npm run operator:add -- --email … --name … [--role ADMIN|OPERATOR|VIEWER]`: invites an operator on
// the configured database (DATABASE_URL or DATA_DIR, as the server reads them) and prints the
// one-time enrolment link, where the operator sets a password and an authenticator app. This is how
// the first 관리자 comes to be; after that, 관리자 invite others from the console. In production:
// `node apps/api/dist/add-operator.js …` after the build.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { operatorEnrolmentHours, operatorRoles } from '@quotemarket/contract';
import { ConfigError, loadConfig } from '../config';
import { openPreparedDatabase } from '../prepared-database';
import { inviteFromCommandLine } from '../domain/operators/management';
import { packageRoot } from '../paths';

const usage = `usage: operator:add --email <e-mail> --name <name> [--role ${operatorRoles.join('|')}] (default ADMIN)`;

const input = z.object({
  email: z.string().trim().toLowerCase().email('email must be an e-mail address'),
  name: z.string().trim().min(1, 'name is required').max(40),
  role: z.enum(operatorRoles, { message: `role must be one of ${operatorRoles.join(', ')}` }),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'ADMIN' },
    },
  });
  const operator = input.parse(values);
  const config = loadConfig(process.env, packageRoot);
  const { database } = await openPreparedDatabase(config);
  try {
    const link = await inviteFromCommandLine(database.db, operator, new Date());
    process.stdout.write(
      `Invited operator #${link.operator.id}: ${link.operator.email} (${link.operator.role})\n` +
        `Enrolment link (works once, for ${operatorEnrolmentHours} hours): ` +
        `http://localhost:${config.port}${link.enrolmentPath}\n` +
        '(on another host, open the same path on its address)\n',
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
