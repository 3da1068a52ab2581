// Large API answers (a full tracker day, an export, a long admin page) travel compressed when the client accepts it,
// so that what crosses the network stays well under 200 KB. Done off the event loop (zlib's thread pool); small
// answers, which are most, and anything already encoded (pages and assets are precompressed) go as they are.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing costs more than it saves. */
export const COMPRESS_FROM_BYTES = 8 * 1024;
const COMPRESSIBLE = /^(application\/json|text\/csv|text\/plain)/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** Whether the answer reaches COMPRESS_FROM_BYTES, counting its bytes only when its length cannot tell. */
function isLarge(payload: string | Buffer): boolean {
  if (Buffer.isBuffer(payload)) return payload.byteLength >= COMPRESS_FROM_BYTES;
  // A UTF-16 unit is one to three bytes in UTF-8.
  if (payload.length >= COMPRESS_FROM_BYTES) return true;
  if (payload.length * 3 < COMPRESS_FROM_BYTES) return false;
  return Buffer.byteLength(payload) >= COMPRESS_FROM_BYTES;
}

export function registerCompression(app: FastifyInstance): void {
  // A callback hook: most answers pass straight through, without a promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!isLarge(payload) || reply.hasHeader('content-encoding')) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    void reply.header('vary', 'accept-encoding');
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    (encoding === 'br' ? brotli(payload, brotliOptions) : gzipAsync(payload)).then(
      (compressed) => {
        void reply.header('content-encoding', encoding).removeHeader('content-length');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
