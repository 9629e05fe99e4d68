import { GUEST_PASSPHRASE_HEADER, GUEST_TOKEN_HEADER } from '@oja/contract/constants';
import fc from 'fast-check';
import type { Headers } from '../modules/cart/test-helpers.ts';
import { API_PREFIX, type ApiRoute } from './api-routes.ts';
import { acceptedTypes, type JsonSchema, jsonTypeOf, valueFor } from './fuzz-schema.ts';

export type Who = 'guest' | 'guest session' | 'customer';

/** A request under construction: an "almost right" one, then one thing broken by a mutation. */
type Draft = {
  who: Who;
  path: Record<string, string>;
  /** Names and URL-encoded values. */
  query: Array<[string, string]>;
  rawQuery?: string;
  headers: Headers;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
};

export type FuzzRequest = {
  /** What was broken, e.g. "body.amount: money -0.01". */
  label: string;
  who: Who;
  method: string;
  url: string;
  headers: Headers;
  payload?: string;
};

export type FuzzContext = {
  customer: Headers;
  guest: Headers;
  /** Real values for path parameters by name (an order reference of the customer's), used half the time. */
  known: Record<string, string>;
  /** Authorization headers that must be refused: forged, expired, unsigned tokens. */
  forgedAuthorizations: string[];
};

type Mutation = { label: string; apply(draft: Draft): Draft };
const mutation = (label: string, apply: (draft: Draft) => Draft): Mutation => ({ label, apply });

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\uFEFF',
  '👩🏽‍💻🇳🇬',
  'Ọjà ńlá',
  'مرحبا',
  '𝕆𝕛𝕒',
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '$1',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\r\n\r\n',
  ' ',
  '',
];
const BAD_NUMBERS = [-1, -0.01, 0, 0.001, 0.005, 1.999, 1e21, -1e21, 2 ** 53 + 2, 1e308, 5e-324, -0];
const WRONG_VALUES: unknown[] = [
  'text',
  '',
  0,
  -1,
  1.5,
  true,
  false,
  null,
  [],
  [1, 'a'],
  {},
  { nested: { deep: 1 } },
];
const INVALID_JSON = [
  '{',
  '{"a":1',
  "{'a':1}",
  '[1,]',
  '{"a":1}}',
  'undefined',
  'NaN',
  '\u0000',
  '\uFEFF{}',
  '{"a":"\\u00"}',
  'nul',
];
const BAD_SEGMENTS = [
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '0',
  '-1',
  '1.5',
  '%27%20OR%201%3D1%20--',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%C0%80',
  '%F0%9F%91%A9',
  'x'.repeat(5000),
  '%20',
  'null',
  '%7Buuid%7D',
  // Well-formed numbers past the columns' ranges (int4, int8, 2^53).
  '2147483648',
  '9223372036854775808',
  '9007199254740993',
  '99999999999999999999',
];
const BAD_QUERY_VALUES = [
  '-1',
  '0',
  '1.5',
  'abc',
  '1e309',
  'x'.repeat(5000),
  '',
  'true',
  '[]',
  '%00',
  '%E2%80%AE',
  'null',
];
/** Cursors as an attacker would forge them (issue 26): the shape of a real one with keys no cast takes. */
const forgedCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const FORGED_CURSORS = [
  ...['newest', 'price_asc', 'popular', 'top_deals', 'relevance'].flatMap((order) =>
    ['not-a-date', '2026-13-45', "'", '1e3', '99999999999999999999', '2026-02-30 10:00:00+00'].map((key) =>
      forgedCursor([order, key, 1]),
    ),
  ),
  forgedCursor(['newest', '2026-11-26 10:00:00+00', 2 ** 40]),
  forgedCursor(['price_asc', '100', -1]),
  forgedCursor(['relevance', '0', 2 ** 53 + 2]),
  forgedCursor({ order: 'newest', key: '1', id: 1 }),
  forgedCursor(null),
  forgedCursor(['newest']),
];
const RAW_QUERIES = [
  '%',
  '%zz',
  'page=%E0%A4%A',
  '&&&',
  '=',
  'page[]=1',
  'page[a]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
];
const BAD_AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer a.b.c',
  'Basic YWRhOkxhZ29zMjAyNQ==',
  'bearer eyJhbGciOiJub25lIn0.e30.',
  `Bearer ${'x'.repeat(10_000)}`,
  'Bearer null',
  'Token abc',
];

const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).filter((s) => !/[\r\n]/.test(s));

type Weighted = { weight: number; arbitrary: fc.Arbitrary<Mutation> };

function bodyMutations(schema: JsonSchema): Weighted[] {
  const props = Object.keys(schema.properties ?? {});
  const required = (schema.required ?? []).filter((k) => props.includes(k));
  const prop = (keep: (s: JsonSchema) => boolean) => props.filter((k) => keep(schema.properties![k]!));
  const setProp = (label: string, names: string[], values: fc.Arbitrary<unknown>) =>
    names.length === 0
      ? []
      : [
          fc.tuple(fc.constantFrom(...names), values).map(([name, value]) =>
            mutation(`${label} body.${name}=${preview(value)}`, (d) => ({
              ...d,
              body: { ...(d.body as object), [name]: value },
            })),
          ),
        ];
  const wrongTyped = props.flatMap((name) => {
    const types = acceptedTypes(schema.properties![name]!);
    return WRONG_VALUES.filter((v) => !types.has(jsonTypeOf(v))).map((value) => [name, value] as const);
  });
  const strings = prop((s) => acceptedTypes(s).has('string'));
  const numbers = prop((s) => acceptedTypes(s).has('number'));
  const huge = fc
    .tuple(fc.constantFrom('x', 'ẞ', '👩🏽‍💻', '\u0000'), fc.integer({ min: 5_000, max: 200_000 }))
    .map(([c, n]) => c.repeat(n));
  const weighted = (weight: number, arbitraries: fc.Arbitrary<Mutation>[]) =>
    arbitraries.map((arbitrary) => ({ weight, arbitrary }));
  return [
    ...weighted(
      2,
      wrongTyped.length === 0
        ? []
        : [
            fc.constantFrom(...wrongTyped).map(([name, value]) =>
              mutation(`wrong type body.${name}=${preview(value)}`, (d) => ({
                ...d,
                body: { ...(d.body as object), [name]: value },
              })),
            ),
          ],
    ),
    ...weighted(
      1,
      required.length === 0
        ? []
        : [
            fc.constantFrom(...required).map((name) =>
              mutation(`missing body.${name}`, (d) => {
                const { [name]: _gone, ...rest } = d.body as Record<string, unknown>;
                return { ...d, body: rest };
              }),
            ),
          ],
    ),
    ...weighted(1, [
      fc
        .dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 5 })
        .map((extra) =>
          mutation(`extra fields ${preview(extra)}`, (d) => ({
            ...d,
            body: { ...extra, ...(d.body as object) },
          })),
        ),
    ]),
    // Odd values that may well pass validation reach the services and the database: weighted up.
    ...weighted(2, setProp('huge string', strings, huge)),
    ...weighted(
      4,
      setProp(
        'unicode',
        strings,
        fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 40 })),
      ),
    ),
    ...weighted(
      3,
      setProp(
        'money',
        numbers,
        fc.oneof(fc.constantFrom(...BAD_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true })),
      ),
    ),
  ];
}

/** Breakages any request with a body can have, whatever its schema. */
const payloadMutations: Weighted[] = [
  fc
    .constantFrom<unknown>(null, [], 'text', 42, true, [{}])
    .map((body) => mutation(`body is ${preview(body)}`, (d) => ({ ...d, body }))),
  fc
    .constantFrom(...INVALID_JSON)
    .map((raw) => mutation(`invalid JSON ${preview(raw)}`, (d) => ({ ...d, rawBody: raw }))),
  fc.constant(mutation('empty JSON body', (d) => ({ ...d, rawBody: '' }))),
  fc
    .constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----oja',
      'application/json; charset=utf-16',
      'application/jsonx',
      'garbage',
      '',
    )
    .map((type) => mutation(`content-type "${type}"`, (d) => ({ ...d, contentType: type }))),
  fc
    .constantFrom('{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"polluted":1}}}')
    .map((raw) => mutation(`prototype pollution ${raw}`, (d) => ({ ...d, rawBody: raw }))),
  fc.constant(
    mutation('body over the 1 MB limit', (d) => ({
      ...d,
      rawBody: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    })),
  ),
  fc.constant(
    mutation('JSON nested 5,000 deep', (d) => ({ ...d, rawBody: `${'['.repeat(5000)}${']'.repeat(5000)}` })),
  ),
].map((arbitrary) => ({ weight: 1, arbitrary }));

function pathMutations(names: string[]): Weighted[] {
  if (names.length === 0) return [];
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...BAD_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );
  return [
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), value)
        .map(([name, v]) =>
          mutation(`path {${name}}=${preview(v)}`, (d) => ({ ...d, path: { ...d.path, [name]: v } })),
        ),
    },
  ];
}

function queryMutations(names: string[]): Weighted[] {
  const known = names.length > 0 ? names : ['page'];
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...BAD_QUERY_VALUES) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent) },
  );
  const setParam = (name: string, v: string) => (d: Draft) => ({
    ...d,
    query: [...d.query.filter(([k]) => k !== name), [name, v] as [string, string]],
  });
  return [
    {
      weight: names.length > 0 ? 4 : 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...known), value)
        .map(([name, v]) => mutation(`query ${name}=${preview(v)}`, setParam(name, v))),
    },
    ...(names.includes('cursor')
      ? [
          {
            weight: 2,
            arbitrary: fc
              .constantFrom(...FORGED_CURSORS)
              .map((cursor) =>
                mutation(
                  `forged cursor ${preview(Buffer.from(cursor, 'base64url').toString('utf8'))}`,
                  setParam('cursor', cursor),
                ),
              ),
          },
        ]
      : []),
    ...[
      fc.constantFrom(...known).map((name) =>
        mutation(`query ${name} repeated`, (d) => ({
          ...d,
          query: [...d.query, [name, '1'] as [string, string], [name, '2'] as [string, string]],
        })),
      ),
      fc
        .constantFrom(...RAW_QUERIES)
        .map((raw) => mutation(`raw query "${raw}"`, (d) => ({ ...d, rawQuery: raw }))),
    ].map((arbitrary) => ({ weight: 1, arbitrary })),
  ];
}

function headerMutations(ctx: FuzzContext, headerNames: string[]): Weighted[] {
  const withHeaders = (label: string, headers: Headers) =>
    mutation(label, (d) => ({ ...d, headers: { ...withoutSession(d.headers), ...headers } }));
  const guestToken = ctx.guest[GUEST_TOKEN_HEADER]!;
  return [
    fc
      .oneof(
        fc.constantFrom(...BAD_AUTHORIZATIONS, ...ctx.forgedAuthorizations),
        headerText.map((s) => `Bearer ${s}`),
      )
      .map((auth) => withHeaders(`authorization "${preview(auth)}"`, { authorization: auth })),
    fc
      .constantFrom<[string, Headers]>(
        ['guest token without passphrase', { [GUEST_TOKEN_HEADER]: guestToken }],
        ['guest passphrase without token', { [GUEST_PASSPHRASE_HEADER]: 'some-passphrase' }],
        [
          'guest token, wrong passphrase',
          { [GUEST_TOKEN_HEADER]: guestToken, [GUEST_PASSPHRASE_HEADER]: 'wrong' },
        ],
        ['garbage guest token', { [GUEST_TOKEN_HEADER]: 'a.b.c', [GUEST_PASSPHRASE_HEADER]: 'x' }],
        ['huge guest token', { [GUEST_TOKEN_HEADER]: 'x'.repeat(8000), [GUEST_PASSPHRASE_HEADER]: 'x' }],
        [
          'customer token as guest token',
          { [GUEST_TOKEN_HEADER]: ctx.customer.authorization!.slice(7), [GUEST_PASSPHRASE_HEADER]: 'x' },
        ],
      )
      .map(([label, headers]) => withHeaders(label, headers)),
    ...headerNames.map((name) =>
      fc
        .oneof(fc.constantFrom('', ' ', 'x'.repeat(500), '../../', '%D0%BA', 'a b'), headerText)
        .map((v) =>
          mutation(`header ${name}="${preview(v)}"`, (d) => ({ ...d, headers: { ...d.headers, [name]: v } })),
        ),
    ),
  ].map((arbitrary) => ({ weight: 1, arbitrary }));
}

const withoutSession = (headers: Headers) => {
  const { authorization: _a, [GUEST_TOKEN_HEADER]: _t, [GUEST_PASSPHRASE_HEADER]: _p, ...rest } = headers;
  return rest;
};

/** A short, printable picture of a value for labels and failure reports. */
export function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 60
    ? `${JSON.stringify(text.slice(0, 40))}... (${text.length} chars)`
    : JSON.stringify(text);
}

const methodHasBody = (method: string) => method === 'post' || method === 'put' || method === 'patch';

/**
 * Malformed requests for one route of the OpenAPI document: an almost right request (path, query,
 * headers and body shaped by its schemas, as a guest, a guest session or the customer) with one
 * thing broken: a body field's type, a missing or extra field, a huge or odd string, a bad amount,
 * a body that is not an object or not JSON, a wrong content type, a bad path or query value, a bad
 * Authorization or guest token.
 */
export function requestsFor(route: ApiRoute, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const params = route.operation.parameters ?? [];
  const ofKind = (kind: 'path' | 'query' | 'header') => params.filter((p) => p.in === kind);
  const bodySchema = methodHasBody(route.method)
    ? (route.operation.requestBody?.content['application/json']?.schema as JsonSchema | undefined)
    : undefined;
  const draft = fc.record({
    // Mostly the customer: most routes need one, and header mutations try the other sessions.
    who: fc.oneof(
      { weight: 1, arbitrary: fc.constant<Who>('guest') },
      { weight: 1, arbitrary: fc.constant<Who>('guest session') },
      { weight: 3, arbitrary: fc.constant<Who>('customer') },
    ),
    path: fc.record(
      Object.fromEntries(
        ofKind('path').map((p) => {
          const shaped = valueFor(p.schema as JsonSchema).map((v) => encodeURIComponent(String(v)));
          const real = ctx.known[p.name];
          return [p.name, real ? fc.oneof(fc.constant(real), shaped) : shaped];
        }),
      ),
    ),
    query: fc
      .record(Object.fromEntries(ofKind('query').map((p) => [p.name, valueFor(p.schema as JsonSchema)])), {
        requiredKeys: ofKind('query')
          .filter((p) => p.required)
          .map((p) => p.name),
      })
      .map((q) =>
        Object.entries(q)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, encodeURIComponent(String(v))] as [string, string]),
      ),
    headers: fc.constant<Headers>({}),
    body: bodySchema ? valueFor(bodySchema) : fc.constant(undefined),
  });
  const mutations = [
    ...(bodySchema ? [...bodyMutations(bodySchema), ...payloadMutations] : []),
    ...(methodHasBody(route.method) && !bodySchema ? payloadMutations : []),
    ...pathMutations(ofKind('path').map((p) => p.name)),
    ...queryMutations(ofKind('query').map((p) => p.name)),
    ...headerMutations(
      ctx,
      ofKind('header').map((p) => p.name),
    ),
  ];
  return fc.tuple(draft, fc.oneof(...mutations)).map(([base, broken]) => {
    const sessionHeaders =
      base.who === 'customer' ? ctx.customer : base.who === 'guest session' ? ctx.guest : {};
    const d = broken.apply({ ...base, headers: { ...sessionHeaders } });
    return toRequest(route, broken.label, d);
  });
}

function toRequest(route: ApiRoute, label: string, d: Draft): FuzzRequest {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => d.path[name] ?? '');
  // Query values are kept URL-encoded, so that a case can send what no encoder would (%00, %zz).
  const query = [...d.query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`), d.rawQuery ?? '']
    .filter(Boolean)
    .join('&');
  const headers: Headers = { ...d.headers };
  let payload: string | undefined;
  if (methodHasBody(route.method)) {
    payload = d.rawBody ?? (d.body === undefined ? undefined : JSON.stringify(d.body));
    const type = d.contentType ?? (payload === undefined ? undefined : 'application/json');
    if (type) headers['content-type'] = type;
  }
  return {
    label,
    who: d.who,
    method: route.method.toUpperCase(),
    url: `${API_PREFIX}${path}${query ? `?${query}` : ''}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}
