// npm start, npm test and npm run restore install dependencies only when node_modules does not hold the locked ones:
// a tree installed by a plain `npm ci` (no stamp of ours) is left alone, even under running servers (issue 41).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { installMismatch } from '../../scripts/lib/installed-packages.mjs';
import { ensureInstalled } from '../../scripts/lib/prepare.mjs';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const write = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};

/** A checkout as `npm ci` leaves it: package.json, its lock, and npm's record of the tree it installed. */
function checkout(
  change: (tree: { installed: Record<string, object>; pkg: Record<string, object> }) => void = () => {},
) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tiffin-install-'));
  roots.push(root);
  const pkg: Record<string, object> = {
    dependencies: { fastify: '^5.6.0' },
    devDependencies: { vitest: '4.1.12' },
  };
  const locked = {
    'node_modules/fastify': { version: '5.6.1', integrity: 'sha512-fastify' },
    'node_modules/vitest': { version: '4.1.12', integrity: 'sha512-vitest', dev: true },
    // Another platform's binary: never installed here.
    'node_modules/@esbuild/win32-x64': { version: '0.25.0', optional: true, os: ['win32'] },
  };
  const installed: Record<string, object> = {
    'node_modules/fastify': { version: '5.6.1', integrity: 'sha512-fastify' },
    'node_modules/vitest': { version: '4.1.12', integrity: 'sha512-vitest', dev: true },
  };
  change({ installed, pkg });
  write(path.join(root, 'package.json'), { name: 'fixture', ...pkg });
  write(path.join(root, 'package-lock.json'), {
    lockfileVersion: 3,
    packages: {
      '': { dependencies: { fastify: '^5.6.0' }, devDependencies: { vitest: '4.1.12' } },
      ...locked,
    },
  });
  write(path.join(root, 'node_modules', '.package-lock.json'), { lockfileVersion: 3, packages: installed });
  for (const where of Object.keys(installed)) write(path.join(root, where, 'package.json'), {});
  return root;
}

test('a tree a plain npm ci installed matches its lock, and ensureInstalled leaves it alone', () => {
  const root = checkout();
  expect(installMismatch(root)).toBeNull();
  const said = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    ensureInstalled({ root });
    expect(said).not.toHaveBeenCalled();
  } finally {
    said.mockRestore();
  }
});

test('a tree that differs from its lock is told apart, and why', () => {
  expect(installMismatch(checkout(({ installed }) => delete installed['node_modules/vitest']))).toBe(
    'node_modules/vitest is not installed',
  );
  expect(
    installMismatch(checkout(({ installed }) => (installed['node_modules/fastify'] = { version: '5.5.0' }))),
  ).toBe('node_modules/fastify is 5.5.0, locked at 5.6.1');
  expect(
    installMismatch(
      checkout(
        ({ installed }) =>
          (installed['node_modules/fastify'] = { version: '5.6.1', integrity: 'sha512-other' }),
      ),
    ),
  ).toBe('node_modules/fastify is not the locked package');
  expect(installMismatch(checkout(({ pkg }) => (pkg.dependencies = { fastify: '^5.7.0' })))).toBe(
    "package.json's dependencies differ from the lock",
  );
  const none = checkout();
  rmSync(path.join(none, 'node_modules'), { recursive: true });
  expect(installMismatch(none)).toBe('nothing is installed');
});
