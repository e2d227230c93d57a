import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, it } from 'vitest';
import { TokenService } from './auth/tokens';
import { users } from './db/schema';
import { demoBuyerEmail } from './domain/accounts/demo-accounts';
import { InvalidSocialTokenError } from './edges/social-verifier';
import { createBuyer, createOperator, createSeller } from './testing/factories';
import {
  operationsOf,
  pastBoundsRequests,
  requestsFor,
  toCurl,
  type Caller,
  type FuzzRequest,
  type OpenApiDocument,
} from './testing/openapi-fuzz';
import { recordFigure } from './testing/figures';
import { createTestApp } from './testing/test-app';

/*
 * Requests generated from the app's own OpenAPI document, for every operation, as guests, with bad
 * tokens and as a real buyer and dealer. Whatever they send, the API answers below 500, and every
 * 4xx is the envelope `{ status_code, message, data }` with a Korean message. A failure prints the
 * shrunk request as a curl command.
 */

const runsPerOperation = 50;
const seed = 13;

const jwtSecret = randomBytes(32).toString('base64url');
const ctx = await createTestApp({
  jwtSecret,
  // A provider that refuses every token, as the real ones refuse made-up tokens.
  social: {
    verify: () => Promise.reject(new InvalidSocialTokenError('the fuzz suite has no real token')),
  },
});
afterAll(() => ctx.close());
const { db } = ctx.database;
const { tokens } = ctx.app.deps;
const document = ctx.app.swagger() as unknown as OpenApiDocument;

const [demoBuyer] = await db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, demoBuyerEmail));
/** Real accounts by caller; one that stops answering (withdrawn, deactivated) is replaced. */
const accounts = {
  buyer: (await createBuyer(ctx)).user.id,
  'demo buyer': demoBuyer!.id,
  dealer: (await createSeller(ctx)).seller.id,
  operator: (await createOperator(ctx, 'ADMIN')).operator.id,
};
const yearAgo = new Date(Date.now() - 365 * 24 * 3600_000);
const refusedTokens = {
  'expired token': await new TokenService(db, jwtSecret, () => yearAgo).issue(
    'buyer',
    accounts.buyer,
  ),
  'forged token': await new TokenService(
    db,
    randomBytes(32).toString('hex'),
    () => new Date(),
  ).issue('buyer', accounts.buyer),
  'deleted account': await tokens.issue('buyer', 2_000_000_000),
};

const isRealAccount = (caller: Caller): caller is keyof typeof accounts => caller in accounts;

/** A fresh session per request: a logout in one request must not turn the next into a 401. */
async function authorizationFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'operator') {
    const origin = { address: '127.0.0.1', userAgent: 'fuzz' };
    return `Bearer ${await ctx.app.deps.operatorSessions.start(accounts.operator, origin)}`;
  }
  if (isRealAccount(caller)) {
    return `Bearer ${await tokens.issue(caller === 'dealer' ? 'seller' : 'buyer', accounts[caller])}`;
  }
  if (caller in refusedTokens) {
    return `Bearer ${refusedTokens[caller as keyof typeof refusedTokens]}`;
  }
  return undefined;
}

async function send(request: FuzzRequest, streams: boolean, remoteAddress: string) {
  const authorization = await authorizationFor(request.caller);
  const response: LightMyRequestResponse = await ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    remoteAddress,
    headers: { ...request.headers, ...(authorization && { authorization }) },
    ...(request.payload && { payload: request.payload }),
    // A stream's 200 stays open: read its head, then hang up as a browser tab does.
    ...(streams && { payloadAsStream: true }),
  });
  let body = '';
  if (streams) {
    const stream = response.stream();
    if (response.statusCode === 200) response.raw.res.destroy();
    else for await (const chunk of stream) body += String(chunk);
  } else {
    body = response.body;
  }
  if (isRealAccount(request.caller) && response.statusCode === 401) {
    // A fresh token refused: the request withdrew or deactivated the account. Use a new one.
    accounts[request.caller] =
      request.caller === 'dealer'
        ? (await createSeller(ctx)).seller.id
        : request.caller === 'operator'
          ? (await createOperator(ctx, 'ADMIN')).operator.id
          : (await createBuyer(ctx)).user.id;
  }
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type']),
    body,
  };
}

const hangul = /[\uAC00-\uD7A3]/;

/** Latin words a Korean message may carry: units and names, never a field path or a type. */
const allowedLatin = /\b(?:MB|MY|SMS|TV|JPG|JPEG|PNG|Apple)\b/g;

/** JavaScript's safe integers and PostgreSQL's `integer`: bounds of a type, no rule a buyer knows. */
const integerRange = /9007199254740991|214748364[78]/;

/**
 * What a buyer must never read: a field path, a type, zod's default wording (its English, or its
 * Korean locale's 합니다체 and "이(가)" templates) or a bound that is only an integer's range.
 */
function unreadableText(text: string): string | undefined {
  if (/[A-Za-z]/.test(text.replace(allowedLatin, '')))
    return 'Latin text (a path, a type or English)';
  if (/습니다|이\(가\)|을\(를\)|예상 타입/.test(text)) return "zod's default wording";
  if (integerRange.test(text)) return 'the range an integer can hold, quoted as a rule';
  return undefined;
}

/** What is wrong with an answer, or undefined. */
function problemWith(answer: { status: number; contentType: string; body: string }) {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType.startsWith('application/json')) {
    return `a ${answer.status} as ${answer.contentType}`;
  }
  let envelope: unknown;
  try {
    envelope = JSON.parse(answer.body);
  } catch {
    return `a ${answer.status} whose body is not JSON`;
  }
  const { status_code, message, data } = (envelope ?? {}) as Record<string, unknown>;
  if (status_code !== answer.status) {
    return `a ${answer.status} whose status_code is ${String(status_code)}`;
  }
  if (typeof message !== 'string' || !hangul.test(message)) {
    return `a ${answer.status} without a Korean message`;
  }
  if (data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    return `a ${answer.status} whose data is neither null nor an object`;
  }
  for (const text of [message, ...Object.values(data ?? {})]) {
    const unreadable =
      typeof text === 'string' ? unreadableText(text) : 'a field message that is not text';
    if (unreadable) return `a ${answer.status} with ${unreadable}: ${String(text)}`;
  }
  return undefined;
}

describe('every operation of the OpenAPI document, fuzzed', () => {
  const operations = operationsOf(document);

  it.for(operations.map((operation, index) => [operation.name, operation, index] as const))(
    '%s',
    async ([, operation, index], context) => {
      // Each operation calls from its own loopback address, within the API's per-address budget.
      const remoteAddress = `127.13.${index >> 8}.${(index & 255) + 1}`;
      let sent = 0;
      let serverErrors = 0;
      await fc.assert(
        fc.asyncProperty(requestsFor(document, operation), async (request) => {
          const answer = await send(request, operation.streams, remoteAddress);
          sent += 1;
          if (answer.status >= 500) serverErrors += 1;
          const problem = problemWith(answer);
          if (problem) {
            throw new Error(
              `${problem} (as ${request.caller})\n${toCurl(request)}\n→ ${answer.body.slice(0, 500)}`,
            );
          }
        }),
        { seed, numRuns: runsPerOperation },
      );
      await recordFigure(context, 'fuzzed requests', sent);
      await recordFigure(context, 'fuzzed requests answered 5xx', serverErrors);
    },
  );
});

describe('every number of the OpenAPI document, past its bounds', () => {
  const operations = operationsOf(document).flatMap((operation, index) => {
    const requests = pastBoundsRequests(document, operation);
    return requests.length > 0 ? [[operation.name, requests, index] as const] : [];
  });

  it.each(operations)('%s answers with the rule', async (_name, requests, index) => {
    const remoteAddress = `127.14.${index >> 8}.${(index & 255) + 1}`;
    for (const request of requests) {
      const answer = await send(request, false, remoteAddress);
      const problem = answer.status === 400 ? problemWith(answer) : `answered ${answer.status}`;
      if (problem)
        throw new Error(`${problem}\n${toCurl(request)}\n→ ${answer.body.slice(0, 500)}`);
    }
  });
});
