import { generate } from "otplib";

import { createUser, describeOnEachDatabase, expectJson, TEST_PASSWORD } from "../../tests/support/api";
import { auditEntriesAbout } from "../db/audit";

const WRONG_CODE = "Ten kod jest nieprawidłowy albo został już użyty. Wpisz kod, który aplikacja pokazuje teraz.";

describeOnEachDatabase("the staff's second factor on %s", (t) => {
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

    // Each login to the office and each wrong code is in the audit log; a code used twice is neither.
    const entries = await auditEntriesAbout(t.db, "user", staff.id);
    expect(entries.map((entry) => [entry.action, (entry.after as { how?: string }).how])).toEqual([
      ["user.second-factor-failure", "wrong-code"],
      ["user.second-factor", undefined],
      ["user.login", "app"],
      ["user.login", "recovery-code"],
      ["user.second-factor-failure", "wrong-code"],
    ]);
    expect(entries.every((entry) => entry.actorUserId === staff.id && entry.actorLabel === staff.email)).toBe(true);
  });

  /** A new staff account logged in with its password, its app being set up: the pending key's secret. */
  async function staffSettingUp() {
    const staff = await createUser(t.db, { isStaff: true });
    const token = await passwordLogin(staff.email);
    const { secret } = await expectJson(
      await t.request("POST", "/pl/api/account/second-factor/setup/", { token }),
      200,
    );
    return { staff, token, secret };
  }

  /** The two calls that check a code: setting the app up (a pending key) and confirming a login (the key in use). */
  const codeChecks = [
    {
      call: "enable",
      /** A staff account at that step; `rightCode` answers a code the call takes now. */
      async prepare() {
        const { staff, secret } = await staffSettingUp();
        return { staff, rightCode: () => codeAt(secret, 30) };
      },
    },
    {
      call: "confirm",
      async prepare() {
        const { staff, token, secret } = await staffSettingUp();
        await t.request("POST", "/pl/api/account/second-factor/enable/", {
          token,
          json: { code: await codeAt(secret) },
        });
        return { staff, rightCode: () => codeAt(secret, 30) };
      },
    },
  ] as const;
  const sendCode = (call: string, token: string, code: string, address?: string) =>
    t.request("POST", `/pl/api/account/second-factor/${call}/`, {
      token,
      json: { code },
      headers: address ? { "X-Forwarded-For": address } : {},
    });
  const later = (seconds: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
  };

  describe.each(codeChecks)("wrong codes at $call", ({ call, prepare }) => {
    it("never lock the account: the owner's new login takes the right code however many an attacker typed", async () => {
      const { staff, rightCode } = await prepare();
      const attacker = await passwordLogin(staff.email);
      for (let attempt = 0; attempt < 6; attempt++) {
        expect(await expectJson(await sendCode(call, attacker, "111111"), 400)).toEqual({ code: [WRONG_CODE] });
        later(60);
      }
      const owner = await passwordLogin(staff.email);
      expect((await sendCode(call, owner, await rightCode())).status).toBe(200);
      expect((await officeCall(owner)).status).toBe(200);
    });

    it("slow the login that types them down, 1, 2, 4… seconds after five, and end it at the tenth", async () => {
      const { staff, rightCode } = await prepare();
      const attacker = await passwordLogin(staff.email);
      for (let attempt = 0; attempt < 5; attempt++) expect((await sendCode(call, attacker, "111111")).status).toBe(400);
      const waits: number[] = [];
      for (let attempt = 6; attempt <= 10; attempt++) {
        // Not even the right code is checked before its turn: the wait tells nothing.
        const early = await sendCode(call, attacker, await rightCode());
        expect(early.status).toBe(429);
        const wait = Number(early.headers.get("Retry-After"));
        expect((await early.json()).detail).toBe(
          `Zbyt wiele prób. Spróbuj ponownie za ${wait} ${wait === 1 ? "sekundę" : wait < 5 ? "sekundy" : "sekund"}.`,
        );
        waits.push(wait);
        later(wait);
        const wrong = await sendCode(call, attacker, "111111");
        expect(wrong.status).toBe(attempt < 10 ? 400 : 403);
        if (attempt === 10) {
          expect((await wrong.json()).detail).toBe("Zbyt wiele błędnych kodów. Zaloguj się ponownie, podając hasło.");
        }
      }
      expect(waits).toEqual([1, 2, 4, 8, 16]);
      // That login is over; the password opens a new one, whose code is taken.
      expect((await sendCode(call, attacker, await rightCode())).status).toBe(401);
      const again = await passwordLogin(staff.email);
      expect((await sendCode(call, again, await rightCode())).status).toBe(200);
    });

    it("slow the address they come from, whatever the login, and not the owner elsewhere", async () => {
      const { staff, rightCode } = await prepare();
      const address = `10.35.${codeChecks.findIndex((check) => check.call === call)}.1`;
      for (let login = 0; login < 2; login++) {
        const attacker = await passwordLogin(staff.email);
        for (let attempt = 0; attempt < 5; attempt++) {
          expect((await sendCode(call, attacker, "111111", address)).status).toBe(400);
        }
      }
      const fresh = await passwordLogin(staff.email);
      const paused = await sendCode(call, fresh, await rightCode(), address);
      expect([paused.status, paused.headers.get("Retry-After")]).toEqual([429, "1"]);
      later(1);
      expect((await sendCode(call, fresh, "111111", address)).status).toBe(400);
      const longer = await sendCode(call, fresh, "111111", address);
      expect([longer.status, longer.headers.get("Retry-After")]).toEqual([429, "2"]);

      const owner = await passwordLogin(staff.email);
      expect((await sendCode(call, owner, await rightCode(), "10.35.9.9")).status).toBe(200);
    });

    it("sent at once take their turns: five are checked, the others wait", async () => {
      const { staff } = await prepare();
      const attacker = await passwordLogin(staff.email);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => sendCode(call, attacker, String(100000 + index))),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    });
  });

  it("does not count a right code used twice as a guess", async () => {
    const { staff, token, secret } = await staffSettingUp();
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
