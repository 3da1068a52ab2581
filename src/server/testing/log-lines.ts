// A logger's stream for tests: each line the app logs is pushed onto `lines`, in order.
import { Writable } from 'node:stream';

export function linesStream(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
}
