import { eq } from "drizzle-orm";

import { OPERATIONS } from "../../../app/lib/contract";
import { createUser, describeOnEachDatabase, expectJson, officeAccount } from "../../../tests/support/api";
import { csvRows, sheetOf } from "../../../tests/support/downloads";
import { auditLog } from "../../db/schema";

describeOnEachDatabase("the office's audit log on %s", (t) => {
  const office = officeAccount(t);
  const { call } = office;

  it("lists every staff write newest first, with who, what, before and after, filtered and paged", async () => {
    const teacher = await createUser(t.db);
    const certificate = await expectJson(
      await call("POST", `/pl/api/staff/teachers/${teacher.id}/certificates/`, { number: `LOG-${teacher.id}` }),
      201,
    );
    await expectJson(await call("DELETE", `/pl/api/staff/certificates/${certificate.id}/`), 200);
    const season = await expectJson(
      await call("POST", "/pl/api/staff/seasons/", {
        name: "Sezon dziennika",
        date_start: "2035-09-01",
        date_end: "2036-06-26",
        schedule_max_date: "2036-06-12",
        surveys_date_start: "2035-09-14",
        surveys_date_end: "2035-10-16",
      }),
      201,
    );

    const all = await expectJson(await call("GET", "/pl/api/staff/audit/"), 200);
    expect(all).toMatchObject({ count: 3, page: 1, page_size: 25 });
    expect(all.results.map((entry: { action: string }) => entry.action)).toEqual([
      "season.create",
      "certificate.revoke",
      "certificate.issue",
    ]);
    expect(all.results[0]).toMatchObject({
      actor: office.email,
      subject_type: "season",
      subject_id: season.id,
      before: null,
      after: { name: "Sezon dziennika", is_current: false },
    });
    expect(all.results[1]).toMatchObject({ before: { number: `LOG-${teacher.id}`, email: teacher.email } });

    const certificates = await expectJson(await call("GET", "/pl/api/staff/audit/?subject=certificate"), 200);
    expect(certificates.count).toBe(2);
    const byActor = await expectJson(await call("GET", `/pl/api/staff/audit/?actor=${office.email.slice(0, 12)}`), 200);
    expect(byActor.count).toBe(3);
    expect((await expectJson(await call("GET", "/pl/api/staff/audit/?actor=nikt"), 200)).count).toBe(0);
    expect((await expectJson(await call("GET", "/pl/api/staff/audit/?page=2"), 200)).results).toEqual([]);
  });

  it("filters by Polish calendar days, by who acted and by whom an entry is about, and exports what it shows", async () => {
    const teacher = await createUser(t.db);
    const [issued, resubmitted, disabled] = await t.db
      .insert(auditLog)
      .values([
        {
          actorLabel: office.email,
          action: "certificate.issue",
          subjectType: "certificate",
          subjectId: 999_001,
          after: { number: "F-1", email: teacher.email },
          createdAt: new Date("2026-01-10T12:00:00Z"),
        },
        {
          actorUserId: teacher.id,
          actorLabel: teacher.email,
          action: "club-application.resubmit",
          subjectType: "club-application",
          subjectId: 999_002,
          after: { changes: [] },
          // 00:30 on 2 February in Poland.
          createdAt: new Date("2026-02-01T23:30:00Z"),
        },
        {
          actorLabel: office.email,
          action: "user.disable",
          subjectType: "user",
          subjectId: teacher.id,
          after: { email: "zmieniony@example.pl" },
          createdAt: new Date("2026-02-03T10:00:00Z"),
        },
      ])
      .returning();
    const ids = async (query: string) =>
      (await expectJson(await call("GET", `/pl/api/staff/audit/?${query}`), 200)).results.map(
        (entry: { id: number }) => entry.id,
      );
    const who = encodeURIComponent(teacher.email.split("@")[0]);
    expect(await ids(`about=${who}`)).toEqual([disabled.id, issued.id]);
    expect(await ids(`actor=${who}`)).toEqual([resubmitted.id]);
    expect(await ids("from=2026-02-02&to=2026-02-02")).toEqual([resubmitted.id]);
    expect(await ids("from=2026-01-01&to=2026-02-01")).toEqual([issued.id]);
    expect(await ids(`to=2026-02-03&about=${who}&subject=user`)).toEqual([disabled.id]);

    const download = await call("GET", `/pl/api/staff/audit/export/?about=${who}&to=2026-02-28`);
    expect(download.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(download.headers.get("content-disposition")).toContain('filename="dziennik-zdarzen.csv"');
    const rows = await csvRows(download);
    expect(rows.map((row) => row.slice(0, 5))).toEqual([
      ["Kiedy (czas polski)", "Kto", "Czynność", "Czego dotyczy", "Nr"],
      ["2026-02-03 11:00:00", office.email, "user.disable", "user", String(teacher.id)],
      ["2026-01-10 13:00:00", office.email, "certificate.issue", "certificate", "999001"],
    ]);
    // A spreadsheet gets date cells it sorts and filters by.
    const sheet = await sheetOf(
      await call("GET", `/pl/api/staff/audit/export/?about=${who}&to=2026-02-28&format=xlsx`),
    );
    const when = sheet.getCell("A2");
    expect(when.value).toEqual(new Date(Date.UTC(2026, 1, 3, 11, 0, 0)));
    expect(when.numFmt).toBe("yyyy-mm-dd hh:mm:ss");
    // jsonb keeps its own key order.
    expect(rows[2][7]).toBe(`"{""email"":""${teacher.email}"",""number"":""F-1""}"`);
    const [exported] = await t.db.select().from(auditLog).where(eq(auditLog.action, "export.audit"));
    expect(exported).toMatchObject({
      actorLabel: office.email,
      after: { format: "csv", filters: { about: teacher.email.split("@")[0], to: "2026-02-28" } },
    });
  });

  it("refuses a filter it does not know, rather than showing everything", async () => {
    expect(await expectJson(await call("GET", "/pl/api/staff/audit/?subject=users"), 400)).toEqual({
      subject: ["Wybierz rodzaj wpisu z listy."],
    });
    expect((await call("GET", "/pl/api/staff/audit/?page=0")).status).toBe(400);
    expect(await expectJson(await call("GET", "/pl/api/staff/audit/?from=2026-02-30&to=jutro"), 400)).toEqual({
      from: ["Podaj datę w formacie RRRR-MM-DD."],
      to: ["Podaj datę w formacie RRRR-MM-DD."],
    });
    expect(
      await expectJson(await call("GET", "/pl/api/staff/audit/export/?from=2026-03-02&to=2026-03-01"), 400),
    ).toEqual({
      to: ["Data końcowa nie może być wcześniejsza niż początkowa."],
    });
    expect((await call("GET", "/pl/api/staff/audit/export/?format=pdf")).status).toBe(400);
  });
});

describe("the audit log in the contract", () => {
  it("is only ever read: no call writes to it by its path", () => {
    const auditCalls = OPERATIONS.filter((op) => op.path.includes("audit"));
    expect(auditCalls.map((op) => `${op.method} ${op.path}`)).toEqual([
      "GET /pl/api/staff/audit/",
      "GET /pl/api/staff/audit/export/",
    ]);
  });
});
