// How the launchers start the server (npm start, the benchmarks, the browser tests; written out again in
// deploy/systemd/tiffin-fit@.service), so that they measure and test the process the product runs as.
//
// --max-semi-space-size caps V8's young generation per semi-space (Node 20's default: 16 MB). Its pages stayed
// resident after start:
// - On the embedded database, 4 MB. With the default the server idled at 317-403 MB over six fresh starts (issue 22's
//   target: 350); with 4 MB at 274-292 MB over five, its food search as quick (npm run bench: p99 9-16 ms against
//   14-15 ms).
// - On PostgreSQL, 64 MB (decision 0047). There the server answers thousands of requests a second, and what a
//   request holds while it waits for the database survives the scavenges a small young generation runs: copied,
//   promoted, then collected again by the full collections it causes. At 8 MB an entry's write at 50 connections
//   spent about 8 % of the server's time collecting (64 MB: 2 %); in neighbouring runs 64 MB wrote 10-46 % more a
//   second with a p99 13-46 % lower (38-60 ms against 52-85 ms over all runs). The young generation only grows under
//   load: idle after start 128 MB against 126 MB at 8 MB (target 150); after the write's load 254-291 MB resident
//   against 180-194 MB. (4 MB had cost the write about 30 % of its throughput against Node's default 16 MB.)
/** The Node flags for a server whose environment is `env` (DATABASE_URL set: PostgreSQL). */
export function serverNodeFlags(env = process.env) {
  return [`--max-semi-space-size=${env.DATABASE_URL ? 64 : 4}`];
}
