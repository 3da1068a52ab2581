// The JavaScript each page's first load fetches, from the Vite manifest: the app shell, the page's chunk and their
// static imports, raw and gzipped (level 9). npm run bench:web prints it; e2e/landing.spec.ts holds the landing
// page to its budget (issue 4: 120 KB gzipped).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every JS file a manifest chunk loads eagerly: itself and its static imports, recursively. */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** Per page (a pages/*-page.tsx module, its manifest key: "pages/faq-page.tsx"; the parts pages compose are not pages): files, raw bytes and gzipped bytes of a first load. */
export function firstLoadPerPage(webDist) {
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const data = readFileSync(path.join(webDist, file));
      sizes.set(file, { raw: data.length, gzip: gzipSync(data, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  const shell = staticClosure(manifest, entry);
  return Object.keys(manifest)
    .filter((k) => k.startsWith('pages/') && k.endsWith('-page.tsx'))
    .map((page) => {
      const files = staticClosure(manifest, page, new Set(shell));
      let raw = 0;
      let gzip = 0;
      for (const file of files) {
        const s = sizeOf(file);
        raw += s.raw;
        gzip += s.gzip;
      }
      return { page, files: files.size, raw, gzip };
    });
}
