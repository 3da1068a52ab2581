// How every launcher starts the server (npm start, the benchmarks, the browser tests; written out again in
// package.json's serve script and deploy/systemd/tiffin-fit@.service), so that they measure and test the process the
// product runs as.
//
// --max-semi-space-size=4: V8's young generation capped at 4 MB per semi-space instead of Node 20's 16 MB. The server
// allocates mostly short-lived request objects; with the default, the young generation's pages stayed resident after
// start and the embedded server idled at 317-403 MB over six fresh starts (issue 22's target: 350). With 4 MB it idled
// at 284-292 MB over four, and food search answered as quickly (npm run bench, foods only: p99 9-11 ms against
// 14-15 ms with the default).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
