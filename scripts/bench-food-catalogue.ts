// Prints what reading and indexing the food catalogue costs one process, as JSON: milliseconds, and the heap and RSS
// it adds once garbage is collected. Run by npm run bench in a fresh process (node --expose-gc --import tsx).
import { performance } from 'node:perf_hooks';
import { catalogueFrom } from '../src/server/modules/foods/food-catalogue';

const gc = (globalThis as { gc?: () => void }).gc;
const file = process.argv[2] ?? 'food-catalogue/catalogue.json';
gc?.();
const before = process.memoryUsage();
const started = performance.now();
const catalogue = catalogueFrom(file)();
const ms = performance.now() - started;
gc?.();
const after = process.memoryUsage();
console.log(
  JSON.stringify({
    foods: catalogue.size,
    ms,
    heapMb: (after.heapUsed - before.heapUsed) / 1024 / 1024,
    rssMb: (after.rss - before.rss) / 1024 / 1024,
    // Keeps the catalogue alive until measured.
    firstSearch: catalogue.search('roti', { limit: 1 })[0]?.food.code,
  }),
);
