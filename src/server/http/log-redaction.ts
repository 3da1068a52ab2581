// Keeps secrets out of logs: auth headers and cookies are redacted, token-like query values and path secrets masked.
import type { FastifyRequest } from 'fastify';

const SENSITIVE_QUERY_KEYS = /^(token|code|state|password|secret|key|sig|signature|id_token|access_token)$/i;

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

export const loggerOptions = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.token',
      '*.cardNumber',
      '*.cvv',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req(request: FastifyRequest) {
      return { method: request.method, url: redactUrl(request.url), reqId: request.id };
    },
  },
};
