// Keeps secrets out of logs: auth headers and cookies are redacted, token-like query values and path secrets masked.
import type { FastifyRequest } from 'fastify';

const SENSITIVE_QUERY_KEYS =
  /^(token|code|verify|state|password|secret|key|sig|signature|id_token|access_token)$/i;

/** Paths that carry a secret: the private pickup-calendar feed's token. */
const SECRET_PATH = /^(\/api\/calendar\/)[^/?.]+/;

export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH, '$1[redacted]');
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SENSITIVE_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** Keys whose values never reach a log line, at any depth of a logged object (compared in lower case). */
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'token',
  'cardnumber',
  'cvv',
]);
const CENSOR = '[redacted]';
/** How deep a logged object is searched for secret keys. */
const MAX_DEPTH = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A logged object with the value of every secret key masked, at any depth of its plain objects and arrays; what has
 * none is returned as it is, and the caller's object is never changed. Other objects (errors, requests, replies) are
 * left to their serializers.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const redacted = redactSecrets(item, depth + 1);
      if (redacted !== item) (copy ??= [...value])[i] = redacted;
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const redacted =
      item !== undefined && SECRET_KEYS.has(key.toLowerCase()) ? CENSOR : redactSecrets(item, depth + 1);
    if (redacted !== item) (copy ??= { ...value })[key] = redacted;
  }
  return (copy ?? value) as T;
}

export const loggerOptions = {
  // Secrets are masked in what a line logs, when it is written (pino's own redact paths ran on every request's child
  // logger, logged or not: 4% of what a food search allocated at 50 connections, issue 18).
  formatters: {
    log: (object: Record<string, unknown>) => redactSecrets(object),
  },
  serializers: {
    req(request: FastifyRequest) {
      return { method: request.method, url: redactUrl(request.url), reqId: request.id };
    },
  },
};
