// fast-check generators shared by the tests (not part of the public API).
import fc from "fast-check";

// Built from code points rather than fast-check's "binary" unit, which costs
// seconds to start; weighted towards ASCII and Polish letters, and including
// lone surrogates, which a DOM string can hold.
const codePoint = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x80, max: 0x17f }),
    fc.integer({ min: 0, max: 0x10ffff }),
  )
  .map((code) => String.fromCodePoint(code));

/** Any text, up to `maxLength` code points. */
export const anyText = (maxLength = 40) => fc.string({ unit: codePoint, maxLength });
