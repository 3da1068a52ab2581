// Link tags that let the browser fetch a route's page chunk and the display fonts in parallel with the app shell.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);

type Manifest = z.infer<typeof manifestSchema>;

/** The fonts the first screen of every page paints with. */
const CRITICAL_FONTS = [/inter-latin-wght-normal\.woff2$/, /fraunces-latin-700-normal\.woff2$/];

/** The page module a route renders, as named in src/web/app/router.tsx. */
export function pageModuleFor(route: string | null): string {
  if (route === null) return 'pages/not-found-page.tsx';
  if (route === '/') return 'pages/landing-page.tsx';
  return `pages/${route.slice(1).replace(/\//g, '-')}-page.tsx`;
}

function readManifest(webDistDir: string): Manifest | undefined {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : undefined;
}

export function createRoutePreloads(webDistDir: string): (route: string | null) => string {
  const manifest = readManifest(webDistDir);
  if (!manifest) return () => '';
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

  return (route) => {
    const chunks = new Set<string>();
    collect(pageModuleFor(route), chunks);
    const moduleLinks = [...chunks]
      .filter((key) => !inShell.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`);
    return [...fontLinks, ...moduleLinks].join('\n    ');
  };
}
