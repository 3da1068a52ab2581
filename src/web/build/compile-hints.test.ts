import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { afterEach, expect, test } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A bundle as Vite hands it to writeBundle once the files are written. */
function written(chunks: Record<string, Pick<OutputChunk, 'isEntry' | 'facadeModuleId'>>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  const bundle: Record<string, unknown> = {};
  for (const [fileName, chunk] of Object.entries(chunks)) {
    writeFileSync(path.join(dir, fileName), `const __vite__mapDeps=0;export{};`);
    bundle[fileName] = { type: 'chunk', fileName, ...chunk };
  }
  const plugin = compileHintsPlugin();
  const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: OutputBundle) => void;
  writeBundle({ dir }, bundle as OutputBundle);
  writeBundle({ dir }, bundle as OutputBundle);
  return (fileName: string) => readFileSync(path.join(dir, fileName), 'utf8');
}

test('the entry and the pages’ chunks start with V8’s compile hint, once; other chunks do not', () => {
  const read = written({
    'index.js': { isEntry: true, facadeModuleId: '/app/src/web/main.tsx' },
    'landing-page.js': { isEntry: false, facadeModuleId: '/app/src/web/pages/landing-page.tsx' },
    'promo-popup.js': {
      isEntry: false,
      facadeModuleId: '/app/src/web/features/landing/components/promo-popup.tsx',
    },
    'schemas.js': { isEntry: false, facadeModuleId: null },
  });
  expect(read('index.js')).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=0;export{};`);
  expect(read('landing-page.js').startsWith(`${COMPILE_HINT}\nconst`)).toBe(true);
  expect(read('promo-popup.js')).not.toContain(COMPILE_HINT);
  expect(read('schemas.js')).not.toContain(COMPILE_HINT);
});
