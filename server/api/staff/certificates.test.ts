import { eq } from "drizzle-orm";

import { createUser, expectJson, newUserToken, openTestApi } from "../../../tests/support/api";
import { testDrivers } from "../../../tests/support/db";
import { auditEntriesAbout } from "../../db/audit";
import { certificates } from "../../db/schema";

describe.each(testDrivers())("the office's certificates on %s", (driver) => {
  const t = openTestApi(driver);
  let staff: string;
  beforeAll(async () => {
    staff = await newUserToken(t, { isStaff: true });
  });

  const call = (method: string, path: string, json?: unknown) => t.request(method, path, { token: staff, json });
  const held = (userId: number) => t.db.select().from(certificates).where(eq(certificates.userId, userId));

  it("finds teachers by every word typed, in name or e-mail, with their certificates", async () => {
    const teacher = await createUser(t.db, { firstname: "Zofia", lastname: "Żółkiewska" });
    await createUser(t.db, { firstname: "Zofia", lastname: "Kowalska" });
    const found = await expectJson(await call("GET", "/pl/api/staff/teachers/?q=zofia%20ŻÓŁK"), 200);
    expect(found).toEqual([{ id: teacher.id, email: teacher.email, name: "Zofia Żółkiewska", certificates: [] }]);
    expect((await expectJson(await call("GET", "/pl/api/staff/teachers/?q=z_fia"), 200)).length).toBe(0);
    expect(await expectJson(await call("GET", "/pl/api/staff/teachers/?q=z"), 400)).toEqual({
      q: ["Wpisz co najmniej 2 znaki."],
    });
  });

  it("never finds nor certifies an office account, and lists teachers in Polish alphabetical order", async () => {
    const office = await createUser(t.db, { isStaff: true, firstname: "Regina", lastname: "Biurowa" });
    const names = ["Wójcik", "Ćwik", "Cygan", "Łukasz", "Lis", "Ósmy", "Ostrowski", "Żak", "Zając"];
    for (const lastname of names) await createUser(t.db, { firstname: "Regina", lastname });
    const found = await expectJson(await call("GET", "/pl/api/staff/teachers/?q=regina"), 200);
    expect(found.map((teacher: { name: string }) => teacher.name)).toEqual(
      ["Cygan", "Ćwik", "Lis", "Łukasz", "Ostrowski", "Ósmy", "Wójcik", "Zając", "Żak"].map((name) => `Regina ${name}`),
    );
    expect(await expectJson(await call("GET", `/pl/api/staff/teachers/?q=${office.email}`), 200)).toEqual([]);
    expect(
      await expectJson(
        await call("POST", `/pl/api/staff/teachers/${office.id}/certificates/`, { number: "BIURO/1" }),
        404,
      ),
    ).toEqual({ detail: "Nie znaleziono konta." });
    expect(await held(office.id)).toHaveLength(0);
  });

  it("issues a certificate with its number once, and revokes it, each audited", async () => {
    const teacher = await createUser(t.db);
    const mails = t.mail.sent.length;
    const issued = await expectJson(
      await call("POST", `/pl/api/staff/teachers/${teacher.id}/certificates/`, { number: "AWF/2026/0042" }),
      201,
    );
    expect(issued).toMatchObject({ number: "AWF/2026/0042", issued_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await held(teacher.id)).toHaveLength(1);
    const told = t.mail.sent.slice(mails);
    expect(told.map((mail) => [mail.to, mail.subject])).toEqual([
      [teacher.email, "Certyfikat ukończenia szkolenia jest na Twoim koncie"],
    ]);
    expect(told[0].text).toContain("certyfikat ukończenia szkolenia nr AWF/2026/0042");
    expect(told[0].text).toContain(`Zgłoś klub: ${t.config.publicUrl}/konto/zgloszenie-klubu`);

    const other = await createUser(t.db);
    expect(
      await expectJson(
        await call("POST", `/pl/api/staff/teachers/${other.id}/certificates/`, { number: "AWF/2026/0042" }),
        400,
      ),
    ).toEqual({ number: ["Certyfikat o tym numerze już istnieje."] });
    expect(await held(other.id)).toHaveLength(0);
    expect(
      (await call("POST", "/pl/api/staff/teachers/999999/certificates/", { number: "AWF/2026/0043" })).status,
    ).toBe(404);
    expect((await call("POST", `/pl/api/staff/teachers/${other.id}/certificates/`, { number: "" })).status).toBe(400);

    expect(await expectJson(await call("DELETE", `/pl/api/staff/certificates/${issued.id}/`), 200)).toMatchObject({
      number: "AWF/2026/0042",
    });
    expect(await held(teacher.id)).toHaveLength(0);
    expect((await call("DELETE", `/pl/api/staff/certificates/${issued.id}/`)).status).toBe(404);

    const trail = await auditEntriesAbout(t.db, "certificate", issued.id);
    expect(trail.map((entry) => entry.action)).toEqual(["certificate.issue", "certificate.revoke"]);
    expect(trail[0].after).toMatchObject({ number: "AWF/2026/0042", email: teacher.email, via: "panel" });
    expect(trail[1].before).toMatchObject({ number: "AWF/2026/0042", email: teacher.email });
  });

  it("imports a training's list: issued, already certified and unknown addresses reported", async () => {
    const fresh = await createUser(t.db);
    const certified = await createUser(t.db);
    await call("POST", `/pl/api/staff/teachers/${certified.id}/certificates/`, { number: `OLD-${certified.id}` });
    const unknown = `nikt-${certified.id}@example.pl`;
    const mails = t.mail.sent.length;
    const report = await expectJson(
      await call("POST", "/pl/api/staff/certificates/import/", {
        emails: [fresh.email.toUpperCase(), certified.email, unknown, fresh.email],
      }),
      200,
    );
    expect(report).toEqual({ issued: [fresh.email], already: [certified.email], unknown: [unknown] });
    expect(t.mail.sent.slice(mails).map((mail) => mail.to)).toEqual([fresh.email]);
    const [row] = await held(fresh.id);
    expect(row.number).toBe(`SK/${row.issuedAt.slice(0, 4)}/${String(fresh.id).padStart(6, "0")}`);
    expect((await auditEntriesAbout(t.db, "certificate", row.id))[0].after).toMatchObject({ via: "import" });

    // The same list again changes nothing.
    const again = await expectJson(
      await call("POST", "/pl/api/staff/certificates/import/", { emails: [fresh.email] }),
      200,
    );
    expect(again).toEqual({ issued: [], already: [fresh.email], unknown: [] });
    expect(await held(fresh.id)).toHaveLength(1);
  });
});
