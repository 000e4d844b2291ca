import { generate } from "otplib";
import { auditEntriesAbout } from "../db/audit";
import { testDrivers } from "../../tests/support/db";
import { createTestApi, createUser, expectJson, TEST_PASSWORD, type TestApi } from "../../tests/support/api";

const WRONG_CODE = "Ten kod jest nieprawidłowy albo został już użyty. Wpisz kod, który aplikacja pokazuje teraz.";

describe.each(testDrivers())("the staff's second factor on %s", (driver) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi(driver);
  });
  afterAll(() => t.close());

  /** A login with the password only (loginAs would confirm a staff session as tests of the office's calls need). */
  const passwordLogin = async (email: string) =>
    (
      await expectJson(
        await t.request("POST", "/pl/api/auth/login/", { json: { email, password: TEST_PASSWORD } }),
        200,
      )
    ).token as string;
  const codeAt = (secret: string, secondsLater = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now.getTime() / 1000) + secondsLater });
  const officeCall = (token: string) => t.request("GET", "/pl/api/staff/seasons/", { token });
  const stateOf = async (token: string) =>
    expectJson(await t.request("GET", "/pl/api/account/second-factor/", { token }), 200);

  it("is not a teacher's: the state says so and setting up is refused", async () => {
    const token = await passwordLogin((await createUser(t.db)).email);
    expect(await stateOf(token)).toEqual({ state: "not-needed", recovery_codes_left: 0 });
    expect((await t.request("POST", "/pl/api/account/second-factor/setup/", { token })).status).toBe(403);
    expect((await expectJson(await t.request("GET", "/pl/api/account/", { token }), 200)).second_factor).toBe(
      "not-needed",
    );
  });

  it("is set up with a first code, which opens the office's calls and gives ten recovery codes", async () => {
    const staff = await createUser(t.db, { isStaff: true });
    const token = await passwordLogin(staff.email);
    expect(await stateOf(token)).toEqual({ state: "set-up", recovery_codes_left: 0 });
    const refused = await expectJson(await officeCall(token), 403);
    expect(refused.detail).toBe("Potwierdź logowanie kodem z aplikacji uwierzytelniającej.");

    const setup = await expectJson(await t.request("POST", "/pl/api/account/second-factor/setup/", { token }), 200);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toContain(`otpauth://totp/`);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    // A reload shows the key already scanned.
    const again = await expectJson(await t.request("POST", "/pl/api/account/second-factor/setup/", { token }), 200);
    expect(again.secret).toBe(setup.secret);

    const wrong = await t.request("POST", "/pl/api/account/second-factor/enable/", { token, json: { code: "000000" } });
    expect(await expectJson(wrong, 400)).toEqual({ code: [WRONG_CODE] });
    const enabled = await expectJson(
      await t.request("POST", "/pl/api/account/second-factor/enable/", {
        token,
        json: { code: await codeAt(setup.secret) },
      }),
      200,
    );
    expect(enabled.recovery_codes).toHaveLength(10);
    expect(new Set(enabled.recovery_codes).size).toBe(10);
    expect(enabled.recovery_codes[0]).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    expect((await officeCall(token)).status).toBe(200);
    expect(await stateOf(token)).toEqual({ state: "confirmed", recovery_codes_left: 10 });
    expect((await auditEntriesAbout(t.db, "user", staff.id)).map((entry) => entry.action)).toContain(
      "user.second-factor",
    );

    // A new session must confirm; a password alone cannot set up another authenticator.
    const next = await passwordLogin(staff.email);
    expect(await stateOf(next)).toEqual({ state: "confirm", recovery_codes_left: 10 });
    expect((await officeCall(next)).status).toBe(403);
    expect((await t.request("POST", "/pl/api/account/second-factor/setup/", { token: next })).status).toBe(403);
    expect(
      (await t.request("POST", "/pl/api/account/second-factor/enable/", { token: next, json: { code: "123456" } }))
        .status,
    ).toBe(403);
    // The code that set it up was used: it does not work twice.
    const replay = await t.request("POST", "/pl/api/account/second-factor/confirm/", {
      token: next,
      json: { code: await codeAt(setup.secret) },
    });
    expect(await expectJson(replay, 400)).toEqual({ code: [WRONG_CODE] });
    // The next 30 seconds' code does, typed as the app groups it.
    const fresh = (await codeAt(setup.secret, 30)).replace(/^(\d{3})/, "$1 ");
    expect(
      (await t.request("POST", "/pl/api/account/second-factor/confirm/", { token: next, json: { code: fresh } }))
        .status,
    ).toBe(200);
    expect((await officeCall(next)).status).toBe(200);

    // A recovery code works once, however it is typed.
    const [first] = enabled.recovery_codes as string[];
    const phoneLost = await passwordLogin(staff.email);
    const typed = first.replace("-", " ").toLowerCase();
    expect(
      (await t.request("POST", "/pl/api/account/second-factor/confirm/", { token: phoneLost, json: { code: typed } }))
        .status,
    ).toBe(200);
    expect(await stateOf(phoneLost)).toEqual({ state: "confirmed", recovery_codes_left: 9 });
    const another = await passwordLogin(staff.email);
    const spent = await t.request("POST", "/pl/api/account/second-factor/confirm/", {
      token: another,
      json: { code: first },
    });
    expect(spent.status).toBe(400);
  });

  it("throttles wrong codes per account, even a right one after them", async () => {
    const staff = await createUser(t.db, { isStaff: true });
    const token = await passwordLogin(staff.email);
    const { secret } = await expectJson(
      await t.request("POST", "/pl/api/account/second-factor/setup/", { token }),
      200,
    );
    await t.request("POST", "/pl/api/account/second-factor/enable/", { token, json: { code: await codeAt(secret) } });
    const next = await passwordLogin(staff.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await t.request("POST", "/pl/api/account/second-factor/confirm/", {
        token: next,
        json: { code: "111111" },
      });
      expect(wrong.status).toBe(400);
    }
    const right = await t.request("POST", "/pl/api/account/second-factor/confirm/", {
      token: next,
      json: { code: await codeAt(secret, 30) },
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("does not count a right code used twice as a guess", async () => {
    const staff = await createUser(t.db, { isStaff: true });
    const token = await passwordLogin(staff.email);
    const { secret } = await expectJson(
      await t.request("POST", "/pl/api/account/second-factor/setup/", { token }),
      200,
    );
    const used = await codeAt(secret);
    await t.request("POST", "/pl/api/account/second-factor/enable/", { token, json: { code: used } });
    const next = await passwordLogin(staff.email);
    for (let attempt = 0; attempt < 6; attempt++) {
      const replay = await t.request("POST", "/pl/api/account/second-factor/confirm/", {
        token: next,
        json: { code: used },
      });
      expect(replay.status).toBe(400);
    }
    const fresh = await t.request("POST", "/pl/api/account/second-factor/confirm/", {
      token: next,
      json: { code: await codeAt(secret, 30) },
    });
    expect(fresh.status).toBe(200);
  });

  it("asks for a code", async () => {
    const token = await passwordLogin((await createUser(t.db, { isStaff: true })).email);
    const empty = await t.request("POST", "/pl/api/account/second-factor/confirm/", { token, json: { code: "" } });
    expect(empty.status).toBe(400);
    expect((await t.request("POST", "/pl/api/account/second-factor/confirm/", { json: { code: "1" } })).status).toBe(
      401,
    );
  });
});
