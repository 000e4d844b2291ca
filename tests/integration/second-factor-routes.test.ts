// The staff's second factor through the BFF: a password alone leads from the
// office's screens to setting the authenticator up (a QR code drawn on the
// server) or to a code; a teacher never sees these screens.
import { generate } from "otplib";

import { appConfig } from "~/lib/config.server";
import * as layoutRoute from "~/routes/biuro";
import * as setUpRoute from "~/routes/logowanie_.aplikacja/set-up.server";
import * as confirmRoute from "~/routes/logowanie_.kod/confirm.server";

import { createTestApi, createUser, type TestApi } from "../support/api";
import { args, get, logIn, outcome, post, serveAppFrom, stopServingApp } from "../support/bff";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi("pglite", { apiKey: appConfig.apiKey });
  serveAppFrom(t);
});
afterAll(async () => {
  stopServingApp();
  await t.close();
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
    const confirmed = await outcome(async () =>
      confirmRoute.action(args(post("/logowanie/kod?redirectTo=%2Fbiuro", { code }, next)) as never),
    );
    expect([confirmed.status, confirmed.headers.get("Location")]).toEqual([302, "/biuro"]);
  });
});
