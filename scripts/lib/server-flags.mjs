// How the launchers start the server (npm start, the benchmarks, the browser tests; written out again in
// deploy/systemd/tiffin-fit@.service), so that they measure and test the process the product runs as.
//
// --max-semi-space-size caps V8's young generation per semi-space (Node 20's default: 16 MB). Its pages stayed
// resident after start:
// - On the embedded database, 4 MB. With the default the server idled at 317-403 MB over six fresh starts (issue 22's
//   target: 350); with 4 MB at 274-292 MB over five, its food search as quick (npm run bench: p99 9-16 ms against
//   14-15 ms).
// - On PostgreSQL, 8 MB. There the server answers thousands of requests a second, and 4 MB cost the entry write about
//   30% of its throughput at 50 connections (688-746 against 996-1,115 req/s with the default). With 8 MB it idled at
//   109 and 133 MB (default: 146-151 MB, target 150), and in a run beside the default's it answered as many
//   (day read 2,112 against 2,020 req/s, entry write 998 against 996).
/** The Node flags for a server whose environment is `env` (DATABASE_URL set: PostgreSQL). */
export function serverNodeFlags(env = process.env) {
  return [`--max-semi-space-size=${env.DATABASE_URL ? 8 : 4}`];
}
