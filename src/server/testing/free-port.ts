// A port for a server process of a test's own.
import net from 'node:net';

/**
 * A port nothing listens on now, from the system. A fixed range would sit inside Linux's ephemeral ports
 * (32768-60999), where any outgoing connection of the test run can hold one: a server then cannot listen and exits
 * with 1 at start (a restart did, once, in a clean-clone CI run).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
