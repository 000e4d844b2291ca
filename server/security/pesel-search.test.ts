// The keyed hashes by which the office finds a teacher by the end of their PESEL (issue 38 item 13).
import { peselHashes, peselProbe, peselSearchKey } from "./pesel-search";

const PESEL = "88071719470";

describe("the PESEL's search hashes", () => {
  const key = Buffer.alloc(32, 3);

  it("are keyed by a key derived for this one purpose, never the data key itself", () => {
    expect(peselSearchKey(key)).toHaveLength(32);
    expect(peselSearchKey(key).equals(key)).toBe(false);
    expect(peselSearchKey(Buffer.alloc(32, 4)).equals(peselSearchKey(key))).toBe(false);
  });

  it("take 4, 5 or 11 digits typed, spaces aside, each compared with its own hash; nothing else", () => {
    const hashes = peselHashes(PESEL, key);
    expect(peselProbe("9470", key)).toEqual({ part: "tail4", hash: hashes.tail4 });
    expect(peselProbe(" 19 470 ", key)).toEqual({ part: "tail5", hash: hashes.tail5 });
    expect(peselProbe("8807 1719 470", key)).toEqual({ part: "whole", hash: hashes.whole });
    for (const typed of ["470", "719470", "8807171947", "880717194701", "94-70", "9470a", "Kowalska"])
      expect(peselProbe(typed, key), typed).toBeUndefined();
  });
});
