// Whether node_modules already holds what package-lock.json locks, read from npm's own record of what it installed
// (node_modules/.package-lock.json, written by every npm ci and npm install): so that npm start, npm test and
// npm run restore never reinstall under running servers a tree that is already right, however it was installed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

function sameRecord(a = {}, b = {}) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * Why node_modules under `root` does not match its lock, or null when it does: package.json's dependencies are the
 * lock's, and every locked package is installed at its version and integrity (an optional one may be absent: a
 * package for another platform).
 */
export function installMismatch(root) {
  const pkg = readJson(path.join(root, 'package.json'));
  const lock = readJson(path.join(root, 'package-lock.json'));
  const installed = readJson(path.join(root, 'node_modules', '.package-lock.json'));
  if (!pkg || !lock?.packages) return 'package-lock.json is missing';
  if (!installed?.packages) return 'nothing is installed';
  const wanted = lock.packages[''] ?? {};
  for (const field of DEPENDENCY_FIELDS) {
    if (!sameRecord(pkg[field], wanted[field])) return `package.json's ${field} differ from the lock`;
  }
  for (const [where, locked] of Object.entries(lock.packages)) {
    if (where === '' || locked.link) continue;
    const got = installed.packages[where];
    if (!got || !existsSync(path.join(root, where, 'package.json'))) {
      if (locked.optional || locked.devOptional) continue;
      return `${where} is not installed`;
    }
    if (got.version !== locked.version) return `${where} is ${got.version}, locked at ${locked.version}`;
    if (locked.integrity && got.integrity && got.integrity !== locked.integrity) {
      return `${where} is not the locked package`;
    }
  }
  return null;
}
