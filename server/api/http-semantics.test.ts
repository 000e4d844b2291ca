// How the API speaks HTTP to a client that gets it wrong: the one
// authorization scheme of the contract, the challenge of a 401, and a 405
// naming the methods a known path allows.
import { OPERATIONS } from "../../app/lib/contract";
import { describeOnEachDatabase, expectJson, newUserToken } from "../../tests/support/api";
import { allowedMethods } from "./http/methods";

describeOnEachDatabase("HTTP semantics on %s", (t) => {
  let token: string;
  beforeAll(async () => {
    token = await newUserToken(t);
  });

  // ASVS 4.0.3 V3.5.2/V13.2: the contract's token travels as `Authorization: JWT <token>` and in no other way.
  it("refuses a valid token sent as Bearer, or under any scheme but JWT", async () => {
    expect((await t.request("GET", "/pl/api/account/", { token })).status).toBe(200);
    for (const scheme of ["Bearer", "jwt", "Token", "Basic"]) {
      const response = await t.request("GET", "/pl/api/account/", { headers: { Authorization: `${scheme} ${token}` } });
      expect(await expectJson(response, 401)).toEqual({
        detail: "Token jest nieprawidłowy lub wygasł.",
        code: "token_not_valid",
      });
    }
  });

  // ASVS 4.0.3 V13.1 (RFC 9110 §15.5.2): every 401 names the scheme a client must use.
  it("challenges with WWW-Authenticate on every 401", async () => {
    const missing = await t.request("GET", "/pl/api/account/");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("WWW-Authenticate")).toBe('JWT realm="api"');
    const expired = await t.request("GET", "/pl/api/account/", { headers: { Authorization: "JWT not.a.token" } });
    expect(expired.status).toBe(401);
    expect(expired.headers.get("WWW-Authenticate")).toBe('JWT realm="api"');
  });

  // ASVS 4.0.3 V14.5.1: only the methods in use are accepted; a known path says which.
  it("answers a known path asked with another method 405 with Allow, and an unknown path 404", async () => {
    const wrong = await t.request("DELETE", "/pl/api/account/", { token });
    expect(await expectJson(wrong, 405)).toEqual({ detail: "Metoda DELETE nie jest dozwolona pod tym adresem." });
    expect(wrong.headers.get("Allow")).toBe("GET, HEAD, PUT");
    const patch = await t.request("PATCH", "/warszawa/pl/api/agenda/agenda_items/1/join/", { token });
    expect(patch.status).toBe(405);
    expect(patch.headers.get("Allow")).toBe("PUT");
    expect((await t.request("DELETE", "/pl/api/nie-ma-takiej/")).status).toBe(404);
  });
});

describe("allowedMethods", () => {
  it("knows every operation's method on its path", () => {
    for (const op of OPERATIONS) {
      const path = op.path.replace(/\{\w+\}/g, "1");
      expect(allowedMethods(path), `${op.method} ${op.path}`).toContain(op.method);
    }
    expect(allowedMethods("/pl/api/schema/")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods("/pl/api/nic/")).toEqual([]);
  });
});
