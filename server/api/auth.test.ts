import crypto from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";

import {
  createEvent,
  createTestApi,
  createUser,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  newUserToken,
  TEST_API_KEY,
  TEST_PASSWORD,
} from "../../tests/support/api";
import { registrationForm } from "../../tests/support/forms";
import { passwordTokens, users } from "../db/schema";
import { log } from "../log";
import { inRequest } from "../request-context";
import type { InProcessScope } from "./context";
import { createApi } from "./index";

describeOnEachDatabase("auth on %s", (t, driver) => {
  /** The last e-mail tells its owner the password changed, and how to take the account back. */
  function expectPasswordChangedMail(email: string) {
    const mail = t.mail.sent.at(-1)!;
    expect([mail.to, mail.subject]).toEqual([email, "Hasło do platformy WF z AWF zostało zmienione"]);
    expect(mail.text).toContain("Jeśli to nie Ty zmieniasz hasło");
    expect(mail.text).toContain(`Ustaw nowe hasło: ${t.config.publicUrl}/przywracanie-hasla`);
    expect(mail.text).toContain(t.config.contactEmail);
  }

  describe("API key", () => {
    it("is required on every call", async () => {
      const missing = await t.request("GET", "/pl/api/account/", { apiKey: null });
      expect(await expectJson(missing, 403)).toEqual({ detail: "Brak lub nieprawidłowy klucz API." });
      const wrong = await t.request("POST", "/pl/api/auth/login/", { apiKey: "nope", json: {} });
      expect(wrong.status).toBe(403);
    });

    it("unknown paths answer 404 in DRF shape, trailing slashes are exact", async () => {
      expect(await expectJson(await t.request("GET", "/pl/api/nothing/"), 404)).toEqual({ detail: "Nie znaleziono." });
      expect((await t.request("POST", "/pl/api/auth/login", { json: {} })).status).toBe(404);
    });
  });

  describe("login", () => {
    it("answers token, refresh and user", async () => {
      const user = await createUser(t.db, { email: "jan.kowalski@szkola.edu.pl" });
      const body = await expectJson(
        await t.request("POST", "/pl/api/auth/login/", {
          json: { email: "Jan.Kowalski@szkola.edu.pl", password: TEST_PASSWORD },
        }),
        200,
      );
      expect(Object.keys(body).sort()).toEqual(["refresh", "token", "user"]);
      expect(body.user).toMatchObject({
        id: user.id,
        email: "jan.kowalski@szkola.edu.pl",
        firstname: "Anna",
        postal_code: "00-950",
        user_agreements: [1],
        registered_events: [],
      });
      const account = await expectJson(await t.request("GET", "/pl/api/account/", { token: body.token }), 200);
      expect(account).toMatchObject({ id: user.id, token: body.token });
    });

    it("refuses a wrong password and an unknown address alike", async () => {
      const user = await createUser(t.db);
      const wrong = await t.request("POST", "/pl/api/auth/login/", {
        json: { email: user.email, password: "Zle#Haslo1" },
      });
      expect(await expectJson(wrong, 400)).toEqual({ non_field_errors: ["Nieprawidłowy adres e-mail lub hasło."] });
      const unknown = await t.request("POST", "/pl/api/auth/login/", {
        json: { email: "nikt@szkola.edu.pl", password: TEST_PASSWORD },
      });
      expect(await expectJson(unknown, 400)).toEqual({ non_field_errors: ["Nieprawidłowy adres e-mail lub hasło."] });
    });

    it("moves a scrypt-era hash to Argon2id at the login that proves it (ASVS 4.0.3 V2.4.1)", async () => {
      const salt = crypto.randomBytes(16);
      const derived = crypto.scryptSync(TEST_PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 });
      const scryptEra = ["scrypt", 1024, 8, 1, salt.toString("base64"), derived.toString("base64")].join("$");
      const user = await createUser(t.db);
      await t.db.update(users).set({ passwordHash: scryptEra }).where(eq(users.id, user.id));
      const hashOf = async () => (await t.db.select().from(users).where(eq(users.id, user.id)))[0].passwordHash;

      const wrong = await t.request("POST", "/pl/api/auth/login/", {
        json: { email: user.email, password: "Zle#Haslo1" },
      });
      expect(wrong.status).toBe(400);
      expect(await hashOf()).toBe(scryptEra);
      await loginAs(t, user.email);
      expect(await hashOf()).toMatch(/^\$argon2id\$/);
      await loginAs(t, user.email);
    });

    it("refuses an account without a password yet", async () => {
      const user = await createUser(t.db, { password: null });
      expect(
        (await t.request("POST", "/pl/api/auth/login/", { json: { email: user.email, password: TEST_PASSWORD } }))
          .status,
      ).toBe(400);
    });

    it("names missing fields and refuses malformed bodies", async () => {
      expect(await expectJson(await t.request("POST", "/pl/api/auth/login/", { json: {} }), 400)).toEqual({
        email: ["To pole jest wymagane"],
        password: ["To pole jest wymagane"],
      });
      expect(
        await expectJson(await t.request("POST", "/pl/api/auth/login/", { json: { email: 5, password: [] } }), 400),
      ).toEqual({
        email: ["Wprowadź tekst."],
        password: ["Wprowadź tekst."],
      });
      const malformed = await t.request("POST", "/pl/api/auth/login/", {
        body: "{nope",
        headers: { "Content-Type": "application/json" },
      });
      expect(await expectJson(malformed, 400)).toEqual({
        non_field_errors: ["Niepoprawny format danych – oczekiwano obiektu JSON."],
      });
      const array = await t.request("POST", "/pl/api/auth/login/", { json: [1, 2] });
      expect(array.status).toBe(400);
    });

    // ASVS V2.2.1: anti-automation that an attacker cannot turn against the account's owner.
    it("pauses an account at one address after 5 failures there, with Retry-After, never for its owner elsewhere", async () => {
      const user = await createUser(t.db);
      const from = (address: string, password: string) =>
        t.request("POST", "/pl/api/auth/login/", {
          json: { email: user.email, password },
          headers: { "X-Forwarded-For": address },
        });
      for (let attempt = 0; attempt < 5; attempt++) expect((await from("10.0.0.9", "Zle#Haslo1")).status).toBe(400);
      const blocked = await from("10.0.0.9", TEST_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await blocked.json()).detail).toMatch(/^Zbyt wiele prób/);
      // The owner, at school or at home, logs in at once.
      expect((await from("10.0.1.1", TEST_PASSWORD)).status).toBe(200);
      t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
      expect((await from("10.0.0.9", TEST_PASSWORD)).status).toBe(200);
    });

    it("does not pool callers without an address into one shared limit", async () => {
      for (let attempt = 0; attempt < 35; attempt++) {
        expect(
          (
            await t.request("POST", "/pl/api/auth/login/", {
              json: { email: `anon${attempt}@szkola.edu.pl`, password: "x" },
            })
          ).status,
        ).toBe(400);
      }
    });

    it("is limited per IP after 50 failures, whatever the accounts; logins that succeed are not counted", async () => {
      const headers = { "X-Forwarded-For": "192.0.2.77" };
      const user = await createUser(t.db);
      // A staff room behind one school address logs in all morning.
      for (let login = 0; login < 55; login++) {
        const response = await t.request("POST", "/pl/api/auth/login/", {
          json: { email: user.email, password: TEST_PASSWORD },
          headers,
        });
        expect(response.status).toBe(200);
      }
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 51; attempt++) {
        const response = await t.request("POST", "/pl/api/auth/login/", {
          json: { email: `x${attempt}@szkola.edu.pl`, password: "x" },
          headers,
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 50).every((status) => status === 400)).toBe(true);
      expect(statuses[50]).toBe(429);
    }, 60_000);
  });

  describe("tokens", () => {
    // ASVS 4.0.3 V3.5 / OWASP refresh token rotation: a spent refresh token is refused at once, and showing it
    // again ends its session, so a copy can never run beside the rightful session.
    it("refresh rotates: the new pair works, the old refresh token is refused at once and ends its session", async () => {
      const user = await createUser(t.db);
      const { refresh } = await loginAs(t, user.email);
      const pair = await expectJson(await t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh } }), 200);
      expect(Object.keys(pair).sort()).toEqual(["access", "refresh"]);
      expect((await t.request("GET", "/pl/api/account/", { token: pair.access })).status).toBe(200);
      const replay = await t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh } });
      expect(await expectJson(replay, 401)).toEqual({
        detail: "Token jest nieprawidłowy lub wygasł.",
        code: "token_not_valid",
      });
      expect((await t.request("GET", "/pl/api/account/", { token: pair.access })).status).toBe(401);
      expect((await t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh: pair.refresh } })).status).toBe(
        401,
      );
    });

    // Issue 16, issue 39: a session is read from the database once, then known in the process until it changes.
    it("reads a session from the database once, and gives each token its own user", async () => {
      const anna = await createUser(t.db);
      const piotr = await createUser(t.db);
      const [annaPair, piotrPair] = [await loginAs(t, anna.email), await loginAs(t, piotr.email)];
      const account = async (token: string, scope?: InProcessScope) => {
        const count = { requestId: "test-request", queries: 0 };
        const request = new Request("http://upstream.internal/pl/api/account/", {
          // The account itself read each time (not from the read cache, decision 020).
          headers: { "X-Api-Key": TEST_API_KEY, Authorization: `JWT ${token}`, "Cache-Control": "no-cache" },
        });
        const response = await inRequest(count, async () => t.api.fetch(request, { scope }));
        const { email } = (await expectJson(response, 200)) as { email: string };
        return { email, queries: count.queries };
      };
      const page: InProcessScope = { verifiedTokens: new Map() };
      const first = await account(annaPair.token, page);
      const known = { email: anna.email, queries: first.queries - 1 };
      expect(await account(annaPair.token, page)).toEqual(known);
      // Another teacher's token is looked up for itself, never answered with Anna's account.
      expect(await account(piotrPair.token, page)).toEqual({ email: piotr.email, queries: first.queries });
      expect(await account(annaPair.token)).toEqual(known);
      expect(await account(piotrPair.token)).toEqual({ email: piotr.email, queries: known.queries });
      // A change to the account is read again.
      await t.db.update(users).set({ firstname: "Anna" }).where(eq(users.id, anna.id));
      await t.handle.changes.settled();
      expect(await account(annaPair.token)).toEqual(first);
      expect(await account(annaPair.token)).toEqual(known);
    });

    // ASVS 4.0.3 V3.3.1: logout ends the session for good, the access token copied before it included.
    it("logout ends the session: neither its refresh token nor its copied access token opens anything", async () => {
      const user = await createUser(t.db);
      const other = await loginAs(t, user.email);
      const { token, refresh } = await loginAs(t, user.email);
      expect((await t.request("GET", "/pl/api/account/", { token })).status).toBe(200);
      await expectJson(await t.request("POST", "/pl/api/auth/logout/", { json: { refresh } }), 200);
      expect((await t.request("GET", "/pl/api/account/", { token })).status).toBe(401);
      expect((await t.request("POST", "/pl/api/auth/token/verify/", { json: { token } })).status).toBe(401);
      // Another device's session goes on.
      expect((await t.request("GET", "/pl/api/account/", { token: other.token })).status).toBe(200);
    });

    // ASVS 4.0.3 V3.3 (simplejwt's behaviour): a disabled or deleted account cannot refresh, and verify refuses its tokens.
    it("refuses to refresh or verify the tokens of a disabled or deleted account", async () => {
      const disabled = await createUser(t.db);
      const pair = await loginAs(t, disabled.email);
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, disabled.id));
      expect((await t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh: pair.refresh } })).status).toBe(
        401,
      );
      for (const token of [pair.token, pair.refresh]) {
        expect((await t.request("POST", "/pl/api/auth/token/verify/", { json: { token } })).status).toBe(401);
      }
      const deleted = await createUser(t.db);
      const gone = await loginAs(t, deleted.email);
      await t.db.delete(users).where(eq(users.id, deleted.id));
      expect((await t.request("POST", "/pl/api/auth/token/verify/", { json: { token: gone.token } })).status).toBe(401);
    });

    it("logout revokes the refresh token at once", async () => {
      const user = await createUser(t.db);
      const { refresh } = await loginAs(t, user.email);
      expect(await expectJson(await t.request("POST", "/pl/api/auth/logout/", { json: { refresh } }), 200)).toEqual({
        status: "OK",
      });
      expect((await t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh } })).status).toBe(401);
      expect((await t.request("POST", "/pl/api/auth/logout/", { json: { refresh: "nonsense" } })).status).toBe(200);
    });

    it("verify answers {} for a valid token and 401 otherwise", async () => {
      const token = await newUserToken(t);
      expect(await expectJson(await t.request("POST", "/pl/api/auth/token/verify/", { json: { token } }), 200)).toEqual(
        {},
      );
      expect((await t.request("POST", "/pl/api/auth/token/verify/", { json: { token: `${token}x` } })).status).toBe(
        401,
      );
    });

    it("an expired or forged access token answers 401 token_not_valid", async () => {
      const token = await newUserToken(t);
      expect(
        await expectJson(
          await t.request("GET", "/pl/api/account/", { headers: { Authorization: "JWT abc.def.ghi" } }),
          401,
        ),
      ).toMatchObject({ code: "token_not_valid" });
      t.clock.now = new Date(t.clock.now.getTime() + (t.config.accessTokenTtl + 1) * 1000);
      expect((await t.request("GET", "/pl/api/account/", { token })).status).toBe(401);
      expect(await expectJson(await t.request("GET", "/pl/api/account/"), 401)).toEqual({
        detail: "Nie podano danych uwierzytelniających.",
      });
    });
  });

  describe("a session not kept on the device (remember: false)", () => {
    const minutes = (n: number) => new Date(t.clock.now.getTime() + n * 60_000);
    const claims = (jwt: string) =>
      JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString()) as { idle?: number };

    async function logInFor(remember?: boolean) {
      const user = await createUser(t.db);
      const json =
        remember === undefined
          ? { email: user.email, password: TEST_PASSWORD }
          : { email: user.email, password: TEST_PASSWORD, remember };
      return expectJson(await t.request("POST", "/pl/api/auth/login/", { json }), 200) as Promise<{
        token: string;
        refresh: string;
      }>;
    }
    const account = (token: string) => t.request("GET", "/pl/api/account/", { token });
    const refresh = (token: string) => t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh: token } });

    it("ends 30 minutes after the last call: every call moves the end on, a refresh too", async () => {
      const started = t.clock.now;
      try {
        const pair = await logInFor(false);
        expect(claims(pair.token).idle).toBe(1800);
        expect(claims(pair.refresh).idle).toBe(1800);
        t.clock.now = minutes(10);
        expect((await account(pair.token)).status).toBe(200);
        t.clock.now = minutes(12);
        const next = (await expectJson(await refresh(pair.refresh), 200)) as { access: string; refresh: string };
        expect(claims(next.access).idle).toBe(1800);
        t.clock.now = minutes(14);
        expect((await account(next.access)).status).toBe(200);
        // 29 minutes after that call: still open (without it, the session would have ended 14 minutes earlier).
        t.clock.now = minutes(29);
        const last = (await expectJson(await refresh(next.refresh), 200)) as { access: string; refresh: string };
        // 30 minutes and a second with nothing: ended, for the access and the refresh token alike.
        t.clock.now = minutes(30.02);
        expect((await account(last.access)).status).toBe(401);
        expect((await refresh(last.refresh)).status).toBe(401);
      } finally {
        t.clock.now = started;
      }
    });

    // Issue 35 item 4: with the disk full, a teacher still reads their pages; the session ends no later than it would have.
    it("answers a call whose activity cannot be stored, and still ends 30 minutes after the last one stored", async () => {
      const started = t.clock.now;
      const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
      try {
        const pair = await logInFor(false);
        t.clock.now = minutes(10);
        t.store.fail();
        const read = await t.api.request("/pl/api/account/", {
          headers: { "X-Api-Key": TEST_API_KEY, Authorization: `JWT ${pair.token}` },
        });
        t.store.heal();
        expect(read.status).toBe(200);
        t.clock.now = minutes(30.02);
        expect((await account(pair.token)).status).toBe(401);
      } finally {
        t.store.heal();
        error.mockRestore();
        t.clock.now = started;
      }
    });

    it("is as before when remembered, or when a client does not say (SPEC §7): no idle timeout, days long", async () => {
      const started = t.clock.now;
      try {
        for (const remember of [true, undefined]) {
          const pair = await logInFor(remember);
          expect(claims(pair.token).idle).toBeUndefined();
          t.clock.now = minutes(14);
          expect((await account(pair.token)).status).toBe(200);
          t.clock.now = minutes(24 * 60);
          expect((await refresh(pair.refresh)).status).toBe(200);
          t.clock.now = started;
        }
      } finally {
        t.clock.now = started;
      }
    });
  });

  describe("password reset", () => {
    function tokenFromMail(): string {
      const text = t.mail.sent.at(-1)!.text;
      return /token=([A-Za-z0-9_-]+)/.exec(text)![1];
    }

    it("answers OK for any address and mails a link only to a real account", async () => {
      const user = await createUser(t.db);
      const before = t.mail.sent.length;
      expect(
        await expectJson(
          await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: "nikogo@szkola.edu.pl" } }),
          200,
        ),
      ).toEqual({ status: "OK" });
      expect(t.mail.sent.length).toBe(before);
      expect(
        await expectJson(await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: user.email } }), 200),
      ).toEqual({ status: "OK" });
      const mail = t.mail.sent.at(-1)!;
      expect(mail.to).toBe(user.email);
      expect(mail.subject).toBe("Przywracanie hasła do platformy WF z AWF");
      expect(mail.text).toMatch(/\/przywracanie-hasla\?token=/);
    });

    // ASVS 4.0.3 V2.5.x: known and unknown addresses are answered before anything differs between them.
    it("answers before looking the address up, and mails the link afterwards", async () => {
      const user = await createUser(t.db);
      const before = t.mail.sent.length;
      // The work after answering is held until both answers are read, so
      // what the answers show cannot depend on how fast that work runs.
      const held: Array<() => Promise<void>> = [];
      const afterAnswer = Object.assign((_what: string, task: () => Promise<void>) => void held.push(task), {
        settled: async () => {},
      });
      const api = createApi({ config: t.config, db: t.db, mail: t.mailQueue, now: () => t.clock.now, afterAnswer });
      const send = (email: string) =>
        api.request("/pl/api/auth/password/reset/", {
          method: "POST",
          headers: { "X-Api-Key": TEST_API_KEY, "Content-Type": "application/json" },
          body: JSON.stringify({ email }),
        });
      const [known, unknown] = await Promise.all([send(user.email), send("nikogo.tu@szkola.edu.pl")]);
      expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
      // Answered: no token stored and no mail sent yet, for either; each left the same work behind.
      expect(await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id))).toEqual([]);
      expect(t.mail.sent.length).toBe(before);
      expect(held).toHaveLength(2);
      for (const task of held) await task();
      await t.deliverMail();
      expect(t.mail.sent.slice(before).map((mail) => mail.to)).toEqual([user.email]);
    });

    it("is answered 503 for every address while the data folder takes no write, and stores nothing to send later", async () => {
      // A full disk: the counter's row may still fit in the database's pages, the e-mail's token would not.
      const dataDir = mkdtempSync(path.join(tmpdir(), "sport-kluby-full-"));
      mkdirSync(path.join(dataDir, ".readyz-probe"));
      const full = await createTestApi(driver, { dataDir });
      try {
        const user = await createUser(full.db);
        const answers = [];
        for (const email of [user.email, "nikogo.tu@szkola.edu.pl"]) {
          const answer = await full.request("POST", "/pl/api/auth/password/reset/", { json: { email } });
          answers.push([answer.status, answer.headers.get("Retry-After"), await answer.json()]);
        }
        expect(answers).toEqual([
          [503, "5", { detail: "Nie udało się zapisać zmian. Spróbuj ponownie za chwilę." }],
          [503, "5", { detail: "Nie udało się zapisać zmian. Spróbuj ponownie za chwilę." }],
        ]);
        expect(await full.db.select().from(passwordTokens)).toEqual([]);
        expect(full.mail.sent).toEqual([]);
      } finally {
        await full.close();
      }
    });

    it("links to the platform's own address, never to a host a request names (no reset link to a forged Host)", async () => {
      const user = await createUser(t.db);
      const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };
      await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: user.email }, headers: forged });
      // The test's configuration names no PUBLIC_URL: the address `npm start` serves.
      expect(t.mail.sent.at(-1)!.text).toContain("http://localhost:3000/przywracanie-hasla?token=");
      const configured = t.config.publicUrl;
      t.config.publicUrl = "https://wfzawf.pl";
      try {
        await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: user.email }, headers: forged });
      } finally {
        t.config.publicUrl = configured;
      }
      const text = t.mail.sent.at(-1)!.text;
      expect(text).toContain("https://wfzawf.pl/przywracanie-hasla?token=");
      expect(text).not.toContain("evil.example");
    });

    it("validates, confirms once, stores only a hash, and expires", async () => {
      const user = await createUser(t.db);
      await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: user.email } });
      const token = tokenFromMail();
      const stored = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
      expect(stored[0].tokenHash).not.toContain(token);
      expect((await t.request("POST", "/pl/api/auth/password/reset/validate_token/", { json: { token } })).status).toBe(
        200,
      );
      const weak = await t.request("POST", "/pl/api/auth/password/reset/confirm/", {
        json: { token, password: "krotkie" },
      });
      expect(Object.keys(await expectJson(weak, 400))).toEqual(["password"]);
      expect(
        await expectJson(
          await t.request("POST", "/pl/api/auth/password/reset/confirm/", { json: { token, password: "Nowe#Haslo2" } }),
          200,
        ),
      ).toEqual({ status: "OK" });
      expectPasswordChangedMail(user.email);
      await loginAs(t, user.email, "Nowe#Haslo2");
      const again = await t.request("POST", "/pl/api/auth/password/reset/confirm/", {
        json: { token, password: "Inne#Haslo3" },
      });
      expect(await expectJson(again, 404)).toEqual({
        detail: "Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł.",
      });

      await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: user.email } });
      const late = tokenFromMail();
      t.clock.now = new Date(t.clock.now.getTime() + 25 * 3600_000);
      expect(
        (await t.request("POST", "/pl/api/auth/password/reset/validate_token/", { json: { token: late } })).status,
      ).toBe(404);
    });

    // ASVS 4.0.3 V2.5 / V3.3.3: a reset link works once, takes the links sent before it with it, and ends every session.
    it("a reset ends every session of the account and every other link sent to it", async () => {
      const user = await createUser(t.db);
      const session = await loginAs(t, user.email);
      await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: user.email } });
      const older = tokenFromMail();
      await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: user.email } });
      const newest = tokenFromMail();
      await expectJson(
        await t.request("POST", "/pl/api/auth/password/reset/confirm/", {
          json: { token: newest, password: "Nowe#Haslo2" },
        }),
        200,
      );
      expect((await t.request("GET", "/pl/api/account/", { token: session.token })).status).toBe(401);
      expect(
        (await t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh: session.refresh } })).status,
      ).toBe(401);
      expect(
        (await t.request("POST", "/pl/api/auth/password/reset/validate_token/", { json: { token: older } })).status,
      ).toBe(404);
    });

    it("sends at most 5 reset e-mails an hour to one address, still answering OK", async () => {
      const user = await createUser(t.db);
      const before = t.mail.sent.length;
      for (let attempt = 0; attempt < 7; attempt++) {
        expect((await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: user.email } })).status).toBe(
          200,
        );
      }
      expect(t.mail.sent.length - before).toBe(5);
    });

    // Issue 35 item 4: on a full disk a reset went unsent behind an OK, only for addresses with an account.
    it("answers 503 alike for a known and an unknown address while the e-mail cannot be queued", async () => {
      const user = await createUser(t.db);
      const before = t.mail.sent.length;
      const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
      t.store.fail();
      try {
        // Sent as the web app sends it: the test harness's own mail delivery would fail to write too.
        const send = (email: string) =>
          t.api.request("/pl/api/auth/password/reset/", {
            method: "POST",
            headers: { "X-Api-Key": TEST_API_KEY, "Content-Type": "application/json" },
            body: JSON.stringify({ email }),
          });
        const known = await send(user.email);
        const unknown = await send("nikogo.tu.nie.ma@szkola.edu.pl");
        await t.afterAnswer.settled();
        const answers = [
          [known.status, await known.json()],
          [unknown.status, await unknown.json()],
        ];
        expect(answers).toEqual([
          [503, { detail: "Nie udało się zapisać zmian. Spróbuj ponownie za chwilę." }],
          [503, { detail: "Nie udało się zapisać zmian. Spróbuj ponownie za chwilę." }],
        ]);
        expect(known.headers.get("Retry-After")).toBe(unknown.headers.get("Retry-After"));
      } finally {
        t.store.heal();
        error.mockRestore();
      }
      expect(t.mail.sent.length).toBe(before);
      expect(await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id))).toEqual([]);
      // Once the store takes writes again, the link goes.
      await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: user.email } });
      expect(t.mail.sent.slice(before).map((mail) => mail.to)).toEqual([user.email]);
    });

    it("refuses a malformed e-mail", async () => {
      expect(
        await expectJson(
          await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: "nie-email" } }),
          400,
        ),
      ).toEqual({ email: ["Wprowadź poprawny adres e-mail"] });
    });
  });

  describe("registration to an event", () => {
    it("creates a user without a password, registers them and mails the generation link", async () => {
      await createEvent(t.db, { slug: "krakow" });
      const body = await expectJson(
        await t.request("POST", "/krakow/pl/api/auth/register/", {
          form: registrationForm("ewa@szkola.edu.pl"),
        }),
        202,
      );
      expect(body).toEqual({ status: "OK" });
      const [stored] = await t.db.select().from(users).where(eq(users.email, "ewa@szkola.edu.pl"));
      expect(stored).toMatchObject({ passwordHash: null, phone: "601 602 603" });
      const mail = t.mail.sent.at(-1)!;
      expect(mail.subject).toBe("Ustaw hasło do platformy WF z AWF");
      const token = /generowanie-hasla\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      expect(mail.text).toContain(`http://localhost:3000/generowanie-hasla?token=${token}`);
      const before = t.mail.sent.length;
      expect(
        (await t.request("POST", "/pl/api/auth/password/reset/confirm/", { json: { token, password: "Moje#Haslo9" } }))
          .status,
      ).toBe(200);
      // A first password is no change to warn of.
      expect(t.mail.sent.length).toBe(before);
      await loginAs(t, "ewa@szkola.edu.pl", "Moje#Haslo9");
    });

    // ASVS 4.0.3 V2.5.x: the answer does not tell who has an account; the owner is told by e-mail.
    it("answers a taken e-mail like a new one, and e-mails its owner that the account exists", async () => {
      await createEvent(t.db, { slug: "gdansk" });
      const first = await t.request("POST", "/gdansk/pl/api/auth/register/", {
        form: registrationForm("dup@szkola.edu.pl"),
      });
      const mailsBefore = t.mail.sent.length;
      const again = await t.request("POST", "/gdansk/pl/api/auth/register/", {
        form: registrationForm("DUP@szkola.edu.pl"),
      });
      expect([again.status, await again.json()]).toEqual([first.status, { status: "OK" }]);
      expect(await t.db.select().from(users).where(eq(users.email, "dup@szkola.edu.pl"))).toHaveLength(1);
      const told = t.mail.sent.slice(mailsBefore);
      expect(told.map((mail) => [mail.to, mail.subject])).toEqual([
        ["dup@szkola.edu.pl", "Masz już konto na platformie WF z AWF"],
      ]);
      expect(told[0].text).toContain("/logowanie");
      expect(told[0].text).not.toContain("token=");
      // Registering someone's address over and over floods no mailbox.
      for (let attempt = 0; attempt < 5; attempt++) {
        await t.request("POST", "/gdansk/pl/api/auth/register/", { form: registrationForm("dup@szkola.edu.pl") });
      }
      expect(t.mail.sent.filter((mail) => mail.subject.startsWith("Masz już konto"))).toHaveLength(3);
    });

    it("refuses missing terms and an unknown event", async () => {
      const noTerms = registrationForm("terms@szkola.edu.pl");
      noTerms.delete("user_agreements");
      expect(
        await expectJson(await t.request("POST", "/gdansk/pl/api/auth/register/", { form: noTerms }), 400),
      ).toEqual({ user_agreements: ["Akceptacja regulaminu jest wymagana."] });
      expect(
        await expectJson(
          await t.request("POST", "/nigdzie/pl/api/auth/register/", { form: registrationForm("x@szkola.edu.pl") }),
          404,
        ),
      ).toEqual({ detail: "Nie znaleziono wydarzenia." });
    });
  });

  describe("event code", () => {
    it("answers the event for a right code and a field error otherwise", async () => {
      await createEvent(t.db, { slug: "poznan", name: "Kongres w Poznaniu", code: "POZ2026" });
      expect(
        await expectJson(await t.request("POST", "/pl/api/events/check_code/", { json: { code: "poz2026" } }), 200),
      ).toMatchObject({ slug: "poznan", name: "Kongres w Poznaniu" });
      expect(
        await expectJson(await t.request("POST", "/pl/api/events/check_code/", { json: { code: "ZLY" } }), 400),
      ).toEqual({ code: ["Niepoprawny kod wydarzenia."] });
      expect(await expectJson(await t.request("POST", "/pl/api/events/check_code/", { json: {} }), 400)).toEqual({
        code: ["To pole jest wymagane"],
      });
    });
  });

  // ASVS 4.0.3 V3.3.3: a new password ends every other session and every password link sent before it.
  it("ends every other session and every outstanding link after a password change, and goes on in its own", async () => {
    const user = await createUser(t.db);
    const elsewhere = await loginAs(t, user.email);
    const { token, refresh } = await loginAs(t, user.email);
    await t.request("POST", "/pl/api/auth/password/reset/", { json: { email: user.email } });
    const link = t.mail.sent.at(-1)!.text.match(/token=([\w-]+)/)![1];
    const wrong = await t.request("PUT", "/pl/api/account/password/change/", {
      token,
      json: { old_password: "zle", new_password1: "Nowe#Haslo2", new_password2: "Nowe#Haslo2" },
    });
    expect(await expectJson(wrong, 400)).toEqual({ old_password: ["Podane obecne hasło jest nieprawidłowe."] });
    const mismatch = await t.request("PUT", "/pl/api/account/password/change/", {
      token,
      json: { old_password: TEST_PASSWORD, new_password1: "Nowe#Haslo2", new_password2: "Nowe#Haslo3" },
    });
    expect(await expectJson(mismatch, 400)).toEqual({ new_password2: ["Hasła nie są takie same"] });
    const ok = await t.request("PUT", "/pl/api/account/password/change/", {
      token,
      json: { old_password: TEST_PASSWORD, new_password1: "Nowe#Haslo2", new_password2: "Nowe#Haslo2" },
    });
    expect(await expectJson(ok, 200)).toEqual({ detail: "Hasło zostało zmienione." });
    expectPasswordChangedMail(user.email);
    expect((await t.request("GET", "/pl/api/account/", { token: elsewhere.token })).status).toBe(401);
    expect(
      (await t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh: elsewhere.refresh } })).status,
    ).toBe(401);
    expect((await t.request("GET", "/pl/api/account/", { token })).status).toBe(200);
    expect((await t.request("POST", "/pl/api/auth/token/refresh/", { json: { refresh } })).status).toBe(200);
    expect((await t.request("POST", "/pl/api/auth/password/validate_token/", { json: { token: link } })).status).toBe(
      404,
    );
    await loginAs(t, user.email, "Nowe#Haslo2");
  });
});
