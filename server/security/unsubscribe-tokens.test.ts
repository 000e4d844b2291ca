import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-tokens";

const SECRET = "a".repeat(64);

describe("unsubscribe links", () => {
  it("carry the person and the list, and are read back only with the secret that signed them", () => {
    const token = unsubscribeToken(42, "survey_window", SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(readUnsubscribeToken(token, SECRET)).toEqual({ userId: 42, list: "survey_window" });
    expect(readUnsubscribeToken(token, "b".repeat(64))).toBeNull();
  });

  it("refuse a token whose person or list was changed, cut or made up", () => {
    const token = unsubscribeToken(42, "newsletter", SECRET);
    const [, signature] = token.split(".");
    const forged = `${Buffer.from("43.newsletter").toString("base64url")}.${signature}`;
    for (const bad of [forged, token.slice(0, -2), `${token}.x`, "", ".", "abc", token.split(".")[0]]) {
      expect(readUnsubscribeToken(bad, SECRET), bad).toBeNull();
    }
  });
});
