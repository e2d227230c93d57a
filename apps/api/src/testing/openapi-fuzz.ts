import fc from 'fast-check';

/*
 * Requests for every operation of an OpenAPI 3.0 document, for the fuzz suite
 * (openapi-fuzz.test.ts). Half are what a client could mean: valid by the schemas, their edge values
 * included (bounds, 2^31, the longest text), from the right kind of account, so the handlers and the
 * database are reached. Half carry noise: NUL, lone surrogates, RTL marks, emoji, huge and empty
 * strings, wrong types, non-numeric and out-of-range ids, bad JSON, wrong content types, broken
 * multipart, bad and expired tokens. Apart from those, `pastBoundsRequests` sends each number the
 * document names past its bounds, one at a time, the rest of the request allowed.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
        tags?: string[];
        responses?: Record<string, { content?: unknown }>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  /** `GET /api/v2/products/{id}` */
  name: string;
  method: string;
  path: string;
  pathParams: OpenApiParameter[];
  query: OpenApiParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  secured: boolean;
  /** For dealers (tagged `seller`), otherwise for buyers when secured. */
  forDealers: boolean;
  /** For operators (tagged `admin`): the operator console's API. */
  forOperators: boolean;
  /** A server-sent event stream: its 200 never ends by itself. */
  streams: boolean;
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const success = operation.responses?.['200'] ?? operation.responses?.['201'];
      return {
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        secured: (operation.security?.length ?? 0) > 0,
        forDealers: operation.tags?.includes('seller') ?? false,
        forOperators: operation.tags?.includes('admin') ?? false,
        streams: success !== undefined && success.content === undefined,
      };
    }),
  );
}

/** Every property name the document mentions: field names for multipart and unknown keys. */
export function propertyNamesOf(document: OpenApiDocument): string[] {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.properties && typeof record.properties === 'object') {
        Object.keys(record.properties).forEach((name) => names.add(name));
      }
      Object.values(record).forEach(walk);
    }
  };
  walk(document);
  return [...names].sort();
}

// ---------------------------------------------------------------------------------------------
// Odd values

/** Strings that have broken servers: empty, NUL, lone surrogates, direction marks, emoji … */
export const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '견\uD83D',
  '\u202E견적\u202C',
  '\u200F',
  '\u200B',
  '\uFEFF',
  '🙂',
  '👩‍👩‍👧‍👦',
  'e\u0301',
  '１２',
  '١٢٣',
  '\r\n',
  '\t',
  '\\',
  '"',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%',
  '%00',
  'null',
  'true',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '0x1F',
  ' 7 ',
  '7.5',
  '-1',
  '0',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '-2147483649',
  '99999999999999999999999999',
];

/** Long enough to pass a missing length limit and meet the column's. */
const hugeStrings = ['a'.repeat(70_000), '견'.repeat(30_000), '🙂'.repeat(10_000)];

const oddNumbers = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const oddCharacter = fc.constantFrom(
  ...['\u0000', '\uD800', '\uDC00', '\u202E', '\u200F', '\uFEFF', '🙂', '\\', '"', '%', '\n'],
);

/** What broke servers most often: NUL, lone surrogates, a direction override, emoji. */
const hazards = ['\u0000', 'a\u0000b', '\uD800', '견\uDC00', '\u202E견적\u202C', '🙂'];

/** An odd string: a known one, random code units, or ordinary text with odd characters in it. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hazards) },
  { weight: 4, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.oneof(fc.constantFrom('가', '나', 'a', '1', ' '), oddCharacter),
      maxLength: 20,
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom(...hugeStrings) },
);

/** Any value in the wrong place: odd strings and numbers, nulls, empty and nested containers. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 3, arbitrary: fc.constantFrom(...oddNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], { '': null }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/**
 * How odd a request is: `null` for a request as a client means it; otherwise this request's odd
 * text, which goes into many of its text fields at once (so a NUL reaches the database, not only
 * the first check), with other odd values and broken bodies, content types and tokens.
 */
export type Noise = string | null;

/** Odd text for one field: mostly the request's own, sometimes another. */
const oddText = (noise: string) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(noise) }, { weight: 1, arbitrary: oddString });

// ---------------------------------------------------------------------------------------------
// Values from a schema

const plainCharacter = fc.constantFrom(...'견적마켓 가나다 abcXYZ 0123-_@.'.split(''));

function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  while (current.$ref) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unknown $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Whole numbers within the schema's bounds: small ones (ids that exist), and the bounds. */
function integerIn(schema: JsonSchema): fc.Arbitrary<number> {
  const min =
    schema.minimum === undefined
      ? Number.MIN_SAFE_INTEGER
      : schema.minimum + (schema.exclusiveMinimum ? 1 : 0);
  const max =
    schema.maximum === undefined
      ? Number.MAX_SAFE_INTEGER
      : schema.maximum - (schema.exclusiveMaximum ? 1 : 0);
  const low = Math.max(min, Math.min(-2, max));
  const small = fc.nat({ max: 60 }).map((n) => Math.min(low + n, max));
  const edges = [min, max, 2 ** 31 - 1, 2 ** 31].filter((n) => n >= min && n <= max);
  return fc.oneof(
    { weight: 6, arbitrary: small },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

/** Numbers within the schema's bounds, and the extremes a schema without bounds lets in. */
function numberIn(schema: JsonSchema): fc.Arbitrary<number> {
  const extremes = [0.1, 1e308, -1e308, Number.MIN_VALUE].filter(
    (n) => n >= (schema.minimum ?? -Infinity) && n <= (schema.maximum ?? Infinity),
  );
  return fc.oneof(
    { weight: 4, arbitrary: integerIn(schema) },
    ...(extremes.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...extremes) }] : []),
  );
}

/** Times a date-time schema lets in that a database may not hold. */
const edgeTimes = ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '1970-01-01T00:00:00Z'];

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
      { weight: 1, arbitrary: fc.constantFrom(...edgeTimes) },
    );
  }
  if (schema.format === 'date') {
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom('0000-01-01', '9999-12-31', '2024-02-29'),
    );
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const fitting = fc.string({ unit: plainCharacter, minLength, maxLength });
  // Exactly as long as allowed, in Korean, or huge where no limit is given: the column must hold
  // whatever the contract lets in.
  const longest = schema.maxLength === undefined ? hugeStrings[1]! : '견'.repeat(schema.maxLength);
  return fc.oneof(
    { weight: 5, arbitrary: fitting },
    { weight: 1, arbitrary: fc.constant(longest) },
  );
}

/**
 * A value the schema allows; with noise, text fields often carry the odd text, and now and then
 * one part (any depth) is a wrong value, an object misses keys or has an unknown one.
 */
export function valueOf(
  document: OpenApiDocument,
  raw: JsonSchema,
  noise: Noise,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  const valid = validValueOf(document, schema, noise, depth);
  const nullable = schema.nullable ? fc.option(valid, { freq: 6 }) : valid;
  if (noise === null) return nullable;
  // Odd text where text goes: it passes the type check and travels on to the handler and database.
  const isText = schema.type === 'string' && !schema.enum;
  return fc.oneof(
    { weight: isText ? 2 : 14, arbitrary: nullable },
    { weight: isText ? 2 : 0, arbitrary: oddText(noise) },
    { weight: 1, arbitrary: wrongValue },
  );
}

function validValueOf(
  document: OpenApiDocument,
  schema: JsonSchema,
  noise: Noise,
  depth: number,
): fc.Arbitrary<unknown> {
  const inner = (child: JsonSchema) => valueOf(document, child, noise, depth + 1);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map(inner));
  if (schema.allOf) {
    return fc
      .tuple(...schema.allOf.map(inner))
      .map((parts) => Object.assign({}, ...parts.filter((part) => typeof part === 'object')));
  }
  switch (schema.type) {
    case 'integer':
      return integerIn(schema);
    case 'number':
      return numberIn(schema);
    case 'string':
      return stringFor(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 6 || !schema.items) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 6));
      const some = fc.array(inner(schema.items), { minLength, maxLength });
      if (schema.maxItems !== undefined) return some;
      // No limit given: as many as a database statement can take, and more.
      const many = valueOf(document, schema.items, null, depth + 1).map((item) =>
        Array.from({ length: 70_000 }, () => item),
      );
      return fc.oneof({ weight: 8, arbitrary: some }, { weight: 1, arbitrary: many });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const model = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, inner(child)]),
      );
      const complete = fc.record(model, { requiredKeys: schema.required ?? [] });
      if (noise === null) return complete;
      return fc.oneof(
        { weight: 10, arbitrary: complete },
        { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(complete, fc.constantFrom('unknown', '__proto__', ''), wrongValue)
            .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
        },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------
// URLs

/**
 * Percent-encodes text for a path or query; a lone surrogate becomes the bytes a careless client
 * sends for it (WTF-8), which are not UTF-8.
 */
export function encodeComponent(text: string): string {
  let encoded = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(text[i]!).replace(/'/g, '%27');
    }
  }
  return encoded;
}

/** Escapes that are not valid percent-encoding or not UTF-8, sent as they are. */
const rawUrlJunk = ['%', '%zz', '%ED%A0%80', '%C0%AF', '%FF', '%2e%2e', '..', '%E2%80%AE'];

/**
 * A path or query value: what the schema allows (its default now and then); with noise, also odd
 * text and junk escapes.
 */
function urlValue(document: OpenApiDocument, schema: JsonSchema | undefined, noise: Noise) {
  const resolved = schema && resolve(document, schema);
  const meant = resolved
    ? fc.oneof(
        { weight: 5, arbitrary: valueOf(document, resolved, null) },
        ...(resolved.default === undefined
          ? []
          : [{ weight: 1, arbitrary: fc.constant(resolved.default) }]),
      )
    : fc.constant('1');
  const valid = meant.map((value) => encodeComponent(String(value)));
  if (noise === null) return valid;
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 3, arbitrary: oddText(noise).map(encodeComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...rawUrlJunk) },
  );
}

function queryOf(document: OpenApiDocument, operation: Operation, names: string[], noise: Noise) {
  const pairs = operation.query.map((parameter) => {
    const value = urlValue(document, parameter.schema, noise);
    return fc
      .oneof(
        { weight: parameter.required ? 0 : 2, arbitrary: fc.constant([] as string[]) },
        { weight: 6, arbitrary: value.map((one) => [one]) },
        // The same name twice reads as an array.
        {
          weight: noise === null ? 0 : 1,
          arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }),
        },
      )
      .map((values) => values.map((one) => `${encodeComponent(parameter.name)}=${one}`));
  });
  const extra = fc.array(
    fc
      .tuple(fc.oneof(fc.constantFrom(...names), oddString), urlValue(document, undefined, noise))
      .map(([name, value]) => `${encodeComponent(name)}=${value}`),
    { maxLength: noise === null ? 0 : 2 },
  );
  const tails = noise === null ? [''] : ['', '', '', '', '&', '&&=', '=', '%'];
  return fc
    .tuple(fc.tuple(...pairs), extra, fc.constantFrom(...tails))
    .map(([fields, extras, tail]) => {
      const query = [...fields.flat(), ...extras].join('&') + tail;
      return query ? `?${query}` : '';
    });
}

function urlOf(document: OpenApiDocument, operation: Operation, names: string[], noise: Noise) {
  const values = operation.pathParams.map((parameter) =>
    urlValue(document, parameter.schema, noise),
  );
  return fc
    .tuple(fc.tuple(...values), queryOf(document, operation, names, noise))
    .map(([filled, query]) => {
      let path = operation.path;
      operation.pathParams.forEach((parameter, index) => {
        path = path.replace(`{${parameter.name}}`, filled[index]!);
      });
      return path + query;
    });
}

// ---------------------------------------------------------------------------------------------
// Bodies

interface Body {
  contentType?: string;
  payload?: Buffer;
}

const jsonTypes = ['application/json', 'application/json; charset=utf-8'];
const otherTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'multipart/form-data',
  '*/*',
  'a/b/c',
  ';;',
  '',
];

const badJson = [
  '',
  '{',
  '{"a":1',
  '[1,]',
  "{'a':1}",
  'nul',
  '\u0000',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '1'.repeat(400),
  '['.repeat(10_000) + ']'.repeat(10_000),
  `{"a":"${'a'.repeat(2_000_000)}"}`,
];

const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');

/** A multipart body, well-formed or broken in one of the ways a bad client breaks it. */
function multipartOf(names: string[], noise: Noise): fc.Arbitrary<Body> {
  const text = fc.string({ unit: plainCharacter, maxLength: 20 });
  const field =
    noise === null
      ? fc.tuple(fc.constantFrom(...names), text)
      : fc.tuple(fc.oneof(fc.constantFrom(...names), oddString), fc.oneof(text, oddText(noise)));
  const file = fc.record({
    name: fc.constantFrom('profileImage', 'file', 'image'),
    filename:
      noise === null
        ? fc.constantFrom('a.png', 'a.jpg')
        : fc.oneof(fc.constantFrom('a.png', 'a.jpg', '', '../../x.png'), oddText(noise)),
    type: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/html'),
    bytes: fc.oneof(
      fc.constant(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.alloc(0)),
    ),
  });
  const breakage = fc.constantFrom(
    ...(noise !== null
      ? [
          'none',
          'none',
          'no closing boundary',
          'other boundary',
          'no blank line',
          'no boundary parameter',
          'truncated',
        ]
      : ['none']),
  );
  return fc
    .tuple(fc.array(field, { maxLength: 3 }), fc.option(file), breakage)
    .map(([fields, upload, broken]) => {
      const boundary = 'fuzzboundary7MA4YWxk';
      const separator = broken === 'no blank line' ? '\r\n' : '\r\n\r\n';
      const parts = fields.map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${separator}${value}\r\n`,
      );
      const chunks = parts.map((part) => Buffer.from(part));
      if (upload) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${upload.name}"; filename="${upload.filename}"\r\nContent-Type: ${upload.type}${separator}`,
          ),
          upload.bytes,
          Buffer.from('\r\n'),
        );
      }
      if (broken !== 'no closing boundary') chunks.push(Buffer.from(`--${boundary}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (broken === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
      const declared = broken === 'other boundary' ? 'someotherboundary' : boundary;
      return {
        contentType:
          broken === 'no boundary parameter'
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${declared}`,
        payload,
      };
    });
}

/** A request's body: the JSON the operation takes, or with noise, anything else too. */
function bodyOf(document: OpenApiDocument, operation: Operation, names: string[], noise: Noise) {
  const none = fc.constant<Body>({});
  const meant = operation.body
    ? fc
        .tuple(fc.constantFrom(...jsonTypes), valueOf(document, operation.body, noise))
        .map(([contentType, value]): Body => ({ contentType, payload: json(value) }))
    : undefined;
  const readsOnly = operation.method === 'GET' || operation.method === 'DELETE';
  if (noise === null) {
    // Without a JSON body: none, or a form (multipart operations are not in the document's terms).
    if (meant) return meant;
    return readsOnly ? none : fc.oneof({ weight: 3, arbitrary: none }, multipartOf(names, null));
  }
  const wrongJson = wrongValue.map((value) => ({
    contentType: jsonTypes[0],
    payload: json(value),
  }));
  const broken = fc.constantFrom(...badJson).map((text) => ({
    contentType: jsonTypes[0],
    payload: Buffer.from(text),
  }));
  const otherType = fc
    .tuple(fc.constantFrom(...otherTypes), fc.oneof(oddText(noise), fc.constant('a=1&b=2')))
    .map(([contentType, text]) => ({ contentType, payload: Buffer.from(text) }));
  const others = [
    { weight: 1, arbitrary: wrongJson },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: otherType },
    { weight: 1, arbitrary: multipartOf(names, noise) },
  ];
  if (meant)
    return fc.oneof({ weight: 8, arbitrary: meant }, { weight: 1, arbitrary: none }, ...others);
  const noneWeight = readsOnly ? 8 : 2;
  return fc.oneof({ weight: noneWeight, arbitrary: none }, ...others);
}

// ---------------------------------------------------------------------------------------------
// Callers

/**
 * Who is calling: real accounts from the test factories (their token is issued when the request
 * is sent) or tokens that must be refused.
 */
export type Caller =
  | 'guest'
  | 'buyer'
  | 'demo buyer'
  | 'dealer'
  | 'operator'
  | 'expired token'
  | 'forged token'
  | 'deleted account'
  | 'malformed header';

/** Other headers a client may get wrong (HTTP carries Latin-1 bytes: no NUL, CR or LF). */
const oddHeaders = fc.record(
  {
    accept: fc.constantFrom('text/event-stream', 'application/xml', '*/*;q=x', ''),
    'accept-encoding': fc.constantFrom('gzip', 'br;q=2', 'identity;q=0', '*;q=0'),
    'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown'),
    'x-request-id': fc.constantFrom('', 'a'.repeat(5000), '\u00e2\u0080\u00ae'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not an address', '::1, 10.0.0.1'),
  },
  { requiredKeys: [] },
);

const malformedAuthorizations = [
  'Bearer',
  'Bearer ',
  'Bearer a.b.c',
  'Bearer  two words',
  'Basic dXNlcjpwYXNzd29yZA==',
  'bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwidHlwIjoiYnV5ZXIifQ.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5OTk5OTk5OTk5OTkiLCJ0eXAiOiJidXllciJ9.x',
  `Bearer ${'a'.repeat(9000)}`,
  'Bearer \u00e2\u0080\u00ae',
];

/**
 * The kind of account the operation is for, so its handler is reached; with noise, also guests,
 * the other kind of account and tokens that must be refused.
 */
function callerOf(operation: Operation, noise: Noise) {
  const meant: Caller[] = operation.forDealers
    ? ['dealer']
    : operation.forOperators
      ? ['operator']
      : operation.secured
        ? ['buyer', 'demo buyer']
        : ['guest', 'buyer', 'demo buyer'];
  if (noise === null) return fc.constantFrom(...meant);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...meant) },
    { weight: 1, arbitrary: fc.constantFrom<Caller>('guest', 'buyer', 'dealer') },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Caller>(
        'expired token',
        'forged token',
        'deleted account',
        'malformed header',
      ),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface FuzzRequest {
  method: string;
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  payload?: Buffer;
}

/** A shell command that sends the same request (tokens of real callers come from variables). */
export function toCurl(request: FuzzRequest, base = 'http://localhost:8080'): string {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const headers = Object.entries(request.headers).map(
    ([name, value]) => `-H ${quote(`${name}: ${value}`)}`,
  );
  if (!('authorization' in request.headers) && request.caller !== 'guest') {
    const variable = request.caller.toUpperCase().replace(/ /g, '_');
    headers.push(`-H "authorization: Bearer $${variable}_TOKEN"`);
  }
  const curl = ['curl', '-sS', '-X', request.method, quote(base + request.url), ...headers];
  if (!request.payload) return curl.join(' ');
  const shown = request.payload.length > 2000 ? request.payload.subarray(0, 2000) : request.payload;
  const escaped = [...shown]
    .map((byte) =>
      byte >= 0x20 && byte < 0x7f && byte !== 0x27 && byte !== 0x5c && byte !== 0x25
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
  const cut =
    shown.length < request.payload.length ? ` # first 2000 of ${request.payload.length} bytes` : '';
  return `printf '${escaped}' | ${curl.join(' ')} --data-binary @-${cut}`;
}

/**
 * Requests for one operation, printed as curl commands in fast-check's reports: half as a client
 * means them (with the edge values the schemas allow), half with noise (see `Noise`).
 */
export function requestsFor(
  document: OpenApiDocument,
  operation: Operation,
): fc.Arbitrary<FuzzRequest> {
  const names = propertyNamesOf(document);
  const kind = (noise: Noise) =>
    fc.tuple(
      urlOf(document, operation, names, noise),
      bodyOf(document, operation, names, noise),
      callerOf(operation, noise),
      fc.constantFrom(...malformedAuthorizations),
      noise === null ? fc.constant({}) : oddHeaders,
    );
  const noisy = oddString.chain((noise) => kind(noise));
  return fc.oneof(kind(null), noisy).map(([url, body, caller, malformed, odd]) => {
    const headers: Record<string, string> = { ...odd };
    if (caller === 'malformed header') headers.authorization = malformed;
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
    const request: FuzzRequest = {
      method: operation.method,
      url,
      caller,
      headers,
      ...(body.payload && { payload: body.payload }),
    };
    return Object.assign(request, { [fc.toStringMethod]: () => toCurl(request) });
  });
}

// ---------------------------------------------------------------------------------------------
// Numbers past their bounds

/** A number somewhere in a schema, and a value the schema allows but for that number. */
interface NumberField {
  schema: JsonSchema;
  allowedValueWith: (number: number) => unknown;
}

/** One value the schema allows, the same on every run. */
const sampleOf = (document: OpenApiDocument, schema: JsonSchema | undefined) =>
  schema ? fc.sample(valueOf(document, schema, null), { numRuns: 1, seed: 1 })[0] : '1';

/** Every number of a schema: in its objects, each choice of a `oneOf`, an array's item. */
function numberFieldsOf(document: OpenApiDocument, raw: JsonSchema): NumberField[] {
  const schema = resolve(document, raw);
  if (schema.type === 'integer' || schema.type === 'number') {
    return [{ schema, allowedValueWith: (number) => number }];
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return choices.flatMap((choice) => numberFieldsOf(document, choice));
  if (schema.type === 'array' && schema.items) {
    return numberFieldsOf(document, schema.items).map((field) => ({
      schema: field.schema,
      allowedValueWith: (number) => [field.allowedValueWith(number)],
    }));
  }
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
    numberFieldsOf(document, child).map((field) => ({
      schema: field.schema,
      allowedValueWith: (number) => ({
        ...(sampleOf(document, schema) as object),
        [key]: field.allowedValueWith(number),
      }),
    })),
  );
}

/** Just past each bound, and far past it: beyond any integer of JavaScript or PostgreSQL. */
function valuesPastBounds(schema: JsonSchema): number[] {
  return [
    ...(schema.minimum === undefined ? [] : [schema.minimum - 1, -1e20]),
    ...(schema.maximum === undefined ? [] : [schema.maximum + 1, 1e20]),
  ];
}

/**
 * For each number the operation takes (path, query or JSON body), requests as a client means them
 * but for that number, past one of its bounds; the rest is allowed, so the number's own message is
 * the one the buyer reads.
 */
export function pastBoundsRequests(document: OpenApiDocument, operation: Operation): FuzzRequest[] {
  const caller: Caller = operation.forDealers
    ? 'dealer'
    : operation.forOperators
      ? 'operator'
      : operation.secured
        ? 'buyer'
        : 'guest';
  const urlWith = (name?: string, value?: number) => {
    let path = operation.path;
    for (const parameter of operation.pathParams) {
      const text = parameter.name === name ? value : sampleOf(document, parameter.schema);
      path = path.replace(`{${parameter.name}}`, encodeComponent(String(text)));
    }
    const query = operation.query.map((parameter) => {
      const text = parameter.name === name ? value : sampleOf(document, parameter.schema);
      return `${encodeComponent(parameter.name)}=${encodeComponent(String(text))}`;
    });
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  };
  const body = operation.body;
  const request = (url: string, payload?: unknown): FuzzRequest => ({
    method: operation.method,
    url,
    caller,
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    ...(payload !== undefined && { payload: json(payload) }),
  });
  const allowedBody = body && sampleOf(document, body);
  const inUrl = [...operation.pathParams, ...operation.query].flatMap((parameter) => {
    const schema = parameter.schema && resolve(document, parameter.schema);
    if (schema?.type !== 'integer' && schema?.type !== 'number') return [];
    return valuesPastBounds(schema).map((value) =>
      request(urlWith(parameter.name, value), allowedBody),
    );
  });
  const inBody = body
    ? numberFieldsOf(document, body).flatMap((field) =>
        valuesPastBounds(field.schema).map((value) =>
          request(urlWith(), field.allowedValueWith(value)),
        ),
      )
    : [];
  return [...inUrl, ...inBody];
}
