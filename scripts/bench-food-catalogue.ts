// Prints what reading and indexing the food catalogue costs one process, as JSON: milliseconds (wall clock, and the
// main thread's CPU time, which a busy shared machine inflates less), and the heap and RSS it adds once garbage is
// collected. Run by npm run bench in a fresh process (node --expose-gc --import tsx).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { catalogueFrom } from '../src/server/modules/foods/food-catalogue';

/** The main thread's user and system time in ms (Linux, 10 ms ticks); null where /proc is missing. */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const gc = (globalThis as { gc?: () => void }).gc;
const file = process.argv[2] ?? 'food-catalogue/catalogue.json';
gc?.();
const before = process.memoryUsage();
const cpuBefore = mainThreadCpuMs();
const started = performance.now();
const catalogue = catalogueFrom(file)();
const ms = performance.now() - started;
const cpuAfter = mainThreadCpuMs();
gc?.();
const after = process.memoryUsage();
console.log(
  JSON.stringify({
    foods: catalogue.size,
    ms,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    heapMb: (after.heapUsed - before.heapUsed) / 1024 / 1024,
    rssMb: (after.rss - before.rss) / 1024 / 1024,
    // Keeps the catalogue alive until measured.
    firstSearch: catalogue.search('roti', { limit: 1 })[0]?.food.code,
  }),
);
