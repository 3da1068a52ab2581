// Writes brotli and gzip copies of the built assets so the server can send them without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    // .vite/ (the manifest) and .prerendered.json are read by the server, never sent.
    if (name.startsWith('.')) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && name !== 'index.html') {
      const data = readFileSync(file);
      if (data.length < 512) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

walk(root);
