import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { groupPseudonym, pseudonymKey, pupilPseudonym } from "./pseudonym";

const key = pseudonymKey(randomBytes(32));
const zofia = { groupId: 7, firstName: "Zofia", lastName: "Kamińska", birthdate: "2015-05-04" };

describe("pupils' pseudonyms for researchers", () => {
  it("give every survey of one child in one group the same code, however the names were typed", () => {
    const code = pupilPseudonym(key, zofia);
    expect(code).toMatch(/^U-[0-9A-F]{16}$/);
    expect(pupilPseudonym(key, { ...zofia, firstName: " zofia ", lastName: "KAMIŃSKA" })).toBe(code);
    expect(pupilPseudonym(key, { ...zofia, lastName: "Kami\u0144ska".normalize("NFD") })).toBe(code);
  });

  it("tell apart children who differ in any of group, names or birth date", () => {
    const code = pupilPseudonym(key, zofia);
    expect(pupilPseudonym(key, { ...zofia, groupId: 8 })).not.toBe(code);
    expect(pupilPseudonym(key, { ...zofia, firstName: "Zuzanna" })).not.toBe(code);
    expect(pupilPseudonym(key, { ...zofia, birthdate: "2015-05-05" })).not.toBe(code);
  });

  it("cannot be recomputed without the server's key, and do not contain the names", () => {
    const code = pupilPseudonym(key, zofia);
    expect(pupilPseudonym(pseudonymKey(randomBytes(32)), zofia)).not.toBe(code);
    expect(code.toLowerCase()).not.toContain("zofia");
  });

  it("derive their key for this purpose only: it is not the encryption key", () => {
    const dataKey = randomBytes(32);
    expect(pseudonymKey(dataKey).equals(dataKey)).toBe(false);
    expect(pseudonymKey(dataKey).equals(pseudonymKey(dataKey))).toBe(true);
  });

  it("give groups a code of their own kind", () => {
    expect(groupPseudonym(key, 7)).toMatch(/^G-[0-9A-F]{16}$/);
    expect(groupPseudonym(key, 7)).not.toBe(groupPseudonym(key, 8));
  });
});
