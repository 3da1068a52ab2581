// PGlite 0.3 starts Postgres with `shared_buffers=128MB` written into its WebAssembly build and no option to change
// it; a buffer pool that large fills with the food catalogue's pages and stays resident (docs/DEPLOY.md, memory).
// This compiles that build with the setting rewritten in place, same length, before PGlite is given it
// (its `wasmModule` option). Decision record: docs/decisions/0025-pglite-buffer-pool.md.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const STOCK = 'shared_buffers=128MB';

/** The embedded server's buffer pool unless EMBEDDED_SHARED_BUFFERS_MB says otherwise: today's database fits in it. */
export const DEFAULT_SHARED_BUFFERS_MB = 32;

/** The setting as written into the build, padded to the stock text's length (Postgres skips leading spaces). */
export function sharedBuffersSetting(megabytes: number): string {
  const value = `${megabytes}MB`;
  const padded = `shared_buffers=${value.padStart(STOCK.length - 'shared_buffers='.length, ' ')}`;
  if (!Number.isInteger(megabytes) || megabytes < 1 || padded.length !== STOCK.length) {
    // 1 to 999 MB fit.
    throw new Error(`shared_buffers of ${megabytes} MB cannot be written in place of ${STOCK}`);
  }
  return padded;
}

const compiled = new Map<number, Promise<WebAssembly.Module | null>>();

/**
 * PGlite's WebAssembly build with Postgres's buffer pool set to `megabytes`, or null when this PGlite's build does not
 * hold the stock setting exactly once (another version: then it runs as it comes, and the caller says so). Compiled
 * once per process and size: every database opened after the first starts without compiling Postgres again.
 */
export function pgliteWithSharedBuffers(megabytes: number): Promise<WebAssembly.Module | null> {
  const setting = sharedBuffersSetting(megabytes);
  let module = compiled.get(megabytes);
  if (!module) {
    module = compile(setting);
    compiled.set(megabytes, module);
  }
  return module;
}

async function compile(setting: string): Promise<WebAssembly.Module | null> {
  const require = createRequire(import.meta.url);
  const wasmPath = path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');
  const bytes = await readFile(wasmPath);
  const stock = Buffer.from(STOCK, 'latin1');
  const at = bytes.indexOf(stock);
  if (at < 0 || bytes.indexOf(stock, at + 1) >= 0) return null;
  bytes.write(setting, at, 'latin1');
  return WebAssembly.compile(bytes);
}
