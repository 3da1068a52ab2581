// For the test that walks every route: a plausible request read from a route's zod schemas, and hostile variants of
// it (control characters and unpaired surrogates in every string position, wrong types, invalid dates, huge and
// deeply nested bodies, prototype keys).
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import type { RouteAccess } from '../modules/auth/access-control';

/** Somewhere in a request a value sits: a path parameter, a query key or a path in the body. */
export type Position = { part: 'params' | 'query' | 'body'; path: string[] };

export interface RouteRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** A body the schema accepts where the walk can make one: every field, else the required ones. */
  body: unknown;
  /** A body with every field, for hostile text in every string position. */
  everyField: unknown;
}

export interface Variant {
  label: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** A value to send as JSON, or a raw string body. */
  body: unknown;
  rawBody?: string;
  /** When set, the answer must be 400 naming this field (for callers allowed past the access check). */
  refusesField?: string;
}

/** Text no field may hold, each in the middle of ordinary text. */
export const HOSTILE_STRINGS: readonly [string, string][] = [
  ['a NUL byte', 'ab\u0000cd'],
  ['a lone high surrogate', 'ab\ud800cd'],
  ['a lone low surrogate', '\udc00'],
  ['a control character', 'bell\u0007'],
];

/** In a URL (percent-encoded): a surrogate cannot be written in UTF-8, so these are the ones a URL can carry. */
const URL_HOSTILE_STRINGS: readonly [string, string][] = [
  ['a NUL byte', 'ab%00cd'],
  ['a control character', 'bell%07'],
];

const INVALID_DATES = ['2026-02-30', '0000-00-00', '99999-01-01'];
const STRING_CANDIDATES = ['2026-11-20', '2026-11-23', '/faq', 'ABC123', 'x', '12.5', '1', 'weekly'];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

function checksOf(def: Def): Record<string, unknown>[] {
  const checks = (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? [];
  return checks.map((c) => c._zod.def);
}

/** Values for fields whose rule is a refinement the schema cannot tell us about. */
const BY_KEY: [RegExp, string][] = [
  [/^now$/i, '2026-11-20T18:00:00Z'],
  [/week/i, '2026-11-30'],
  [/resume/i, '2026-12-07'],
  [/date/i, '2026-11-20'],
  [/phone/i, '(469) 555-0100'],
];

function sampleString(def: Def, key: string): string {
  const checks = checksOf(def);
  const format = def.format ? def : checks.find((c) => c.check === 'string_format');
  switch (format?.format) {
    case 'email':
      return 'hostile.tester@example.com';
    case 'uuid':
    case 'guid':
      return '5b0e7c1e-6a5e-4c1e-9a51-2f1f4b0c9d3e';
    case 'datetime':
      return '2026-11-20T18:00:00Z';
    case 'date':
      return '2026-11-20';
    case 'regex': {
      const pattern = format.pattern as RegExp;
      return STRING_CANDIDATES.find((c) => pattern.test(c)) ?? 'x';
    }
  }
  const hinted = BY_KEY.find(([pattern]) => pattern.test(key));
  if (hinted) return hinted[1];
  const min = checks.find((c) => c.check === 'min_length')?.minimum as number | undefined;
  return 'x'.repeat(Math.max(1, min ?? 1));
}

function sampleNumber(def: Def): number {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'greater_than')?.value as number | undefined;
  const max = checks.find((c) => c.check === 'less_than')?.value as number | undefined;
  if (min !== undefined && max !== undefined) return Math.floor((min + max) / 2);
  return Math.max(1, Math.ceil(min ?? 1));
}

/** A value the schema probably accepts; where it cannot tell (refinements), a plausible one. */
export function sampleOf(schema: unknown, key = '', optionals = true): unknown {
  const def = defOf(schema);
  if (!def) return undefined;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(shape)
          .map(([k, v]) => [k, sampleOf(v, k, optionals)] as const)
          .filter(([, v]) => v !== undefined),
      );
    }
    case 'string':
      return sampleString(def, key);
    case 'number':
      return sampleNumber(def);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'optional':
      return optionals ? sampleOf(def.innerType, key, optionals) : undefined;
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return sampleOf(def.innerType, key, optionals);
    case 'union': {
      // The first option that is not an empty-string literal (the tracker's '' means "left blank").
      const options = def.options as unknown[];
      const useful = options.find((o) => !(defOf(o)?.type === 'literal' && sampleOf(o) === ''));
      return sampleOf(useful ?? options[0], key, optionals);
    }
    case 'pipe': {
      // A number read from text or a number: the bounds are on the number it becomes.
      const out = defOf(def.out);
      return out?.type === 'number' && checksOf(out).length > 0
        ? sampleNumber(out)
        : sampleOf(def.in, key, optionals);
    }
    case 'array':
      return [sampleOf(def.element, key, optionals)];
    case 'record':
      return { key: sampleOf(def.valueType, key, optionals) };
    default:
      return undefined;
  }
}

/** Every leaf of a sample value with its path (strings, numbers, booleans). */
function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (value === null || typeof value !== 'object') return value === undefined ? [] : [{ path, value }];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([k, v]) => leaves(v, [...path, k]));
}

function hasPath(value: unknown, path: string[]): boolean {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

function setAt(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head = '', ...rest] = path;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = setAt((copy as Record<string, unknown>)[head], rest, leaf);
  return copy;
}

const looksLikeDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

/** The route's sample request: path parameters, query and body read from its schemas. */
export function sampleRequest(route: RouteAccess): RouteRequest {
  const paramNames = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
  const fromSchema = (sampleOf(route.schema.params) ?? {}) as Record<string, unknown>;
  const params = Object.fromEntries(
    paramNames.map((name) => {
      const sample = fromSchema[name];
      // Ids nobody has, so that a walk changes nobody's data.
      const value = typeof sample === 'string' ? sample : '999999';
      return [name, value];
    }),
  );
  const everyField = sampleOf(route.schema.body);
  return {
    params,
    query: (sampleOf(route.schema.querystring) ?? {}) as Record<string, unknown>,
    body: acceptedBody(route.schema.body as $ZodType | undefined, everyField),
    everyField,
  };
}

/** The first body the schema accepts: every field, else without one or two of them, else the required ones. */
function acceptedBody(schema: $ZodType | undefined, everyField: unknown): unknown {
  if (!schema || everyField === null || typeof everyField !== 'object' || Array.isArray(everyField)) {
    return everyField;
  }
  const without = (...keys: string[]) =>
    Object.fromEntries(Object.entries(everyField).filter(([k]) => !keys.includes(k)));
  const keys = Object.keys(everyField);
  const candidates = [
    everyField,
    ...keys.map((k) => without(k)),
    ...keys.flatMap((k, i) => keys.slice(i + 1).map((l) => without(k, l))),
    sampleOf(schema, '', false),
  ];
  return candidates.find((body) => safeParse(schema, body).success) ?? everyField;
}

function deeplyNested(levels: number): string {
  return `{"a":${'['.repeat(levels)}1${']'.repeat(levels)}}`;
}

/** The hostile variants of a route's sample request. */
export function hostileVariants(route: RouteAccess, sample: RouteRequest): Variant[] {
  const variants: Variant[] = [];
  const base = { params: sample.params, query: sample.query, body: sample.body };
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

  for (const name of Object.keys(sample.params)) {
    for (const [label, text] of URL_HOSTILE_STRINGS) {
      variants.push({
        ...base,
        label: `path parameter ${name} with ${label}`,
        params: { ...sample.params, [name]: text },
        refusesField: name,
      });
    }
    for (const raw of ['%ED%A0%80', '%C0%80', '-1', '1e400', '99999999999999999999', '%2E%2E%2F']) {
      variants.push({
        ...base,
        label: `path parameter ${name} = ${raw}`,
        params: { ...sample.params, [name]: raw },
      });
    }
    variants.push({
      ...base,
      label: `path parameter ${name} of 3000 characters`,
      params: { ...sample.params, [name]: 'x'.repeat(3000) },
    });
    for (const date of INVALID_DATES) {
      if (looksLikeDate(sample.params[name]))
        variants.push({
          ...base,
          label: `path parameter ${name} = ${date}`,
          params: { ...sample.params, [name]: date },
        });
    }
  }

  const queryKeys = Object.keys(sample.query);
  for (const key of queryKeys) {
    for (const [label, text] of URL_HOSTILE_STRINGS) {
      variants.push({
        ...base,
        label: `query ${key} with ${label}`,
        query: { ...sample.query, [key]: decodeURIComponent(text) },
        refusesField: key,
      });
    }
    // A surrogate cannot be written in UTF-8: these bytes stay as they are and must harm nothing.
    variants.push({
      ...base,
      label: `query ${key} with surrogate bytes`,
      query: { ...sample.query, [key]: { raw: '%ED%A0%80' } },
    });
    variants.push({ ...base, label: `query ${key} twice`, query: { ...sample.query, [key]: ['1', '2'] } });
    variants.push({
      ...base,
      label: `query ${key} of 5000 characters`,
      query: { ...sample.query, [key]: 'x'.repeat(5000) },
    });
    variants.push({ ...base, label: `query ${key} = -1e400`, query: { ...sample.query, [key]: '-1e400' } });
    if (looksLikeDate(sample.query[key]))
      for (const date of INVALID_DATES)
        variants.push({ ...base, label: `query ${key} = ${date}`, query: { ...sample.query, [key]: date } });
  }
  variants.push({
    ...base,
    label: 'a query key with a NUL byte',
    query: { ...sample.query, 'k\u0000': '1' },
    refusesField: '(key)',
  });
  variants.push({
    ...base,
    label: 'a __proto__ query key',
    query: { ...sample.query, ['__proto__']: 'x', constructor: 'y' },
  });

  if (!hasBody) return variants;

  for (const { path, value } of leaves(sample.everyField)) {
    if (typeof value !== 'string') continue;
    const field = path.join('.');
    // In the accepted body where it has the field, so that nothing else stops the request first.
    const container = hasPath(sample.body, path) ? sample.body : sample.everyField;
    for (const [label, text] of HOSTILE_STRINGS) {
      variants.push({
        ...base,
        label: `body ${field} with ${label}`,
        body: setAt(container, path, text),
        refusesField: field,
      });
    }
  }
  for (const { path, value } of leaves(sample.body)) {
    const field = path.join('.');
    if (typeof value === 'string') {
      variants.push({
        ...base,
        label: `body ${field} of 20000 characters`,
        body: setAt(sample.body, path, 'x'.repeat(20_000)),
      });
    }
    for (const wrong of [typeof value === 'string' ? -1e308 : 'text', null, {}]) {
      variants.push({
        ...base,
        label: `body ${field} = ${JSON.stringify(wrong)}`,
        body: setAt(sample.body, path, wrong),
      });
    }
    if (looksLikeDate(value))
      for (const date of INVALID_DATES)
        variants.push({ ...base, label: `body ${field} = ${date}`, body: setAt(sample.body, path, date) });
    if (path.length > 0) {
      variants.push({
        ...base,
        label: `body ${field} nested 40 deep`,
        body: setAt(sample.body, path, JSON.parse(deeplyNested(40)) as unknown),
        refusesField: undefined,
      });
    }
  }
  const bodyObject = sample.body !== null && typeof sample.body === 'object' ? sample.body : {};
  variants.push(
    {
      ...base,
      label: 'an unknown key with a NUL byte',
      body: { ...bodyObject, 'x\u0000y': 1 },
      refusesField: '(key)',
    },
    { ...base, label: 'a body that is an array', body: [sample.body] },
    { ...base, label: 'a body that is a string', body: 'text' },
    { ...base, label: 'a body that is null', body: null },
    {
      ...base,
      label: 'a body of 300 KB',
      body: undefined,
      rawBody: JSON.stringify({ x: 'y'.repeat(300_000) }),
    },
    { ...base, label: 'a body nested 20000 deep', body: undefined, rawBody: deeplyNested(20_000) },
    { ...base, label: 'a __proto__ key', body: undefined, rawBody: `{"__proto__":{"role":"admin"},"a":1}` },
    {
      ...base,
      label: 'a constructor.prototype key',
      body: undefined,
      rawBody: `{"constructor":{"prototype":{"role":"admin"}}}`,
    },
    {
      ...base,
      label: 'a raw lone surrogate escape',
      body: undefined,
      rawBody: `{"a":"\\ud800"}`,
      refusesField: 'a',
    },
    { ...base, label: 'a raw NUL escape', body: undefined, rawBody: `{"a":"\\u0000"}`, refusesField: 'a' },
    { ...base, label: 'invalid JSON', body: undefined, rawBody: '{"a":' },
  );
  return variants;
}

/** The URL of a route with its path parameters (already encoded) and a query string. */
export function urlOf(
  route: RouteAccess,
  params: Record<string, string>,
  query: Record<string, unknown>,
): string {
  const path = route.url
    .replace(/:([A-Za-z]+)/g, (_m, name: string) => params[name] ?? 'x')
    .replace(/\*/g, 'x');
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? (value as unknown[]) : [value]) {
      // { raw } is sent as it is: bytes that no encoder would write.
      const encoded =
        v !== null && typeof v === 'object' && 'raw' in v ? String(v.raw) : encodeURIComponent(String(v));
      pairs.push(`${encodeURIComponent(key)}=${encoded}`);
    }
  }
  const qs = pairs.join('&');
  return qs ? `${path}?${qs}` : path;
}
