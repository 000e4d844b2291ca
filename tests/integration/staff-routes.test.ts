// The office's screens (issue 15 item 1) over the whole list of /biuro
// routes: a visitor is sent to the login page, a teacher gets the 404 page,
// whatever the route and whether it is read or posted to (ASVS 4.0.3 V4.1.1,
// V4.2.1). Staff read and decide.
import { readdirSync } from "node:fs";
import path from "node:path";

import { describeAuditEntry } from "~/areas/staff/audit-entries";
import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import { todayInPoland } from "~/lib/dates";
import { getToast } from "~/lib/toast.server";
import * as layoutRoute from "~/routes/biuro";
import * as listRoute from "~/routes/biuro._index/applications.server";
import * as certificatesRoute from "~/routes/biuro.certyfikaty/certificates.server";
import * as auditRoute from "~/routes/biuro.dziennik/audit.server";
import * as auditExportRoute from "~/routes/biuro.dziennik_.eksport";
import * as exportRoute from "~/routes/biuro.eksport.$raport";
import * as eventsRoute from "~/routes/biuro.kongres._index/events.server";
import * as eventRoute from "~/routes/biuro.kongres.$id/event.server";
import * as newAgendaItemRoute from "~/routes/biuro.kongres.$id_.nowy-punkt/new-item.server";
import * as newEventRoute from "~/routes/biuro.kongres.nowe/new-event.server";
import * as figuresRoute from "~/routes/biuro.liczby/figures.server";
import * as peopleRoute from "~/routes/biuro.osoby/people.server";
import * as fileRoute from "~/routes/biuro.pliki.$id";
import * as agendaItemRoute from "~/routes/biuro.punkty.$id/item.server";
import * as participantsRoute from "~/routes/biuro.punkty.$id_.uczestnicy";
import * as seasonsRoute from "~/routes/biuro.sezony._index/seasons.server";
import * as seasonRoute from "~/routes/biuro.sezony.$id/season.server";
import * as newSeasonRoute from "~/routes/biuro.sezony.nowy/new-season.server";
import * as applicationRoute from "~/routes/biuro.zgloszenia.$id/application.server";
import * as accountRoute from "~/routes/konto._index";

import { createClubEnrollment, createUser, giveCertificate, seasonBodyInYear } from "../support/api";
import { args, cookiesOf, get, logIn, logInToOffice, ORIGIN, outcome, post, serveAppFromTestApi } from "../support/bff";

type Module = { loader?: (a: never) => unknown; action?: (a: never) => unknown };

/** A route module requested at `path`, with the parameters its file's name takes from it. */
const route = (module: Module, path: string, params: Record<string, string> = {}) => ({ module, path, params });

/** Every /biuro route module, by its file under app/routes. */
const STAFF_ROUTES: Record<string, ReturnType<typeof route>> = {
  "biuro.tsx": route(layoutRoute, "/biuro"),
  "biuro._index": route(listRoute, "/biuro"),
  "biuro.certyfikaty": route(certificatesRoute, "/biuro/certyfikaty"),
  "biuro.dziennik": route(auditRoute, "/biuro/dziennik"),
  "biuro.dziennik_.eksport.ts": route(auditExportRoute, "/biuro/dziennik/eksport"),
  "biuro.eksport.$raport.ts": route(exportRoute, "/biuro/eksport/godziny?format=csv", { raport: "godziny" }),
  "biuro.kongres._index": route(eventsRoute, "/biuro/kongres"),
  "biuro.kongres.nowe": route(newEventRoute, "/biuro/kongres/nowe"),
  "biuro.kongres.$id": route(eventRoute, "/biuro/kongres/1", { id: "1" }),
  "biuro.kongres.$id_.nowy-punkt": route(newAgendaItemRoute, "/biuro/kongres/1/nowy-punkt", { id: "1" }),
  "biuro.liczby": route(figuresRoute, "/biuro/liczby"),
  "biuro.punkty.$id": route(agendaItemRoute, "/biuro/punkty/1", { id: "1" }),
  "biuro.punkty.$id_.uczestnicy.ts": route(participantsRoute, "/biuro/punkty/1/uczestnicy", { id: "1" }),
  "biuro.osoby": route(peopleRoute, "/biuro/osoby"),
  "biuro.sezony._index": route(seasonsRoute, "/biuro/sezony"),
  "biuro.sezony.nowy": route(newSeasonRoute, "/biuro/sezony/nowy"),
  "biuro.sezony.$id": route(seasonRoute, "/biuro/sezony/1", { id: "1" }),
  "biuro.zgloszenia.$id": route(applicationRoute, "/biuro/zgloszenia/1", { id: "1" }),
  "biuro.pliki.$id.ts": route(fileRoute, "/biuro/pliki/0b6f3c4e-2a8d-4c1e-9f3a-5d7e8b9c0a1f", {
    id: "0b6f3c4e-2a8d-4c1e-9f3a-5d7e8b9c0a1f",
  }),
};

const t = serveAppFromTestApi();
let teacher: string;
let staff: string;
let staffUser: { id: number; email: string };
let applicationId: number;

beforeAll(async () => {
  const owner = await createUser(t.db);
  applicationId = (await createClubEnrollment(t.db, t.config, owner.id, ClubEnrollmentStatus.verification)).id;
  teacher = await logIn(owner.email);
  staffUser = await createUser(t.db, { isStaff: true });
  staff = await logInToOffice(t, staffUser.email);
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
  it("is the teacher's: staff are sent on to the office's screens", async () => {
    const of = async (cookie: string) => outcome(async () => accountRoute.loader(args(get("/konto", cookie))));
    const [forStaff, forTeacher] = [await of(staff), await of(teacher)];
    expect([forStaff.status, forStaff.headers.get("Location")]).toEqual([302, "/biuro"]);
    expect(forTeacher.status).toBe(200);
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
      userBankAccount: "61 1090 1014 0000 0712 1981 2874",
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

  it("records the contract's date, refusing one before the application arrived at the date field", async () => {
    const refused = (await applicationRoute.action(
      args(post(page(), { intent: "agreement", date: "2026-01-14" }, staff), params()),
    )) as Response;
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      agreementError: "Umowę podpisuje się po wpłynięciu zgłoszenia: podaj datę 15.01.2026 lub późniejszą.",
      date: "2026-01-14",
    });
    const recorded = await outcome(() =>
      applicationRoute.action(args(post(page(), { intent: "agreement", date: "2026-01-15" }, staff), params())),
    );
    expect([recorded.status, recorded.headers.get("location")]).toEqual([302, page()]);
  });

  it("shows the conversation in order: the first sending, then each decision with its note and author", async () => {
    await applicationRoute.action(
      args(post(page(), { intent: "decision", status: "3", note: "Brak pieczątki szkoły." }, staff), params()),
    );
    const shown = await (await applicationRoute.loader(args(get(page(), staff), params()))).json();
    expect(shown).toMatchObject({ correctedAt: null, firstSubmittedAt: expect.any(String) });
    expect(
      shown.conversation.map((entry: { kind: string; text: string; note: string; current: boolean }) => [
        entry.kind,
        entry.text,
        entry.note,
        entry.current,
      ]),
    ).toEqual([
      ["sent", "Wpłynęło zgłoszenie.", "", false],
      ["decision", "Decyzja: „zaakceptowane”.", "", false],
      ["decision", "Decyzja: „do poprawy”.", "Brak pieczątki szkoły.", true],
    ]);
    expect(shown.conversation[2].author).toMatch(/@/);
  });
});

describe("the office's bulk decision on the application list", () => {
  it("accepts the selection, each decided alone, and tells what was skipped and why after a redirect to the same list", async () => {
    const made = [];
    for (const status of [ClubEnrollmentStatus.verification, ClubEnrollmentStatus.accepted]) {
      const owner = await createUser(t.db);
      made.push(await createClubEnrollment(t.db, t.config, owner.id, status));
    }
    const [waiting, accepted] = made;
    const list = "/biuro?status=0&index";
    const selection = { zaznaczone: [String(waiting.id), String(accepted.id)] };
    const decided = await outcome(() => listRoute.action(args(post(list, { ...selection, intent: "accept" }, staff))));
    expect([decided.status, decided.headers.get("location")]).toEqual([302, "/biuro?status=0"]);
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(decided) } }));
    expect(toast).toMatchObject({
      type: "error",
      message: `Zaakceptowano 1 zgłoszenie; 1 pominięto: Nr ${accepted.arrival} – Nie można zmienić statusu z „zaakceptowane” na „zaakceptowane”.`,
    });

    // A return needs its note, and nothing selected is told too: both on the same list.
    for (const [fields, message] of [
      [
        { ...selection, intent: "return", note: " " },
        "Zwracając zgłoszenie do poprawy, napisz nauczycielowi, co poprawić.",
      ],
      [{ intent: "accept" }, "Zaznacz co najmniej jedną pozycję."],
    ] as const) {
      const refused = await outcome(() => listRoute.action(args(post("/biuro?index", fields, staff))));
      expect([refused.status, refused.headers.get("location")]).toEqual([302, "/biuro"]);
      const told = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(refused) } }));
      expect(told.toast).toMatchObject({ type: "error", message });
    }
    const returned = await outcome(() =>
      listRoute.action(args(post("/biuro?index", { ...selection, intent: "return", note: "Brak zgody." }, staff))),
    );
    const told = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(returned) } }));
    expect(told.toast).toMatchObject({ type: "success", message: "Zwrócono do poprawy 2 zgłoszenia." });
  });
});

describe("the office's certificates screen", () => {
  const PAGE = "/biuro/certyfikaty";

  it("finds a teacher, issues a certificate with a toast, and keeps a taken number at its field", async () => {
    const teacherAccount = await createUser(t.db, { firstname: "Halina", lastname: "Certyfikowska" });
    const found = await (await certificatesRoute.loader(args(get(`${PAGE}?szukaj=certyfikowska`, staff)))).json();
    expect(found.teachers).toMatchObject({ count: 1, page: 1 });
    expect(found.teachers!.results).toEqual([expect.objectContaining({ id: teacherAccount.id, certificates: [] })]);
    // The address's page and Polish order word reach the API; an unknown one is the default.
    const paged = await (
      await certificatesRoute.loader(
        args(get(`${PAGE}?szukaj=certyfikowska&strona=2&kolejnosc=nazwisko-malejaco`, staff)),
      )
    ).json();
    expect([paged.order, paged.teachers!.page, paged.teachers!.results]).toEqual(["nazwisko-malejaco", 2, []]);
    const unknown = await (
      await certificatesRoute.loader(args(get(`${PAGE}?szukaj=certyfikowska&kolejnosc=x`, staff)))
    ).json();
    expect(unknown.order).toBe("nazwisko");

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

  it("issues numbered certificates to the selected teachers and tells who was skipped", async () => {
    const [fresh, holder] = [await createUser(t.db), await createUser(t.db)];
    await giveCertificate(t.db, holder.id);
    const fields = {
      intent: "issue-selected",
      szukaj: "nauczyciel",
      zaznaczone: [String(fresh.id), String(holder.id)],
    };
    const issued = await outcome(() => certificatesRoute.action(args(post(PAGE, fields, staff))));
    expect([issued.status, issued.headers.get("location")]).toEqual([302, `${PAGE}?szukaj=nauczyciel`]);
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(issued) } }));
    expect(toast).toMatchObject({
      type: "error",
      message: `Wydano 1 certyfikat; 1 pominięto: ${holder.email} – Ma już certyfikat.`,
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

describe("the office's season screens", () => {
  const SEASON = seasonBodyInYear(2040);

  it("create a season, refusing dates out of the season at their field, and make another current", async () => {
    const refused = (await newSeasonRoute.action(
      args(post("/biuro/sezony/nowy", { ...SEASON, surveys_date_end: "2041-07-01" }, staff)),
    )) as Response;
    expect(refused.status).toBe(422);
    expect((await refused.json()).fieldErrors).toEqual({ surveys_date_end: "Koniec ankiet musi przypadać w sezonie." });

    const created = await outcome(() =>
      newSeasonRoute.action(args(post("/biuro/sezony/nowy", { ...SEASON, is_current: "on" }, staff))),
    );
    expect([created.status, created.headers.get("location")]).toEqual([302, "/biuro/sezony"]);
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(created) } }));
    expect(toast).toMatchObject({ type: "success", message: "Utworzono sezon Sezon 2040/2041." });

    const listed = (await (await seasonsRoute.loader(args(get("/biuro/sezony", staff)))).json()).seasons;
    const mine = listed.find((season: { name: string }) => season.name === SEASON.name);
    if (!mine) throw new Error("The new season is not listed");
    expect(mine).toMatchObject({ isCurrent: true, scheduleMaxDate: "2041-06-13" });

    const edited = await outcome(() =>
      seasonRoute.action(
        args(post(`/biuro/sezony/${mine.id}`, { ...SEASON, schedule_max_date: "2041-06-20" }, staff), {
          id: String(mine.id),
        }),
      ),
    );
    expect(edited.status).toBe(302);
    const shown = await (
      await seasonRoute.loader(args(get(`/biuro/sezony/${mine.id}`, staff), { id: String(mine.id) }))
    ).json();
    expect(shown.season.scheduleMaxDate).toBe("2041-06-20");

    // Another season with this one's name, or with a day of it, is refused at the field.
    const clash = async (fields: Record<string, string>) =>
      (await (
        (await newSeasonRoute.action(args(post("/biuro/sezony/nowy", { ...SEASON, ...fields }, staff)))) as Response
      ).json()) as { fieldErrors: Record<string, string> };
    const later = {
      date_start: "2041-09-01",
      date_end: "2042-06-26",
      schedule_max_date: "2042-06-12",
      surveys_date_start: "2041-09-15",
      surveys_date_end: "2041-10-15",
    };
    expect((await clash({ ...later, name: "sezon 2040/2041" })).fieldErrors).toEqual({
      name: "Sezon o tej nazwie już jest. Nadaj inną nazwę.",
    });
    expect((await clash({ ...later, name: "Sezon zapasowy", date_start: "2041-06-27" })).fieldErrors).toEqual({
      date_start: "Sezony nie mogą na siebie zachodzić: sezon „Sezon 2040/2041” trwa od 01.09.2040 do 27.06.2041.",
    });
    await newSeasonRoute.action(args(post("/biuro/sezony/nowy", { ...later, name: "Sezon zapasowy" }, staff)));
    const spare = (await (await seasonsRoute.loader(args(get("/biuro/sezony", staff)))).json()).seasons.find(
      (season: { name: string }) => season.name === "Sezon zapasowy",
    );
    if (!spare) throw new Error("The spare season is not listed");
    expect(spare.isCurrent).toBe(false);
    const made = await outcome(() =>
      seasonsRoute.action(args(post("/biuro/sezony", { intent: "current", id: String(spare.id) }, staff))),
    );
    expect(made.status).toBe(302);
    const after = (await (await seasonsRoute.loader(args(get("/biuro/sezony", staff)))).json()).seasons;
    const currentIds = after
      .filter((season: { isCurrent: boolean }) => season.isCurrent)
      .map((season: { id: number }) => season.id);
    expect(currentIds).toEqual([spare.id]);
  });

  it("answer the 404 page for a season that does not exist", async () => {
    const missing = await outcome(() => seasonRoute.loader(args(get("/biuro/sezony/999999", staff), { id: "999999" })));
    expect(missing.status).toBe(404);
  });
});

describe("the office's audit log screen", () => {
  it("shows the panel's writes newest first, filtered, and the whole log for a filter it does not know", async () => {
    const read = async (query: string) =>
      (await (await auditRoute.loader(args(get(`/biuro/dziennik${query}`, staff)))).json()) as {
        refused: boolean;
        entries: {
          count: number;
          results: { action: string; subjectType: string; reason: string; before: unknown; after: unknown }[];
        };
      };
    const all = await read("");
    expect(all.entries.count).toBeGreaterThan(0);
    const seasons = await read("?rodzaj=season");
    expect(seasons.entries.results.length).toBeGreaterThan(0);
    expect(seasons.entries.results.every((entry) => entry.subjectType === "season")).toBe(true);
    // Told from the entry as the app receives it (keys camelCased by the area client).
    const update = seasons.entries.results.find((entry) => entry.action === "season.update");
    expect(update && describeAuditEntry(update)).toBe(
      "Zmieniono daty sezonu Sezon 2040/2041: planowanie do 13.06.2041 → 20.06.2041.",
    );
    const unknown = await read("?rodzaj=hasla");
    expect([unknown.refused, unknown.entries.count]).toEqual([true, all.entries.count]);
  });

  it("filters by day and person, says why a range is refused, and downloads what it shows", async () => {
    const page = async (query: string) =>
      (await (await auditRoute.loader(args(get(`/biuro/dziennik${query}`, staff)))).json()) as {
        filters: { actor: string; from: string; to: string };
        refusal: string | null;
        entries: { count: number; results: { action: string; actor: string }[] };
      };
    const who = encodeURIComponent(staffUser.email);
    // The download is itself an entry of the log, and in it.
    const download = await outcome(() =>
      auditExportRoute.loader(args(get(`/biuro/dziennik/eksport?kto=${who}&format=csv`, staff))),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("dziennik-zdarzen.csv");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await download.text()).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Kiedy (czas polski);Kto;Czynność;Czego dotyczy;Nr;Powód;Przed;Po");
    expect(lines[1]).toContain(";export.audit;");

    const today = todayInPoland();
    const mine = await page(`?kto=${who}&od=${today}&do=${today}`);
    expect(mine.filters).toMatchObject({ actor: staffUser.email, from: today, to: today });
    expect(mine.entries.count).toBe(lines.length - 1);
    expect(mine.entries.results.every((entry) => entry.actor === staffUser.email)).toBe(true);
    expect((await page(`?kto=${who}&od=2000-01-01&do=2000-01-31`)).entries.count).toBe(0);
    const backwards = await page("?od=2026-03-02&do=2026-03-01");
    expect(backwards.refusal).toBe("Data końcowa nie może być wcześniejsza niż początkowa.");
    expect(backwards.filters).toMatchObject({ from: "", to: "" });
    expect(
      (await outcome(() => auditExportRoute.loader(args(get("/biuro/dziennik/eksport?format=pdf", staff))))).status,
    ).toBe(404);
  });
});

describe("the office's people screen", () => {
  const PAGE = "/biuro/osoby";

  it("finds a teacher, disables and enables the account with toasts, and refuses the office's own", async () => {
    const account = await createUser(t.db, { firstname: "Zenona", lastname: "Blokowana" });
    const teacherCookie = await logIn(account.email);
    const found = await (await peopleRoute.loader(args(get(`${PAGE}?szukaj=blokowana`, staff)))).json();
    expect(found.people!.results).toEqual([
      expect.objectContaining({ id: account.id, isActive: true, hasPassword: true }),
    ]);

    const toastOf = async (response: Response) =>
      (await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(response) } }))).toast;
    const disabled = await outcome(() =>
      peopleRoute.action(args(post(PAGE, { intent: "disable", id: String(account.id), szukaj: "blokowana" }, staff))),
    );
    expect([disabled.status, disabled.headers.get("location")]).toEqual([302, `${PAGE}?szukaj=blokowana`]);
    expect(await toastOf(disabled)).toMatchObject({
      type: "success",
      message: `Zablokowano konto ${account.email}. Jego sesje zostały zakończone.`,
    });
    // The teacher's open session is over: the account page sends them to log in.
    const after = await outcome(() => accountRoute.loader(args(get("/konto", teacherCookie))));
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/logowanie/);

    const enabled = await outcome(() =>
      peopleRoute.action(args(post(PAGE, { intent: "enable", id: String(account.id) }, staff))),
    );
    expect(await toastOf(enabled)).toMatchObject({ message: `Odblokowano konto ${account.email}.` });

    const refused = await outcome(() =>
      peopleRoute.action(args(post(PAGE, { intent: "disable", id: String(staffUser.id) }, staff))),
    );
    expect(await toastOf(refused)).toMatchObject({ type: "error", message: "Nie można zablokować własnego konta." });
  });

  it("creates a staff account, and keeps a taken address at its field", async () => {
    const email = `biuro-${Date.now()}@awf.edu.pl`;
    const fields = { intent: "create", email, firstname: "Teresa", lastname: "Biurowa" };
    const created = await outcome(() => peopleRoute.action(args(post(PAGE, fields, staff))));
    expect(created.headers.get("location")).toBe(`${PAGE}?${new URLSearchParams({ szukaj: email })}`);
    const again = (await peopleRoute.action(args(post(PAGE, fields, staff)))) as Response;
    expect(again.status).toBe(400);
    expect((await again.json()).fieldErrors).toEqual({
      email: "Konto z tym adresem już istnieje. Konto biura zakłada się na osobny adres.",
    });
  });
});
