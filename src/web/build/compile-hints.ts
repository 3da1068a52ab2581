// The web build's compile hints: the entry chunk and each page's chunk start with V8's `//# allFunctionsCalledOnLoad`
// (Chrome 136+), so Chromium compiles their functions on the thread that streams the file in, not one by one on the
// main thread the first time each runs: the shell's and the page's code all runs as a page starts (hydration). Other
// chunks (a dialog, the schemas built on first use) keep V8's lazy compilation.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether a chunk's code all runs as a page starts: the entry, or a page module of src/web/pages. */
export function runsAtStart(chunk: Pick<OutputChunk, 'isEntry' | 'facadeModuleId'>): boolean {
  return chunk.isEntry || /\/src\/web\/pages\/[^/]+-page\.tsx$/.test(chunk.facadeModuleId ?? '');
}

/** The hint goes on the written files: a minifier drops comments, and Vite puts its preload map on top after that. */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'tiffin-compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !runsAtStart(output)) continue;
        const file = path.join(options.dir ?? '', output.fileName);
        const code = readFileSync(file, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, `${COMPILE_HINT}\n${code}`);
      }
    },
  };
}
