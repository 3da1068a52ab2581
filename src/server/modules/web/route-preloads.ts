// Link tags that let the browser fetch a page's chunk, its styles and the display fonts in parallel with the app shell.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);

type Manifest = z.infer<typeof manifestSchema>;

/** The fonts the first screen of every page paints with. */
const CRITICAL_FONTS = [
  /inter-latin-wght-normal\.woff2$/,
  /fraunces-latin-600-normal\.woff2$/,
  /fraunces-latin-700-normal\.woff2$/,
];

/** The manifest key of a page module named in the route table (faq-page: src/web/pages/faq-page.tsx). */
export function pageModuleKey(page: string): string {
  return `pages/${page}.tsx`;
}

function readManifest(webDistDir: string): Manifest | undefined {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : undefined;
}

export interface PageLinks {
  /** Font preloads, for the head's placeholder. */
  preloads: string;
  /**
   * For the end of the head: the page's own stylesheets, after the shell's as Vite would add them, then its chunks'
   * modulepreloads, after the app's entry script, which is the largest file and the first needed.
   */
  tail: string;
}

export function createRoutePreloads(webDistDir: string): (page: string) => PageLinks {
  const manifest = readManifest(webDistDir);
  if (!manifest) return () => ({ preloads: '', tail: '' });
  // The entry and its static imports are already preloaded by the built index.html.
  const inShell = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const child of manifest[key].imports ?? []) collect(child, into);
  };
  collect('index.html', inShell);

  // Manifest keys are the fonts' source paths; the files carry a content hash.
  const fontLinks = Object.entries(manifest)
    .filter(([source]) => CRITICAL_FONTS.some((pattern) => pattern.test(source)))
    .map(
      ([, entry]) => `<link rel="preload" href="/${entry.file}" as="font" type="font/woff2" crossorigin />`,
    );

  const shellStyles = new Set([...inShell].flatMap((key) => manifest[key]?.css ?? []));

  return (page) => {
    const chunks = new Set<string>();
    collect(pageModuleKey(page), chunks);
    const pageChunks = [...chunks].filter((key) => !inShell.has(key));
    // A page rendered at build time must not paint before its own styles; Vite skips stylesheets already linked.
    const styles = new Set(
      pageChunks.flatMap((key) => manifest[key]!.css ?? []).filter((f) => !shellStyles.has(f)),
    );
    const styleLinks = [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`);
    const moduleLinks = pageChunks.map(
      (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`,
    );
    return { preloads: fontLinks.join('\n    '), tail: [...styleLinks, ...moduleLinks].join('\n    ') };
  };
}
