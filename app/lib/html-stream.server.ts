import { Transform } from "node:stream";

/**
 * The stream React renders a page into, without the NUL bytes React 18 pads it with.
 *
 * React 18's Node renderer gathers its output in views of 2048 bytes. When the
 * next piece of text does not fit at the end of a view and a multi-byte
 * character ("ó" is two bytes) falls at the edge, it sends the whole view,
 * bytes it never filled included: those are zero. The character itself is
 * not split; it starts the next view whole (react#24985, fixed in React 19 by
 * react#26228). So the page carries one to three U+0000 before a Polish
 * letter wherever one lands at a view's end, which HTML forbids.
 *
 * The padding is always at the end of a chunk React writes, and UTF-8 never
 * uses a zero byte inside a multi-byte sequence, so cutting the zeros at the
 * end of each chunk removes exactly the padding and cannot touch a character,
 * however the characters fall across chunks.
 */
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
