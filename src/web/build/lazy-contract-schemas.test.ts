import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import * as z from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazySchema } from '../lib/lazy-schema';
import { lazyContractSchemas } from './lazy-contract-schemas';

const CONTRACTS = path.resolve('src/contracts');

test('a zod constant becomes lazy; messages, lists, helpers and types are left as written', () => {
  const code = [
    "import * as z from 'zod/mini';",
    "export const MESSAGE = 'Please enter a name';",
    'export const KINDS = [1, 2] as const;',
    'const text = (max: number) => z.string().check(z.maxLength(max));',
    'export const nameSchema =',
    '  z.object({ name: text(10) });',
    'export const listSchema = z.array(nameSchema), other = KINDS.length;',
    'export type Name = z.infer<typeof nameSchema>;',
  ].join('\n');
  const out = lazyContractSchemas(code, 'names.ts') ?? '';
  expect(out).toContain("import { lazySchema as __lazySchema } from '../web/lib/lazy-schema';");
  expect(out).toContain("export const MESSAGE = 'Please enter a name';");
  expect(out).toContain('const text = (max: number) => z.string().check(z.maxLength(max));');
  expect(out).toContain('export const nameSchema =\n  __lazySchema(() => (z.object({ name: text(10) })));');
  expect(out).toContain(
    'export const listSchema = __lazySchema(() => (z.array(nameSchema))), other = KINDS.length;',
  );
  expect(out).toContain('export type Name = z.infer<typeof nameSchema>;');
  expect(lazyContractSchemas("export const A = 'a';", 'plain.ts')).toBeUndefined();
});

test('every contract still parses after the transform, and its schemas are wrapped', () => {
  let wrapped = 0;
  for (const file of readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const out = lazyContractSchemas(readFileSync(path.join(CONTRACTS, file), 'utf8'), file);
    if (out === undefined) continue;
    const source = ts.createSourceFile(file, out, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    // parseDiagnostics is internal to the compiler API; a syntax error in the output would be there.
    expect((source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics, file).toEqual([]);
    wrapped += out.split('__lazySchema(() =>').length - 1;
  }
  expect(wrapped).toBeGreaterThan(150);
});

test('a lazy schema is built on first use, once, and parses, nests and validates a form as the schema does', async () => {
  let builds = 0;
  const name = lazySchema(() => {
    builds++;
    return z.object({ name: z.string().check(z.minLength(1, 'Please enter a name')) });
  });
  expect(builds).toBe(0);
  const list = z.array(name);
  expect(list.parse([{ name: 'Asha' }])).toEqual([{ name: 'Asha' }]);
  expect(name.safeParse({ name: '' }).success).toBe(false);
  expect('_zod' in name).toBe(true);
  expect(builds).toBe(1);
  const resolved = await zodResolver(name)({ name: '' }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  expect(resolved.errors.name?.message).toBe('Please enter a name');
});
