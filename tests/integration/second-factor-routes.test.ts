// The staff's second factor through the BFF: a password alone leads from the
// office's screens to setting the authenticator up (a QR code drawn on the
// server) or to a code; a teacher never sees these screens.
import { generate } from "otplib";

import { getToast } from "~/lib/toast.server";
import * as layoutRoute from "~/routes/biuro";
import * as accountRoute from "~/routes/konto._index";
import * as loginRoute from "~/routes/logowanie/login.server";
import * as setUpRoute from "~/routes/logowanie_.aplikacja/set-up.server";
import * as confirmRoute from "~/routes/logowanie_.kod/confirm.server";

import { auditEntriesAbout } from "../../server/db/audit";
import { confirmSessionsOf, createUser, TEST_PASSWORD } from "../support/api";
import { args, cookiesOf, get, logIn, ORIGIN, outcome, post, serveAppFromTestApi } from "../support/bff";

const t = serveAppFromTestApi();
beforeAll(async () => {
  // The app's clock and the API's agree: its tokens are fresh, as in a browser.
  t.clock.now = new Date();
});

describe("the second factor's screens", () => {
  it("are the 404 page for a teacher", async () => {
    const teacher = await logIn((await createUser(t.db)).email);
    for (const route of [setUpRoute, confirmRoute]) {
      expect((await outcome(async () => route.loader(args(get("/logowanie/kod", teacher)) as never))).status).toBe(404);
    }
  });

  it("lead a new staff account from the office to its set-up, then a code confirms the next session", async () => {
    const staff = await createUser(t.db, { isStaff: true });
    const cookie = await logIn(staff.email);
    const office = await outcome(async () => layoutRoute.loader(args(get("/biuro/sezony", cookie)) as never));
    expect([office.status, office.headers.get("Location")]).toEqual([
      302,
      "/logowanie/aplikacja?redirectTo=%2Fbiuro%2Fsezony",
    ]);
    const page = await outcome(async () =>
      setUpRoute.loader(args(get("/logowanie/aplikacja?redirectTo=%2Fbiuro%2Fsezony", cookie)) as never),
    );
    const { setUp, redirectTo } = await page.json();
    expect(redirectTo).toBe("/biuro/sezony");
    expect(setUp.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const secret = setUp.secret.replace(/ /g, "");
    const enabled = await outcome(async () =>
      setUpRoute.action(
        args(
          post(
            "/logowanie/aplikacja",
            { code: await generate({ secret, epoch: t.clock.now.getTime() / 1000 }) },
            cookie,
          ),
        ) as never,
      ),
    );
    expect((await enabled.json()).recoveryCodes).toHaveLength(10);
    expect((await outcome(async () => layoutRoute.loader(args(get("/biuro", cookie)) as never))).status).toBe(200);

    // The next login: the office sends it to a code, which brings it back.
    const next = await logIn(staff.email);
    const asked = await outcome(async () => layoutRoute.loader(args(get("/biuro", next)) as never));
    expect(asked.headers.get("Location")).toBe("/logowanie/kod?redirectTo=%2Fbiuro");
    const code = await generate({ secret, epoch: t.clock.now.getTime() / 1000 + 30 });
    // Sent as web/ forwards it: the audit log names the address the code came from.
    const fromClient = (fields: Record<string, string>) => {
      const request = post("/logowanie/kod?redirectTo=%2Fbiuro", fields, next);
      request.headers.set("X-Forwarded-For", "10.0.0.7");
      return confirmRoute.action(args(request) as never);
    };
    expect((await outcome(() => fromClient({ code: "000000" }))).status).toBe(400);
    const confirmed = await outcome(() => fromClient({ code }));
    expect([confirmed.status, confirmed.headers.get("Location")]).toEqual([302, "/biuro"]);
    const logged = await auditEntriesAbout(t.db, "user", staff.id);
    expect(logged.slice(-2).map((entry) => [entry.action, entry.after])).toEqual([
      ["user.second-factor-failure", { email: staff.email, how: "wrong-code", address: "10.0.0.7" }],
      ["user.login", { email: staff.email, how: "app", address: "10.0.0.7" }],
    ]);
  });
});

describe("where a staff login lands", () => {
  const landing = async (response: Response) => [response.status, response.headers.get("Location")];

  it("is the office, through the code, never the teacher's dashboard", async () => {
    const staff = await createUser(t.db, { isStaff: true });
    const loggedIn = await outcome(async () =>
      loginRoute.action(
        args(post("/logowanie", { email: staff.email, password: TEST_PASSWORD, redirectTo: "/konto" })) as never,
      ),
    );
    expect(await landing(loggedIn)).toEqual([302, "/biuro"]);
    const cookie = cookiesOf(loggedIn);
    const office = await outcome(async () => layoutRoute.loader(args(get("/biuro", cookie)) as never));
    expect(await landing(office)).toEqual([302, "/logowanie/aplikacja?redirectTo=%2Fbiuro"]);
    // A code step reached from the dashboard's address leads on to the office too.
    const setUp = await outcome(async () =>
      setUpRoute.loader(args(get("/logowanie/aplikacja?redirectTo=%2Fkonto", cookie)) as never),
    );
    expect((await setUp.json()).redirectTo).toBe("/biuro");
    await confirmSessionsOf(t.db, staff.email);
    const dashboard = await outcome(async () => accountRoute.loader(args(get("/konto", cookie)) as never));
    expect(await landing(dashboard)).toEqual([302, "/biuro"]);
    const signedIn = await outcome(async () =>
      loginRoute.loader(args(get("/logowanie?redirectTo=%2Fbiuro%2Fsezony", cookie)) as never),
    );
    expect(await landing(signedIn)).toEqual([302, "/biuro/sezony"]);
  });

  it("is where a teacher was going, the dashboard by default", async () => {
    const teacher = await createUser(t.db);
    const login = (redirectTo: string) =>
      outcome(async () =>
        loginRoute.action(
          args(post("/logowanie", { email: teacher.email, password: TEST_PASSWORD, redirectTo })) as never,
        ),
      );
    expect(await landing(await login("/konto"))).toEqual([302, "/konto"]);
    expect(await landing(await login("/konto/sezon"))).toEqual([302, "/konto/sezon"]);
  });
});

describe("the code forms", () => {
  const WRONG_CODE = "Ten kod jest nieprawidłowy albo został już użyty. Wpisz kod, który aplikacja pokazuje teraz.";

  /** A staff account signed in with its password, at the form's step. */
  const forms = [
    {
      path: "/logowanie/aplikacja",
      route: setUpRoute,
      async signedIn() {
        const cookie = await logIn((await createUser(t.db, { isStaff: true })).email);
        await outcome(async () => setUpRoute.loader(args(get("/logowanie/aplikacja", cookie)) as never));
        return cookie;
      },
    },
    {
      path: "/logowanie/kod",
      route: confirmRoute,
      async signedIn() {
        const staff = await createUser(t.db, { isStaff: true });
        const first = await logIn(staff.email);
        const page = await outcome(async () => setUpRoute.loader(args(get("/logowanie/aplikacja", first)) as never));
        const secret = (await page.json()).setUp.secret.replace(/ /g, "");
        const code = await generate({ secret, epoch: t.clock.now.getTime() / 1000 });
        await outcome(async () => setUpRoute.action(args(post("/logowanie/aplikacja", { code }, first)) as never));
        return logIn(staff.email);
      },
    },
  ] as const;

  it.each(forms)(
    "$path shows the wait before the next code (429, Retry-After, the Polish message) and sends a login with too many wrong codes back to the password",
    async ({ path, route, signedIn }) => {
      const cookie = await signedIn();
      const send = () =>
        outcome(async () =>
          route.action(args(post(`${path}?redirectTo=%2Fbiuro`, { code: "111111" }, cookie)) as never),
        );
      const messageOf = async (response: Response) => (await response.json()).fieldErrors.code;
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = await send();
        expect([wrong.status, await messageOf(wrong)]).toEqual([400, WRONG_CODE]);
      }
      for (const [wait, message] of [
        [1, "Zbyt wiele prób. Spróbuj ponownie za 1 sekundę."],
        [2, "Zbyt wiele prób. Spróbuj ponownie za 2 sekundy."],
        [4, "Zbyt wiele prób. Spróbuj ponownie za 4 sekundy."],
        [8, "Zbyt wiele prób. Spróbuj ponownie za 8 sekund."],
        [16, "Zbyt wiele prób. Spróbuj ponownie za 16 sekund."],
      ] as const) {
        const paused = await send();
        expect([paused.status, paused.headers.get("Retry-After"), await messageOf(paused)]).toEqual([
          429,
          String(wait),
          message,
        ]);
        t.clock.now = new Date(t.clock.now.getTime() + wait * 1000);
        if (wait < 16) expect((await send()).status).toBe(400);
      }
      const ended = await send();
      expect([ended.status, ended.headers.get("Location")]).toEqual([302, "/logowanie?redirectTo=%2Fbiuro"]);
      const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(ended) } }));
      expect(toast).toMatchObject({
        type: "error",
        message: "Zbyt wiele błędnych kodów. Zaloguj się ponownie, podając hasło.",
      });
      // The session's cookies are gone: the form leads to the login page.
      const after = await outcome(async () =>
        route.action(args(post(`${path}?redirectTo=%2Fbiuro`, { code: "111111" }, cookiesOf(ended))) as never),
      );
      expect(after.headers.get("Location")).toMatch(/^\/logowanie\?redirectTo=/);
    },
  );
});
