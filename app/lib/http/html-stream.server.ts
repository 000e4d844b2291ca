import { Transform } from "node:stream";

/** Why: docs/decisions/007-html-stream-nul-padding.md */
export function withoutNulPadding(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = withoutTrailingZeros(chunk);
      callback(null, text.length > 0 ? text : undefined);
    },
  });
}

function withoutTrailingZeros(chunk: Uint8Array): Uint8Array {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}
