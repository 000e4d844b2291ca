// The office's screens (issue 15 item 1) over the whole list of /biuro
// routes: a visitor is sent to the login page, a teacher gets the 404 page,
// whatever the route and whether it is read or posted to (ASVS 4.0.3 V4.1.1,
// V4.2.1). Staff read and decide.
import { readdirSync } from "node:fs";
import path from "node:path";

import { appConfig } from "~/lib/config.server";
import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import { getToast } from "~/lib/toast.server";
import * as layoutRoute from "~/routes/biuro";
import * as certificatesRoute from "~/routes/biuro.certyfikaty/certificates.server";
import * as accountRoute from "~/routes/konto._index";
import * as listRoute from "~/routes/biuro._index/applications.server";
import * as fileRoute from "~/routes/biuro.pliki.$id";
import * as applicationRoute from "~/routes/biuro.zgloszenia.$id/application.server";

import { createClubEnrollment, createTestApi, createUser, type TestApi } from "../support/api";
import { args, cookiesOf, get, logIn, ORIGIN, outcome, post, serveAppFrom, stopServingApp } from "../support/bff";

type Module = { loader?: (a: never) => unknown; action?: (a: never) => unknown };

/** Every /biuro route module, by its file under app/routes. */
const STAFF_ROUTES: Record<string, { module: Module; path: string; params: Record<string, string> }> = {
  "biuro.tsx": { module: layoutRoute, path: "/biuro", params: {} },
  "biuro._index": { module: listRoute, path: "/biuro", params: {} },
  "biuro.certyfikaty": { module: certificatesRoute, path: "/biuro/certyfikaty", params: {} },
  "biuro.zgloszenia.$id": { module: applicationRoute, path: "/biuro/zgloszenia/1", params: { id: "1" } },
  "biuro.pliki.$id.ts": {
    module: fileRoute,
    path: "/biuro/pliki/0b6f3c4e-2a8d-4c1e-9f3a-5d7e8b9c0a1f",
    params: { id: "0b6f3c4e-2a8d-4c1e-9f3a-5d7e8b9c0a1f" },
  },
};

let t: TestApi;
let teacher: string;
let staff: string;
let applicationId: number;

beforeAll(async () => {
  t = await createTestApi("pglite", { apiKey: appConfig.apiKey });
  serveAppFrom(t);
  const owner = await createUser(t.db);
  applicationId = (await createClubEnrollment(t.db, t.config, owner.id, ClubEnrollmentStatus.verification)).id;
  teacher = await logIn(owner.email);
  staff = await logIn((await createUser(t.db, { isStaff: true })).email);
});
afterAll(async () => {
  stopServingApp();
  await t.close();
});

describe("the office's routes", () => {
  it("are every route under /biuro", () => {
    const files = readdirSync(path.resolve("app/routes")).filter((name) => name.startsWith("biuro"));
    expect(files.sort()).toEqual(Object.keys(STAFF_ROUTES).sort());
  });

  it.each(Object.entries(STAFF_ROUTES))(
    "%s: a visitor goes to the login page, a teacher gets 404",
    async (_, route) => {
      for (const [name, request] of [
        ["loader", (cookie: string) => get(route.path, cookie)],
        ["action", (cookie: string) => post(route.path, { intent: "decision", status: "1" }, cookie)],
      ] as const) {
        const run = route.module[name];
        if (!run) continue;
        const call = (cookie: string) => outcome(async () => run(args(request(cookie), route.params) as never));
        const visitor = await call("");
        expect(visitor.status, `${name} for a visitor`).toBe(302);
        expect(visitor.headers.get("location")).toMatch(/^\/logowanie\?redirectTo=/);
        expect((await call(teacher)).status, `${name} for a teacher`).toBe(404);
      }
    },
  );
});

describe("the account screen", () => {
  it("leads staff to the office's screens, and nobody else", async () => {
    const of = async (cookie: string) =>
      (await (await accountRoute.loader(args(get("/konto", cookie)))).json()).isStaff;
    expect([await of(staff), await of(teacher)]).toEqual([true, false]);
  });
});

describe("the office's application screen", () => {
  const page = () => `/biuro/zgloszenia/${applicationId}`;
  const params = () => ({ id: String(applicationId) });

  it("lists the application and shows it masked", async () => {
    const list = await (await listRoute.loader(args(get("/biuro?status=0", staff)))).json();
    expect(list.applications.results.map((row: { id: number }) => row.id)).toContain(applicationId);
    const shown = await (await applicationRoute.loader(args(get(page(), staff), params()))).json();
    expect(JSON.stringify(shown)).not.toContain("02070803628");
    expect(shown.nextStatuses.map((option: { label: string }) => option.label)).toEqual([
      "zaakceptowane",
      "oczekujące",
      "do poprawy",
    ]);
  });

  it("reveals PESEL and the account for a reason, once, and refuses without one", async () => {
    const refused = (await applicationRoute.action(
      args(post(page(), { intent: "reveal", reason: " " }, staff), params()),
    )) as Response;
    expect(refused.status).toBe(400);
    const revealed = (await applicationRoute.action(
      args(post(page(), { intent: "reveal", reason: "Umowa" }, staff), params()),
    )) as Response;
    expect((await revealed.json()).revealed).toEqual({
      userPesel: "02070803628",
      userBankAccount: "61109010140000071219812874",
    });
  });

  it("decides with a toast, and puts a refused decision at its field", async () => {
    const refused = (await applicationRoute.action(
      args(post(page(), { intent: "decision", status: "3", note: "" }, staff), params()),
    )) as Response;
    expect(refused.status).toBe(400);
    expect((await refused.json()).decisionErrors).toEqual({
      note: "Zwracając zgłoszenie do poprawy, napisz nauczycielowi, co poprawić.",
    });
    const decided = await outcome(() =>
      applicationRoute.action(args(post(page(), { intent: "decision", status: "1", note: "" }, staff), params())),
    );
    expect([decided.status, decided.headers.get("location")]).toEqual([302, page()]);
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(decided) } }));
    expect(toast).toMatchObject({ type: "success", message: "Zmieniono status zgłoszenia na „zaakceptowane”." });
  });
});

describe("the office's certificates screen", () => {
  const PAGE = "/biuro/certyfikaty";

  it("finds a teacher, issues a certificate with a toast, and keeps a taken number at its field", async () => {
    const teacherAccount = await createUser(t.db, { firstname: "Halina", lastname: "Certyfikowska" });
    const found = await (await certificatesRoute.loader(args(get(`${PAGE}?szukaj=certyfikowska`, staff)))).json();
    expect(found.teachers).toEqual([expect.objectContaining({ id: teacherAccount.id, certificates: [] })]);

    const fields = { intent: "issue", id: String(teacherAccount.id), number: "AWF/7/2026", szukaj: "certyfikowska" };
    const issued = await outcome(() => certificatesRoute.action(args(post(PAGE, fields, staff))));
    expect([issued.status, issued.headers.get("location")]).toEqual([302, `${PAGE}?szukaj=certyfikowska`]);
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(issued) } }));
    expect(toast).toMatchObject({ type: "success", message: "Wydano certyfikat nr AWF/7/2026." });

    const taken = (await certificatesRoute.action(args(post(PAGE, fields, staff)))) as Response;
    expect(taken.status).toBe(400);
    expect((await taken.json()).issueError).toEqual({
      teacher: teacherAccount.id,
      message: "Certyfikat o tym numerze już istnieje.",
    });
  });

  it("imports a CSV list and reports who got a certificate and who has no account", async () => {
    const listed = await createUser(t.db);
    const form = new FormData();
    form.set("intent", "import");
    form.set("lista", new File([`Imię;E-mail\nAnna;${listed.email}\nJan;jan.bez.konta@example.pl\n`], "lista.csv"));
    const request = new Request(`${ORIGIN}${PAGE}`, {
      method: "POST",
      body: form,
      headers: { Cookie: staff, Origin: ORIGIN },
    });
    const answer = (await certificatesRoute.action(args(request))) as Response;
    expect((await answer.json()).report).toEqual({
      issued: [listed.email],
      already: [],
      unknown: ["jan.bez.konta@example.pl"],
    });

    const empty = new FormData();
    empty.set("intent", "import");
    empty.set("lista", new File(["Imię;Nazwisko\n"], "lista.csv"));
    const refused = (await certificatesRoute.action(
      args(
        new Request(`${ORIGIN}${PAGE}`, { method: "POST", body: empty, headers: { Cookie: staff, Origin: ORIGIN } }),
      ),
    )) as Response;
    expect([refused.status, (await refused.json()).importError]).toEqual([400, "W pliku nie ma adresów e-mail."]);
  });
});
