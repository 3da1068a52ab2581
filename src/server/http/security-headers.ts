// Strict security headers on every response: no inline scripts, no framing, no sniffing.
import type { FastifyInstance } from 'fastify';

/** Square's card form (Web Payments SDK): its script, its card-field frames and its buyer verification (3-D Secure). */
const SQUARE_SOURCES = {
  sandbox: {
    script: 'https://sandbox.web.squarecdn.com https://js.squareupsandbox.com',
    frame: 'https://sandbox.web.squarecdn.com https://*.squareupsandbox.com https://*.cardinalcommerce.com',
    connect: 'https://*.squareupsandbox.com https://*.cardinalcommerce.com',
  },
  production: {
    script: 'https://web.squarecdn.com https://js.squareup.com',
    frame: 'https://web.squarecdn.com https://*.squareup.com https://*.cardinalcommerce.com',
    connect: 'https://*.squareup.com https://*.cardinalcommerce.com',
  },
} as const;

/** The policy; Square's origins are admitted only when Square takes the payments. */
export function contentSecurityPolicy(square?: 'sandbox' | 'production'): string {
  const extra = square ? SQUARE_SOURCES[square] : undefined;
  return [
    "default-src 'self'",
    extra ? `script-src 'self' ${extra.script}` : "script-src 'self'",
    // Radix primitives insert small style elements (scroll locking); scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    extra ? `connect-src 'self' ${extra.connect}` : "connect-src 'self'",
    ...(extra ? [`frame-src ${extra.frame}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
};

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { square?: 'sandbox' | 'production' } = {},
): void {
  const headers = { ...HEADERS, 'content-security-policy': contentSecurityPolicy(options.square) };
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A route's own choice stands (the calendar feed sends no referrer at all).
    for (const [name, value] of Object.entries(headers))
      if (!reply.hasHeader(name)) void reply.header(name, value);
    done(null, payload);
  });
}
