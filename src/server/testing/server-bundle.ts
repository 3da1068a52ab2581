// The server and the restore command bundled once per test run, as `npm run build:server` bundles the server for
// production, for the tests that start them as processes (a second server on one DATA_DIR, kill -9, a restore): under
// `--import tsx` each start compiled and loaded some 400 modules through tsx's loader, seconds of CPU every time.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Where global-setup leaves the bundles for the test workers. */
const BUNDLE_DIR_ENV = 'TEST_SERVER_BUNDLE_DIR';

const ENTRIES = { server: 'src/server/main.ts', restore: 'src/server/restore-cli.ts' } as const;
type Entry = keyof typeof ENTRIES;

/**
 * Bundles both entries into a directory of this run's own, two levels below the project as dist/server is, so that
 * what the server finds relative to itself (package.json) and through node_modules is found the same way.
 */
export async function buildServerBundles(): Promise<() => void> {
  mkdirSync(path.resolve('.tmp'), { recursive: true });
  const dir = mkdtempSync(path.resolve('.tmp', 'test-server-'));
  await build({
    entryPoints: Object.entries(ENTRIES).map(([out, source]) => ({ in: source, out })),
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  process.env[BUNDLE_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The node arguments that start an entry: its bundle, or its source through tsx when no global setup built one. */
export function nodeArgsFor(entry: Entry): string[] {
  const dir = process.env[BUNDLE_DIR_ENV];
  return dir ? [path.join(dir, `${entry}.js`)] : ['--import', 'tsx', ENTRIES[entry]];
}
