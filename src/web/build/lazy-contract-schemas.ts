// The web build's transform of src/contracts: each top-level constant built by a zod call (`z.object(...)`,
// `z.string().check(...)`) becomes `lazySchema(() => ...)`, built on first use (src/web/lib/lazy-schema.ts, decision
// 0027). Everything else in a contract (messages, lists, helpers, types) is left as written.
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The helper, as a contract (a file of src/contracts) imports it. */
const LAZY_SCHEMA_MODULE = '../web/lib/lazy-schema';

/** Whether the expression is a zod call: a call whose callee chain starts at the identifier `z`. */
function isZodCall(node: ts.Expression): boolean {
  let e: ts.Expression = node;
  if (!ts.isCallExpression(e)) return false;
  for (;;) {
    if (ts.isCallExpression(e)) e = e.expression;
    else if (ts.isPropertyAccessExpression(e)) e = e.expression;
    else if (ts.isParenthesizedExpression(e)) e = e.expression;
    else return ts.isIdentifier(e) && e.text === 'z';
  }
}

/** The module's source with its zod constants made lazy, or undefined when it has none. */
export function lazyContractSchemas(code: string, fileName: string): string | undefined {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edits: { at: number; text: string }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !isZodCall(init)) continue;
      edits.push(
        { at: init.getStart(source), text: '__lazySchema(() => (' },
        { at: init.getEnd(), text: '))' },
      );
    }
  }
  if (edits.length === 0) return undefined;
  let out = code;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return `import { lazySchema as __lazySchema } from '${LAZY_SCHEMA_MODULE}';\n${out}`;
}

/** The transform as a Vite plugin: the web build and the web component tests (vitest.config.ts) use it. */
export function lazyContractSchemasPlugin(): Plugin {
  return {
    name: 'lazy-contract-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/contracts\/[^/]+\.ts$/.test(id) || id.endsWith('.test.ts')) return undefined;
      const out = lazyContractSchemas(code, id);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}
