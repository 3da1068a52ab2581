// Loaded into a benchmarked server with `node --import`: measures its event-loop delay with monitorEventLoopDelay.
// SIGUSR2 writes the figures since the last signal (ms) to LOOP_DELAY_FILE as JSON and starts counting again.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
  process.on('SIGUSR2', () => {
    writeFileSync(
      file,
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        samples: histogram.count,
      }),
    );
    histogram.reset();
  });
}
