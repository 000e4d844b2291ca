import { OPERATIONS } from "../../../app/lib/contract";
import { createUser, expectJson, loginAs, openTestApi } from "../../../tests/support/api";
import { testDrivers } from "../../../tests/support/db";

describe.each(testDrivers())("the office's audit log on %s", (driver) => {
  const t = openTestApi(driver);
  let staff: string;
  let staffEmail: string;
  beforeAll(async () => {
    const account = await createUser(t.db, { isStaff: true });
    staffEmail = account.email;
    staff = (await loginAs(t, account.email)).token;
  });

  const call = (method: string, path: string, json?: unknown) => t.request(method, path, { token: staff, json });

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
      actor: staffEmail,
      subject_type: "season",
      subject_id: season.id,
      before: null,
      after: { name: "Sezon dziennika", is_current: false },
    });
    expect(all.results[1]).toMatchObject({ before: { number: `LOG-${teacher.id}`, email: teacher.email } });

    const certificates = await expectJson(await call("GET", "/pl/api/staff/audit/?subject=certificate"), 200);
    expect(certificates.count).toBe(2);
    const byActor = await expectJson(await call("GET", `/pl/api/staff/audit/?actor=${staffEmail.slice(0, 12)}`), 200);
    expect(byActor.count).toBe(3);
    expect((await expectJson(await call("GET", "/pl/api/staff/audit/?actor=nikt"), 200)).count).toBe(0);
    expect((await expectJson(await call("GET", "/pl/api/staff/audit/?page=2"), 200)).results).toEqual([]);
  });

  it("refuses a filter it does not know, rather than showing everything", async () => {
    expect(await expectJson(await call("GET", "/pl/api/staff/audit/?subject=users"), 400)).toEqual({
      subject: ["Wybierz rodzaj wpisu z listy."],
    });
    expect((await call("GET", "/pl/api/staff/audit/?page=0")).status).toBe(400);
  });
});

describe("the audit log in the contract", () => {
  it("is only ever read: no call writes to it by its path", () => {
    const auditCalls = OPERATIONS.filter((op) => op.path.includes("audit"));
    expect(auditCalls.map((op) => `${op.method} ${op.path}`)).toEqual(["GET /pl/api/staff/audit/"]);
  });
});
