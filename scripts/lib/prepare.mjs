// Shared by npm start, npm test and the benchmarks: install what is missing, rebuild what is stale.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { installMismatch } from './installed-packages.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const npmCmd = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

function sha256(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/**
 * Installs the locked dependencies when node_modules does not hold them, and only then: a tree that matches the lock
 * is never touched (servers may be running from it), whether a launcher or a plain `npm ci` installed it.
 */
export function ensureInstalled({ root = ROOT } = {}) {
  const lockFile = path.join(root, 'package-lock.json');
  const stampFile = path.join(root, 'node_modules', '.install-stamp');
  const want = sha256(
    readFileSync(path.join(root, 'package.json')),
    existsSync(lockFile) ? readFileSync(lockFile) : '',
  );
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === want) return;
  // npm's own record of what it installed says whether the tree is right.
  const mismatch = installMismatch(root);
  if (mismatch === null) return;
  console.log(`> Installing dependencies (npm ci): ${mismatch}...`);
  // Only the locked versions: a lockfile out of step with package.json is an error to fix, never re-resolved here.
  // --include=dev: building and the npm run tools need the dev dependencies, also where NODE_ENV=production (a server).
  const status = existsSync(lockFile)
    ? run(npmCmd, ['ci', '--include=dev', '--no-audit', '--no-fund'], { cwd: root })
    : 1;
  if (status !== 0) {
    console.error(
      existsSync(lockFile)
        ? '\n`npm ci` failed: the install above says why. If package.json changed, run `npm install` and commit package-lock.json.'
        : '\npackage-lock.json is missing: run `npm install` and commit it.',
    );
    process.exit(status || 1);
  }
  writeFileSync(stampFile, want);
}

const BUILD_INPUTS = [
  'src',
  'drizzle',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/precompress.mjs',
  'scripts/prerender.mjs',
];

function hashTree(hash, target) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) {
      if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      hashTree(hash, path.join(target, name));
    }
  } else {
    hash.update(target);
    hash.update(readFileSync(full));
  }
}

/**
 * What a build is made from: the sources, and NODE_ENV, which decides React's mode in the web app (development
 * builds React's development mode, README): a start with another NODE_ENV builds again.
 */
function buildHash(nodeEnv) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) hashTree(hash, input);
  hash.update(`NODE_ENV=${nodeEnv ?? ''}`);
  return hash.digest('hex');
}

/** Builds the web app and the server when their sources (or NODE_ENV) changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const want = buildHash(process.env.NODE_ENV);
  const stampFile = path.join(ROOT, 'dist', '.build-stamp');
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === want) return;
  console.log('> Building the web app and the server...');
  runOrExit(npmCmd, ['run', 'build']);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, want);
}

/**
 * Builds the web app alone into `dir` (inside dist/) with `nodeEnv`, when its sources changed since that build: a
 * second build beside dist/web, which the server serves with WEB_DIST_DIR.
 */
/** Where the web app built in React's development mode goes, for the browser tests' react-development project. */
export const DEV_MODE_WEB_DIST = 'dist/web-dev';

export function ensureWebBuilt({ dir, nodeEnv }) {
  const want = buildHash(nodeEnv);
  const stampFile = path.join(ROOT, 'dist', `.build-stamp-${path.basename(dir)}`);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === want) return;
  console.log(`> Building the web app into ${dir} (NODE_ENV=${nodeEnv})...`);
  runOrExit(npmCmd, ['run', 'build:web'], { env: { ...process.env, NODE_ENV: nodeEnv, WEB_DIST_DIR: dir } });
  writeFileSync(stampFile, want);
}

/** Waits up to 120 s (a fresh embedded database on a busy machine) for url to answer 2xx; fails at once if the
 * given server process has exited. */
export async function waitForUrl(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}
