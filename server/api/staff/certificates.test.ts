import { eq } from "drizzle-orm";

import {
  createUser,
  describeOnEachDatabase,
  expectJson,
  officeAccount,
  recipientsSince,
} from "../../../tests/support/api";
import { auditEntriesAbout } from "../../db/audit";
import { certificates } from "../../db/schema";

describeOnEachDatabase("the office's certificates on %s", (t) => {
  const { call } = officeAccount(t);
  const held = (userId: number) => t.db.select().from(certificates).where(eq(certificates.userId, userId));

  it("finds teachers by every word typed, in name or e-mail, with their certificates", async () => {
    const teacher = await createUser(t.db, { firstname: "Zofia", lastname: "Żółkiewska" });
    await createUser(t.db, { firstname: "Zofia", lastname: "Kowalska" });
    const found = await expectJson(await call("GET", "/pl/api/staff/teachers/?q=zofia%20ŻÓŁK"), 200);
    expect(found).toEqual({
      count: 1,
      page: 1,
      page_size: 25,
      results: [{ id: teacher.id, email: teacher.email, name: "Zofia Żółkiewska", certificates: [] }],
    });
    expect((await expectJson(await call("GET", "/pl/api/staff/teachers/?q=z_fia"), 200)).count).toBe(0);
    expect(await expectJson(await call("GET", "/pl/api/staff/teachers/?q=z"), 400)).toEqual({
      q: ["Wpisz co najmniej 2 znaki."],
    });
  });

  it("never finds nor certifies an office account, and lists teachers in Polish alphabetical order", async () => {
    const office = await createUser(t.db, { isStaff: true, firstname: "Regina", lastname: "Biurowa" });
    const names = ["Wójcik", "Ćwik", "Cygan", "Łukasz", "Lis", "Ósmy", "Ostrowski", "Żak", "Zając"];
    for (const lastname of names) await createUser(t.db, { firstname: "Regina", lastname });
    const surnames = async (query: string) =>
      (await expectJson(await call("GET", `/pl/api/staff/teachers/?q=${query}`), 200)).results.map(
        (teacher: { name: string }) => teacher.name.replace("Regina ", ""),
      );
    const polishOrder = ["Cygan", "Ćwik", "Lis", "Łukasz", "Ostrowski", "Ósmy", "Wójcik", "Zając", "Żak"];
    expect(await surnames("regina")).toEqual(polishOrder);
    expect(await surnames("regina&sort=-name")).toEqual([...polishOrder].reverse());
    expect((await expectJson(await call("GET", `/pl/api/staff/teachers/?q=${office.email}`), 200)).count).toBe(0);
    expect(
      await expectJson(
        await call("POST", `/pl/api/staff/teachers/${office.id}/certificates/`, { number: "BIURO/1" }),
        404,
      ),
    ).toEqual({ detail: "Nie znaleziono konta." });
    expect(await held(office.id)).toHaveLength(0);
  });

  it("pages through every teacher found, by a phone number as typed or a postal code too, never stopping at 25", async () => {
    for (let index = 0; index < 27; index++) {
      await createUser(t.db, {
        firstname: "Teodora",
        lastname: `Stronicowa ${String(index).padStart(2, "0")}`,
        phone: "601 234 567",
        postalCode: "62-800",
      });
    }
    const page = async (query: string) => expectJson(await call("GET", `/pl/api/staff/teachers/?${query}`), 200);
    const first = await page("q=stronicowa");
    expect([first.count, first.results.length, first.results[0].name]).toEqual([27, 25, "Teodora Stronicowa 00"]);
    const second = await page("q=stronicowa&page=2");
    expect(second.results.map((teacher: { name: string }) => teacher.name)).toEqual([
      "Teodora Stronicowa 25",
      "Teodora Stronicowa 26",
    ]);
    for (const typed of ["601 234 567", "601-234-567", "+48 601 234 567", "601234567", "62-800", "62800"]) {
      expect((await page(new URLSearchParams({ q: typed }).toString())).count, typed).toBe(27);
    }
    expect(await expectJson(await call("GET", "/pl/api/staff/teachers/?q=stronicowa&page=0&sort=wiek"), 400)).toEqual({
      page: ["Podaj numer strony od 1."],
      sort: ["Wybierz kolejność z listy."],
    });
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
    // An office account on the list is no teacher: never certified.
    const office = await createUser(t.db, { isStaff: true });
    const mails = t.mail.sent.length;
    const report = await expectJson(
      await call("POST", "/pl/api/staff/certificates/import/", {
        emails: [fresh.email.toUpperCase(), certified.email, unknown, fresh.email, office.email],
      }),
      200,
    );
    expect(report).toEqual({ issued: [fresh.email], already: [certified.email], unknown: [unknown, office.email] });
    expect(await held(office.id)).toEqual([]);
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

  it("certifies a selection, each numbered as the import does, audited and mailed; the rest refused one by one", async () => {
    const [first, second, certified] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const office = await createUser(t.db, { isStaff: true });
    await call("POST", `/pl/api/staff/teachers/${certified.id}/certificates/`, { number: `OLD-${certified.id}` });
    const mails = t.mail.sent.length;
    const answer = await expectJson(
      await call("POST", "/pl/api/staff/certificates/selection/", {
        teachers: [first.id, certified.id, second.id, office.id, 999999, first.id],
      }),
      200,
    );
    const [one, two] = [await held(first.id), await held(second.id)].map(([row]) => row);
    expect(one.number).toBe(`SK/${one.issuedAt.slice(0, 4)}/${String(first.id).padStart(6, "0")}`);
    expect(answer.results).toEqual([
      { id: first.id, email: first.email, outcome: "issued", number: one.number, reason: "" },
      { id: certified.id, email: certified.email, outcome: "refused", number: null, reason: "Ma już certyfikat." },
      { id: second.id, email: second.email, outcome: "issued", number: two.number, reason: "" },
      { id: office.id, email: office.email, outcome: "refused", number: null, reason: "Nie znaleziono konta." },
      { id: 999999, email: null, outcome: "refused", number: null, reason: "Nie znaleziono konta." },
    ]);
    expect(recipientsSince(t, mails)).toEqual([first.email, second.email].sort());
    for (const row of [one, two])
      expect((await auditEntriesAbout(t.db, "certificate", row.id)).map((entry) => entry.after)).toEqual([
        expect.objectContaining({ number: row.number, via: "panel" }),
      ]);
    expect(await held(office.id)).toEqual([]);
  });

  it("refuses an empty selection and one over a hundred, issuing nothing", async () => {
    const teacher = await createUser(t.db);
    const path = "/pl/api/staff/certificates/selection/";
    expect(await expectJson(await call("POST", path, { teachers: [] }), 400)).toEqual({
      teachers: ["Zaznacz co najmniej jedną pozycję."],
    });
    const tooMany = Array.from({ length: 101 }, (_, index) => teacher.id + index);
    expect(await expectJson(await call("POST", path, { teachers: tooMany }), 400)).toEqual({
      teachers: ["Zaznacz najwyżej 100 pozycji naraz."],
    });
    expect(await held(teacher.id)).toEqual([]);
  });
});
