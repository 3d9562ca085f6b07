import { Transform } from 'node:stream';

/** Passes bytes through, failing when the stream carries more or fewer than `size`. */
export function exactLength(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`stream is longer than its declared ${size} bytes`) : null, chunk);
    },
    flush(done) {
      done(seen < size ? new Error(`stream ended after ${seen} of its declared ${size} bytes`) : null);
    },
  });
}
