// How the launchers start the server (npm start, the benchmarks, the browser tests), so that they measure and test
// the process the product runs as.
//
// On the embedded database, --max-semi-space-size=4 caps V8's young generation at 4 MB per semi-space instead of Node
// 20's 16 MB. The young generation's pages stayed resident after start, and the embedded server idled at 317-403 MB
// over six fresh starts with the default (issue 22's target: 350); with 4 MB it idled at 274-292 MB over five, its
// food search as quick (npm run bench: p99 9-16 ms against 14-15 ms).
//
// On PostgreSQL the default stays: there the server answers thousands of requests a second, and with 4 MB it answered
// the tracker's day read and entry write 25-35% fewer times a second at 50 connections (2,004-2,228 against 2,927 and
// 688-746 against 1,115 req/s). The price is memory: on PostgreSQL it idled at 148 and 151 MB with the default
// (target 150) and at 110-112 MB with 4 MB.
/** The Node flags for a server whose environment is `env` (DATABASE_URL set: PostgreSQL). */
export function serverNodeFlags(env = process.env) {
  return env.DATABASE_URL ? [] : ['--max-semi-space-size=4'];
}
