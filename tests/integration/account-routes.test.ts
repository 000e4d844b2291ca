// The existing account screens' loaders and actions, run against the
// in-process API on a fresh test database (no build): the clients are
// injected through the in-process holder, and every answer the API gives
// them is checked strictly against the contract on the way.
import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import { loader as rootLoader } from "~/root.server";
import * as accountRoute from "~/routes/konto._index";
import * as profileRoute from "~/routes/konto.edycja-profilu";
import * as loginRoute from "~/routes/logowanie/route";
import * as unsubscribeRoute from "~/routes/wypisz.$token";

import { clubEnrollments, newsletterSubscriptions, users } from "../../server/db/schema";
import { log } from "../../server/log";
import { unsubscribeToken } from "../../server/security/unsubscribe-tokens";
import { createClubEnrollment, createUser, giveCertificate, TEST_PASSWORD } from "../support/api";
import {
  args,
  endSessionsOf,
  get,
  keptFormOf,
  ORIGIN,
  post,
  serveAppFailing,
  serveAppFrom,
  serveAppFromTestApi,
} from "../support/bff";
import { PROFILE_FORM } from "../support/forms";

const t = serveAppFromTestApi();

/** Logs in through the login page's action; answers the session cookies. */
async function logIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const response = (await loginRoute.action(
    args(post("/logowanie", { email, password, redirectTo: "/konto" })),
  )) as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/konto");
  return cookiesOf(response);
}

/** The Cookie header a browser sends back after this answer (or these Set-Cookie headers). */
function cookiesOf(answer: Response | string[]): string {
  return (Array.isArray(answer) ? answer : answer.headers.getSetCookie())
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The profile screen's form (its `subaction` names the part: profile or password), sent in the teacher's session. */
async function sendProfileForm(cookie: string, fields: Record<string, string>): Promise<Response> {
  return (await profileRoute.action(args(post("/konto/edycja-profilu", fields, cookie)))) as Response;
}

async function body(response: unknown): Promise<Record<string, unknown>> {
  return (response as Response).json();
}

describe("login (logowanie)", () => {
  it("keeps the session only as long as the browser runs unless 'Nie wylogowuj mnie na tym urządzeniu' is ticked", async () => {
    const user = await createUser(t.db);
    const logInWith = async (fields: Record<string, string>) =>
      (
        (await loginRoute.action(
          args(post("/logowanie", { email: user.email, password: TEST_PASSWORD, redirectTo: "/konto", ...fields })),
        )) as Response
      ).headers.getSetCookie();
    const sessionCookies = (cookies: string[]) => cookies.filter((cookie) => /^(token|refresh_token)=/.test(cookie));

    const unticked = sessionCookies(await logInWith({}));
    expect(unticked).toHaveLength(2);
    for (const cookie of unticked) expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const ticked = sessionCookies(await logInWith({ remember: "on" }));
    expect(ticked).toHaveLength(2);
    for (const cookie of ticked) expect(cookie).toMatch(/Max-Age=604800/);

    // The page's frame knows of the idle timeout, to warn before it ends (with JavaScript).
    const frame = async (cookies: string[]) => body(await rootLoader(args(get("/konto", cookiesOf(cookies)))));
    expect((await frame(unticked)).user).toMatchObject({ idleTimeoutSeconds: 1800 });
    expect((await frame(ticked)).user).toMatchObject({ idleTimeoutSeconds: null });
  });

  it("refuses a wrong password at the e-mail field, keeps the e-mail and never the password", async () => {
    const user = await createUser(t.db);
    const response = (await loginRoute.action(
      args(post("/logowanie", { email: user.email, password: "Zle#Haslo1" })),
    )) as Response;
    expect(response.status).toBe(400);
    const answer = await body(response);
    expect(answer.fieldErrors).toEqual({ email: "Nieprawidłowy adres e-mail lub hasło." });
    expect(answer.values).toEqual({ email: user.email });
  });

  // ASVS 4.0.3 V2.2.1: the browser is told "too many" by the status too, and when to come back.
  it("answers a paused account with 429, Retry-After and the Polish message at the e-mail field", async () => {
    const user = await createUser(t.db);
    const attempt = async () =>
      (await loginRoute.action(args(post("/logowanie", { email: user.email, password: "Zle#Haslo1" })))) as Response;
    for (let count = 0; count < 5; count++) expect((await attempt()).status).toBe(400);
    const paused = await attempt();
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await body(paused)).fieldErrors).toEqual({
      email: expect.stringMatching(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ min\.$/),
    });
  });
});

describe("the profile screen (konto/edycja-profilu)", () => {
  it("gives the form its values and nothing else of the account, never a token", async () => {
    const user = await createUser(t.db, { firstname: "Zofia", lastname: "Wójcik" });
    const cookie = await logIn(user.email);
    const data = await body(await profileRoute.loader(args(get("/konto/edycja-profilu", cookie))));
    expect(data).toEqual({
      email: user.email,
      restored: false,
      reminders: ["survey_window", "schedule_planning", "congress_item"],
      defaults: {
        firstname: "Zofia",
        lastname: "Wójcik",
        phone: "600 700 800",
        city: "Warszawa",
        postal_code: "00-950",
        user_groups1: user.userGroups1,
        user_groups2: user.userGroups2,
        user_agreements: true,
      },
    });
    expect(JSON.stringify(data)).not.toMatch(/eyJ/);
  });

  it("stores a changed profile and answers with a redirect and a toast", async () => {
    const user = await createUser(t.db);
    const cookie = await logIn(user.email);
    const response = await sendProfileForm(cookie, {
      ...PROFILE_FORM,
      firstname: "Joanna",
      lastname: "Kamińska-Lis",
      city: "Kraków",
      postal_code: "30-001",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/konto/edycja-profilu");
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({
      firstname: "Joanna",
      lastname: "Kamińska-Lis",
      city: "Kraków",
      postalCode: "30-001",
      userGroups2: "Koordynator",
    });
  });

  it("keeps what was typed when the session had ended, through the login, and shows it once", async () => {
    const user = await createUser(t.db, { firstname: "Zofia", lastname: "Wójcik" });
    const typed = PROFILE_FORM;
    // The session ends while the form is open (as a logout elsewhere or the office disabling the account would).
    const open = await logIn(user.email);
    await endSessionsOf(t, user.id);
    const ended = await profileRoute.action(args(post("/konto/edycja-profilu", typed, open))).catch((thrown) => thrown);
    expect(ended).toBeInstanceOf(Response);
    expect(ended.headers.get("location")).toBe("/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu");
    const kept = keptFormOf(ended);

    const login = await body(await loginRoute.loader(args(get(`${ended.headers.get("location")}`, kept))));
    expect(login).toEqual({
      redirectTo: "/konto/edycja-profilu",
      notice: "Sesja wygasła — zaloguj się, a zmiany wrócą do formularza",
    });
    const loggedIn = (await loginRoute.action(
      args(
        post(
          `/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu`,
          { email: user.email, password: TEST_PASSWORD, redirectTo: "/konto/edycja-profilu" },
          kept,
        ),
      ),
    )) as Response;
    expect(loggedIn.headers.get("location")).toBe("/konto/edycja-profilu");
    const signedIn = `${kept}; ${cookiesOf(loggedIn)}`;

    const screen = (await profileRoute.loader(args(get("/konto/edycja-profilu", signedIn)))) as Response;
    const { subaction: _, ...fields } = typed;
    expect(await body(screen.clone())).toMatchObject({ email: user.email, defaults: fields, restored: true });
    expect(screen.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^kept_form=; Max-Age=0/));
    // Nothing is saved until the teacher saves it.
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.city).toBe("Warszawa");

    const withoutKept = cookiesOf(loggedIn);
    const later = await body(await profileRoute.loader(args(get("/konto/edycja-profilu", withoutKept))));
    expect(later).toMatchObject({ restored: false, defaults: { city: "Warszawa" } });
  });

  it("never gives what one teacher typed to the next one who logs in on the same browser", async () => {
    const first = await createUser(t.db, { firstname: "Zofia", lastname: "Wójcik" });
    const next = await createUser(t.db, { firstname: "Ewa", lastname: "Lis" });
    const open = await logIn(first.email);
    await endSessionsOf(t, first.id);
    const typed = { subaction: "profil", firstname: "Zofia", lastname: "Tajemnicza", city: "Gdańsk" };
    const ended = await profileRoute.action(args(post("/konto/edycja-profilu", typed, open))).catch((thrown) => thrown);
    const kept = keptFormOf(ended as Response);
    expect(kept).toMatch(/^kept_form=./);

    const loggedIn = (await loginRoute.action(
      args(
        post("/logowanie", { email: next.email, password: TEST_PASSWORD, redirectTo: "/konto/edycja-profilu" }, kept),
      ),
    )) as Response;
    expect(loggedIn.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^kept_form=; Max-Age=0/));
    // Even were the browser to keep sending it, the next teacher's screen shows their own data.
    const screen = await body(
      await profileRoute.loader(
        args(new Request(`${ORIGIN}/konto/edycja-profilu`, { headers: { Cookie: `${kept}; ${cookiesOf(loggedIn)}` } })),
      ),
    );
    expect(screen).toMatchObject({ restored: false, defaults: { lastname: "Lis" } });
    expect(JSON.stringify(screen)).not.toMatch(/Tajemnicza|Gdańsk/);
  });

  it("refuses a wrong current password at its field", async () => {
    const user = await createUser(t.db);
    const cookie = await logIn(user.email);
    const response = await sendProfileForm(cookie, {
      subaction: "haslo",
      old_password: "Zle#Haslo9",
      new_password1: "Nowe#Haslo9",
      new_password2: "Nowe#Haslo9",
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Podane obecne hasło jest nieprawidłowe.");
  });
});

describe("the account screen (konto)", () => {
  it("says the API could not tell, rather than show steps from defaults, when the overview call fails", async () => {
    const user = await createUser(t.db);
    const cookie = await logIn(user.email);
    const request = () => get("/konto", cookie);
    serveAppFailing(t, "/pl/api/account/overview/");
    try {
      const data = await body(await accountRoute.loader(args(request())));
      expect(data).toMatchObject({ setupUnavailable: true, groups: [] });
    } finally {
      serveAppFrom(t);
    }
    expect((await body(await accountRoute.loader(args(request())))).setupUnavailable).toBe(false);
  });

  it("shows the teacher, the setup and the newsletter, and subscribes with post/redirect/get", async () => {
    const user = await createUser(t.db, { firstname: "Ewa", lastname: "Lis" });
    const cookie = await logIn(user.email);
    const request = () => get("/konto", cookie);
    const before = await body(await accountRoute.loader(args(request())));
    expect(before).toMatchObject({
      name: "Ewa Lis",
      email: user.email,
      groups: [],
      newsletter: { enrolled: false, email: user.email },
      setup: { hasCertificate: false, scheduleMaxDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });

    const response = (await accountRoute.action(args(post("/konto", { newsletter: "zapisz" }, cookie)))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/konto");
    expect(
      await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, user.id)),
    ).toHaveLength(1);
    expect((await body(await accountRoute.loader(args(request())))).newsletter).toEqual({
      enrolled: true,
      email: user.email,
    });
  });

  it.each([
    [ClubEnrollmentStatus.verification, "weryfikacja"],
    [ClubEnrollmentStatus.accepted, "zaakceptowane"],
    [ClubEnrollmentStatus.pending, "oczekujące"],
    [ClubEnrollmentStatus.correction, "do poprawy"],
    [ClubEnrollmentStatus.terminated, "zakończone"],
  ])(
    "gives the club application's status %i (%s) and the office's note, and nothing else of it",
    async (status, _name) => {
      const user = await createUser(t.db);
      await giveCertificate(t.db, user.id);
      const application = await createClubEnrollment(t.db, t.config, user.id, status);
      await t.db
        .update(clubEnrollments)
        .set({ staffNote: "Brak podpisu dyrektora na zgodzie." })
        .where(eq(clubEnrollments.id, application.id));
      const cookie = await logIn(user.email);
      const response = (await accountRoute.loader(args(get("/konto", cookie)))) as Response;
      const text = await response.text();
      expect(JSON.parse(text).club).toEqual({ status, staffNote: "Brak podpisu dyrektora na zgodzie." });
      // The application's personal data stays upstream: not even the masked PESEL reaches the page.
      expect(text).not.toMatch(/pesel|bank|3628|2874|Szkoła Podstawowa/i);
    },
  );

  it("has no club status before the teacher applies", async () => {
    const user = await createUser(t.db);
    const cookie = await logIn(user.email);
    const data = await body(await accountRoute.loader(args(get("/konto", cookie))));
    expect(data.club).toBeNull();
  });
});

describe("reminders: the profile's switches and an e-mail's unsubscribe link (wypisz/:token)", () => {
  const remindersOffOf = async (id: number) =>
    (await t.db.select({ off: users.remindersOff }).from(users).where(eq(users.id, id)))[0].off;

  it("stores the ticked reminders from the profile's form, none ticked being every one off", async () => {
    const user = await createUser(t.db);
    const cookie = await logIn(user.email);
    const save = async (ticked: string[]) => {
      const request = post("/konto/edycja-profilu", { subaction: "przypomnienia", reminders: ticked }, cookie);
      return (await profileRoute.action(args(request))) as Response;
    };
    const saved = await save(["schedule_planning"]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/konto/edycja-profilu");
    expect(await remindersOffOf(user.id)).toEqual(["survey_window", "congress_item"]);
    await save([]);
    expect(await remindersOffOf(user.id)).toEqual(["survey_window", "schedule_planning", "congress_item"]);
    const page = await body(await profileRoute.loader(args(get("/konto/edycja-profilu", cookie))));
    expect(page.reminders).toEqual([]);
    await save(["survey_window", "schedule_planning", "congress_item"]);
    expect(await remindersOffOf(user.id)).toEqual([]);
  });

  it("asks before it unsubscribes, and unsubscribes on the button or a mail app's one-click POST, with no session", async () => {
    const user = await createUser(t.db);
    const token = unsubscribeToken(user.id, "congress_item", t.config.jwtSecret);
    const page = (await unsubscribeRoute.loader({
      request: new Request(`${ORIGIN}/wypisz/${token}`),
      params: { token },
      context: {},
    })) as Response;
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({ link: { list: "congress_item", email: user.email, subscribed: true } });
    expect(await remindersOffOf(user.id)).toEqual([]);
    // RFC 8058: the mail app posts "List-Unsubscribe=One-Click" itself, without the person's cookies or an Origin.
    const oneClick = (await unsubscribeRoute.action({
      request: new Request(`${ORIGIN}/wypisz/${token}`, { method: "POST", body: "List-Unsubscribe=One-Click" }),
      params: { token },
      context: {},
    })) as Response;
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ link: { list: "congress_item", email: user.email, subscribed: false } });
    expect(await remindersOffOf(user.id)).toEqual(["congress_item"]);
  });

  it("answers 404 with the explanation to a link the platform did not make", async () => {
    for (const token of ["abc", `${unsubscribeToken(1, "newsletter", "another-secret")}`]) {
      for (const run of [unsubscribeRoute.loader, unsubscribeRoute.action]) {
        const answer = (await run({
          request: new Request(`${ORIGIN}/wypisz/${token}`, {
            method: run === unsubscribeRoute.action ? "POST" : "GET",
          }),
          params: { token },
          context: {},
        })) as Response;
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual({ link: null });
      }
    }
  });

  it("answers the one-click POST 503 while the store takes no write, so the mail app tries again", async () => {
    const user = await createUser(t.db);
    const token = unsubscribeToken(user.id, "survey_window", t.config.jwtSecret);
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    t.store.fail();
    const thrown = await unsubscribeRoute
      .action({ request: new Request(`${ORIGIN}/wypisz/${token}`, { method: "POST" }), params: { token }, context: {} })
      .catch((error: unknown) => error);
    t.store.heal();
    logged.mockRestore();
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(await remindersOffOf(user.id)).toEqual([]);
  });
});
