import { seal, unseal } from "./sealed.server";

const SECRETS = ["first-secret-of-the-app", "older-secret"];

describe("sealed values", () => {
  it("open to the same value, and the text reveals none of it", () => {
    const value = { path: "/konto/edycja-profilu", values: { lastname: "Wrona-Nowicka", phone: "600 700 800" } };
    const sealed = seal(value, SECRETS, "kept-form");
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toMatch(/Wrona|600|konto/);
    expect(unseal(sealed, SECRETS, "kept-form")).toEqual(value);
  });

  it("differ every time, even for the same value", () => {
    expect(seal({ a: 1 }, SECRETS, "kept-form")).not.toBe(seal({ a: 1 }, SECRETS, "kept-form"));
  });

  it("open under any of the secrets (rotation), and under no other secret or purpose", () => {
    const sealedWithOlder = seal("wartość", ["older-secret"], "kept-form");
    expect(unseal(sealedWithOlder, SECRETS, "kept-form")).toBe("wartość");
    expect(unseal(sealedWithOlder, ["someone-elses-secret"], "kept-form")).toBeUndefined();
    expect(unseal(seal("wartość", SECRETS, "another-purpose"), SECRETS, "kept-form")).toBeUndefined();
  });

  it("refuse an altered or made-up text", () => {
    const sealed = Buffer.from(seal({ lastname: "Nowak" }, SECRETS, "kept-form"), "base64url");
    sealed[sealed.length - 1] ^= 1;
    expect(unseal(sealed.toString("base64url"), SECRETS, "kept-form")).toBeUndefined();
    expect(unseal("", SECRETS, "kept-form")).toBeUndefined();
    expect(unseal("bm90IHNlYWxlZA", SECRETS, "kept-form")).toBeUndefined();
  });
});
