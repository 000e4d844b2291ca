import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus, type Operation, OPERATIONS, pathOf, staffOperations } from "../../../app/lib/contract";
import {
  createClubEnrollment,
  createUser,
  expectJson,
  giveCertificate,
  loginAs,
  newUserToken,
  openTestApi,
  recipientsSince,
} from "../../../tests/support/api";
import { testDrivers } from "../../../tests/support/db";
import { clubApplicationForm } from "../../../tests/support/forms";
import { auditEntriesAbout } from "../../db/audit";
import { clubEnrollments } from "../../db/schema";

describe.each(testDrivers())("the office's club applications on %s", (driver) => {
  const t = openTestApi(driver);
  let staff: string;
  let staffEmail: string;
  let teacherToken: string;
  const applications: { id: number; email: string }[] = [];
  beforeAll(async () => {
    staffEmail = (await createUser(t.db, { isStaff: true })).email;
    staff = (await loginAs(t, staffEmail)).token;
    teacherToken = await newUserToken(t);
    // Three applications arriving a minute apart; the second from Radom, in another voivodeship.
    for (const [index, school] of [
      ["Szkoła Podstawowa nr 12", "Warszawa", "mazowieckie"],
      ["Szkoła Podstawowa nr 3", "Kielce", "świętokrzyskie"],
      ["Szkoła Podstawowa nr 7 im. Marii Konopnickiej", "Warszawa", "mazowieckie"],
    ].entries()) {
      const teacher = await createUser(t.db);
      const row = await createClubEnrollment(t.db, t.config, teacher.id, ClubEnrollmentStatus.verification);
      await t.db
        .update(clubEnrollments)
        .set({
          schoolName: school[0],
          schoolCity: school[1],
          schoolVoivodeship: school[2],
          submittedAt: new Date(Date.UTC(2026, 2, 1, 8, index)),
        })
        .where(eq(clubEnrollments.id, row.id));
      applications.push({ id: row.id, email: teacher.email });
    }
  });

  const get = (path: string, token = staff) => t.request("GET", path, { token });

  it("lists applications in order of arrival, numbered so that a filter never renumbers them", async () => {
    const all = await expectJson(await get("/pl/api/staff/club-applications/"), 200);
    expect(all).toMatchObject({ count: 3, page: 1, page_size: 25 });
    expect(all.results.map((row: { id: number }) => row.id)).toEqual(applications.map((row) => row.id));
    expect(all.results[0]).toMatchObject({ arrival: 1, status: 0, school_city: "Warszawa", teacher: "Anna Nowak" });

    const kielce = await expectJson(await get("/pl/api/staff/club-applications/?voivodeship=świętokrzyskie"), 200);
    expect(kielce.results).toEqual([expect.objectContaining({ id: applications[1].id, arrival: 2 })]);
    const searched = await expectJson(await get("/pl/api/staff/club-applications/?q=konopnickiej%20WARSZAWA"), 200);
    expect(searched.results.map((row: { arrival: number }) => row.arrival)).toEqual([3]);
    const byEmail = await expectJson(await get(`/pl/api/staff/club-applications/?q=${applications[0].email}`), 200);
    expect(byEmail.count).toBe(1);
    // "%" is a letter here, not a wildcard.
    expect((await expectJson(await get("/pl/api/staff/club-applications/?q=%25"), 200)).count).toBe(0);
    expect((await expectJson(await get("/pl/api/staff/club-applications/?status=1"), 200)).count).toBe(0);
    expect((await expectJson(await get("/pl/api/staff/club-applications/?page=2"), 200)).results).toEqual([]);
  });

  it("finds an application by a phone number as typed, a postal code or a street, and sorts it", async () => {
    await t.db
      .update(clubEnrollments)
      .set({ userPhone: "512 345 678", userPostalCode: "25-001", schoolAddress: "ul. Źródlana" })
      .where(eq(clubEnrollments.id, applications[1].id));
    const arrivals = async (query: Record<string, string>) =>
      (await expectJson(await get(`/pl/api/staff/club-applications/?${new URLSearchParams(query)}`), 200)).results.map(
        (row: { arrival: number }) => row.arrival,
      );
    for (const q of ["512 345 678", "512-345-678", "+48 512 345 678", "512345678", "25-001", "25001", "źródlana"]) {
      expect(await arrivals({ q }), q).toEqual([2]);
    }
    expect(await arrivals({ q: "Długa" })).toEqual([1, 2, 3]);
    expect(await arrivals({ sort: "-arrival" })).toEqual([3, 2, 1]);
    // Szkoła Podstawowa nr 12, nr 3, nr 7 in Polish alphabetical order.
    expect(await arrivals({ sort: "school" })).toEqual([1, 2, 3]);
    expect(await arrivals({ sort: "teacher" })).toEqual([1, 2, 3]);
  });

  it("refuses a filter it does not know, rather than showing everything", async () => {
    const wrong = await get("/pl/api/staff/club-applications/?status=7&voivodeship=atlantyda&page=0&sort=wiek");
    expect(Object.keys(await expectJson(wrong, 400)).sort()).toEqual(["page", "sort", "status", "voivodeship"]);
  });

  it("shows one application with PESEL and account masked; revealing them needs a reason and is audited", async () => {
    const { id } = applications[0];
    const shown = await expectJson(await get(`/pl/api/staff/club-applications/${id}/`), 200);
    expect(shown.application).toMatchObject({ user_pesel: "*******3628", school_name: "Szkoła Podstawowa nr 12" });
    expect(shown.application.user_bank_account).toMatch(/^\*+2874$/);
    expect(shown).toMatchObject({ arrival: 1, next_statuses: [1, 2, 3], history: [] });

    const reveal = (json: unknown) =>
      t.request("POST", `/pl/api/staff/club-applications/${id}/reveal/`, { token: staff, json });
    expect(await expectJson(await reveal({}), 400)).toEqual({ reason: ["To pole jest wymagane"] });
    expect(await expectJson(await reveal({ reason: "Weryfikacja umowy z ZUS" }), 200)).toEqual({
      user_pesel: "02070803628",
      user_bank_account: "61109010140000071219812874",
    });
    const after = await expectJson(await get(`/pl/api/staff/club-applications/${id}/`), 200);
    expect(after.history).toEqual([
      expect.objectContaining({ action: "club-application.reveal", reason: "Weryfikacja umowy z ZUS" }),
    ]);
  });

  it("decides only by the allowed transitions, asks for a note to send back, mails it and audits before and after", async () => {
    const { id, email } = applications[1];
    const decide = (json: unknown) =>
      t.request("POST", `/pl/api/staff/club-applications/${id}/status/`, { token: staff, json });
    expect(await expectJson(await decide({ status: 4 }), 400)).toEqual({
      status: ["Nie można zmienić statusu z „w weryfikacji” na „zakończone”."],
    });
    expect(await expectJson(await decide({ status: 3 }), 400)).toEqual({
      note: ["Zwracając zgłoszenie do poprawy, napisz nauczycielowi, co poprawić."],
    });
    const mails = t.mail.sent.length;
    const corrected = await expectJson(await decide({ status: 3, note: "Brak podpisu dyrektora na zgodzie." }), 200);
    expect(corrected.application).toMatchObject({ status: 3, staff_note: "Brak podpisu dyrektora na zgodzie." });
    expect(corrected.next_statuses).toEqual([0]);
    const [mail] = t.mail.sent.slice(mails);
    expect([mail.to, mail.subject]).toEqual([email, "Zgłoszenie klubu wymaga poprawy"]);
    expect(mail.text).toContain("Brak podpisu dyrektora na zgodzie.");
    expect(mail.text).toContain("/konto/zgloszenie-klubu");
    expect(corrected.history).toEqual([
      expect.objectContaining({
        action: "club-application.status",
        before: { status: 0, note: "" },
        after: { status: 3, note: "Brak podpisu dyrektora na zgodzie." },
      }),
    ]);
    // The teacher sees the note on their own application.
    const { token } = await loginAs(t, email);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/club/enroll/", { token }), 200)).toMatchObject({
      status: 3,
      staff_note: "Brak podpisu dyrektora na zgodzie.",
    });
    expect(await expectJson(await decide({ status: 1 }), 400)).toMatchObject({ status: [expect.any(String)] });
  });

  it("mails the teacher every decision, exactly once, with what comes next and links that open the platform", async () => {
    const teacher = await createUser(t.db, { firstname: "Ola" });
    const { id } = await createClubEnrollment(t.db, t.config, teacher.id, ClubEnrollmentStatus.verification);
    const decide = async (status: number, note?: string) => {
      const before = t.mail.sent.length;
      await expectJson(
        await t.request("POST", `/pl/api/staff/club-applications/${id}/status/`, {
          token: staff,
          json: { status, note },
        }),
        200,
      );
      const sent = t.mail.sent.slice(before);
      expect(sent.map((mail) => mail.to)).toEqual([teacher.email]);
      const links = [...sent[0].text.matchAll(/https?:\/\/\S+/g)].map(([url]) => url);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link).origin).toBe(t.config.publicUrl);
      return sent[0];
    };
    const pending = await decide(ClubEnrollmentStatus.pending);
    expect(pending.subject).toBe("Zgłoszenie klubu oczekuje na decyzję");
    expect(pending.text).toContain("Miejsca przyznajemy w kolejności zgłoszeń");
    expect((await decide(ClubEnrollmentStatus.verification)).subject).toBe("Zgłoszenie klubu wróciło do weryfikacji");
    const accepted = await decide(ClubEnrollmentStatus.accepted);
    expect(accepted.subject).toBe("Zgłoszenie klubu zostało przyjęte");
    expect(accepted.text).toContain(`${t.config.publicUrl}/konto/sezon`);
    expect(accepted.html).toMatch(/^<!doctype html><html lang="pl">.*<a href="http:\/\/localhost:3000\/konto\/sezon">/);
    const terminated = await decide(ClubEnrollmentStatus.terminated, "Szkoła zrezygnowała z udziału.");
    expect(terminated.subject).toBe("Udział klubu w programie został zakończony");
    expect(terminated.text).toContain("Uwaga biura: Szkoła zrezygnowała z udziału.");
    expect(terminated.text).toContain(t.config.contactEmail);
    expect((await decide(ClubEnrollmentStatus.accepted)).subject).toBe("Zgłoszenie klubu zostało przyjęte");
    const correction = await decide(ClubEnrollmentStatus.correction, "Uzupełnij numer szkoły.");
    expect(correction.subject).toBe("Zgłoszenie klubu wymaga poprawy");
  });

  it("keeps every decision's note in order, the teacher seeing only the latest; a correction keeps the first sending's time", async () => {
    const teacher = await createUser(t.db);
    await giveCertificate(t.db, teacher.id);
    const { token } = await loginAs(t, teacher.email);
    await expectJson(await t.request("POST", "/pl/api/awf/club/enroll/", { token, form: clubApplicationForm() }), 201);
    const [{ id }] = await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, teacher.id));
    const show = async () => expectJson(await get(`/pl/api/staff/club-applications/${id}/`), 200);
    const decide = async (status: number, note = "") =>
      expectJson(
        await t.request("POST", `/pl/api/staff/club-applications/${id}/status/`, {
          token: staff,
          json: { status, note },
        }),
        200,
      );
    const resubmit = async (changes: Record<string, string>) =>
      expectJson(
        await t.request("PUT", "/pl/api/awf/club/enroll/", { token, form: clubApplicationForm(changes, null) }),
        200,
      );
    const teachersView = async () =>
      expectJson(await t.request("GET", "/pl/api/awf/club/enroll/", { token }), 200) as Promise<
        Record<string, unknown>
      >;
    const sent = await show();
    expect(sent).toMatchObject({ decisions: [], corrected_at: null, submitted_at: sent.first_submitted_at });

    await decide(ClubEnrollmentStatus.correction, "Brak numeru budynku szkoły.");
    await resubmit({ school_building_number: "5a" });
    await decide(ClubEnrollmentStatus.pending, "Czekamy na wolne miejsce w województwie.");
    await decide(ClubEnrollmentStatus.correction, "Zgoda dyrektora jest nieczytelna.");
    // The teacher reads the latest note only, in the same field as before.
    const asTeacher = await teachersView();
    expect(asTeacher).toMatchObject({ status: 3, staff_note: "Zgoda dyrektora jest nieczytelna." });
    expect(Object.keys(asTeacher)).not.toEqual(expect.arrayContaining(["decisions", "first_submitted_at"]));
    await resubmit({ school_building_number: "5b" });
    const decided = await decide(ClubEnrollmentStatus.accepted);

    // Every note kept, oldest first, none overwritten, each with its decision and author.
    expect(
      decided.decisions.map((d: { status: number; note: string; author: string }) => [d.status, d.note, d.author]),
    ).toEqual([
      [3, "Brak numeru budynku szkoły.", staffEmail],
      [2, "Czekamy na wolne miejsce w województwie.", staffEmail],
      [3, "Zgoda dyrektora jest nieczytelna.", staffEmail],
      [1, "", staffEmail],
    ]);
    const times = decided.decisions.map((d: { at: string }) => Date.parse(d.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(decided.application.staff_note).toBe("");
    expect((await teachersView()).staff_note).toBe("");

    // Sent first, corrected twice: the first time stays, the latest correction is the sending time.
    expect(decided.first_submitted_at).toBe(sent.first_submitted_at);
    expect(Date.parse(decided.submitted_at)).toBeGreaterThan(Date.parse(sent.submitted_at));
    expect(decided.corrected_at).toBe(decided.submitted_at);
    expect(Date.parse(decided.submitted_at)).toBeGreaterThan(times[2]);
    const listed = await expectJson(await get(`/pl/api/staff/club-applications/?q=${teacher.email}`), 200);
    expect(listed.results).toEqual([
      expect.objectContaining({
        id,
        first_submitted_at: sent.first_submitted_at,
        submitted_at: decided.submitted_at,
        corrected_at: decided.submitted_at,
      }),
    ]);
  });

  it("records the day the contract was signed, for an accepted application, not before it arrived nor in the future, audited", async () => {
    const record = (id: number, date: string) =>
      t.request("POST", `/pl/api/staff/club-applications/${id}/agreement/`, { token: staff, json: { date } });
    expect(await expectJson(await record(applications[0].id, "2026-03-02"), 400)).toEqual({
      date: ["Datę podpisania umowy zapisuje się dla zaakceptowanego zgłoszenia."],
    });
    const owner = await createUser(t.db);
    const accepted = await createClubEnrollment(t.db, t.config, owner.id, ClubEnrollmentStatus.accepted);
    // The test clock says 2026-03-10.
    expect(await expectJson(await record(accepted.id, "2026-03-11"), 400)).toEqual({
      date: ["Data podpisania umowy nie może być z przyszłości."],
    });
    expect((await record(accepted.id, "2026-02-30")).status).toBe(400);
    // It arrived half an hour into 2 March in Poland: the contract is signed that day or later.
    await t.db
      .update(clubEnrollments)
      .set({ firstSubmittedAt: new Date("2026-03-01T23:30:00Z") })
      .where(eq(clubEnrollments.id, accepted.id));
    expect(await expectJson(await record(accepted.id, "2026-03-01"), 400)).toEqual({
      date: ["Umowę podpisuje się po wpłynięciu zgłoszenia: podaj datę 02.03.2026 lub późniejszą."],
    });
    const signed = await expectJson(await record(accepted.id, "2026-03-02"), 200);
    expect(signed.agreement_date_signed).toBe("2026-03-02");
    expect(signed.history).toEqual([
      expect.objectContaining({
        action: "club-application.agreement",
        before: { agreement_date_signed: null },
        after: { agreement_date_signed: "2026-03-02" },
      }),
    ]);
    const { token } = await loginAs(t, owner.email);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/setup/", { token }), 200)).toMatchObject({
      agreement_date_signed: "2026-03-02",
    });
  });

  it("decides a selection one by one, each audited and mailed to its teacher; refusals told per application", async () => {
    const made = [];
    for (const status of [
      ClubEnrollmentStatus.verification,
      ClubEnrollmentStatus.accepted,
      ClubEnrollmentStatus.pending,
    ]) {
      const teacher = await createUser(t.db);
      const row = await createClubEnrollment(t.db, t.config, teacher.id, status);
      made.push({ id: row.id, arrival: row.arrival, email: teacher.email });
    }
    const [waiting, accepted, pending] = made;
    const decide = (json: unknown) =>
      t.request("POST", "/pl/api/staff/club-applications/decisions/", { token: staff, json });
    const mails = t.mail.sent.length;
    const answer = await expectJson(
      await decide({ ids: [waiting.id, accepted.id, 999999, pending.id], status: ClubEnrollmentStatus.accepted }),
      200,
    );
    expect(answer.results).toEqual([
      { id: waiting.id, arrival: waiting.arrival, outcome: "decided", reason: "" },
      {
        id: accepted.id,
        arrival: accepted.arrival,
        outcome: "refused",
        reason: "Nie można zmienić statusu z „zaakceptowane” na „zaakceptowane”.",
      },
      { id: 999999, arrival: null, outcome: "refused", reason: "Nie znaleziono zgłoszenia." },
      { id: pending.id, arrival: pending.arrival, outcome: "decided", reason: "" },
    ]);
    expect(recipientsSince(t, mails)).toEqual([waiting.email, pending.email].sort());
    for (const { id } of [waiting, pending])
      expect((await auditEntriesAbout(t.db, "club-application", id)).map((entry) => entry.after)).toEqual([
        { status: ClubEnrollmentStatus.accepted, note: "" },
      ]);
    expect(await auditEntriesAbout(t.db, "club-application", accepted.id)).toEqual([]);

    // Sent back with one note for all: each teacher gets it in their own e-mail.
    const back = await expectJson(
      await decide({
        ids: [waiting.id, pending.id],
        status: ClubEnrollmentStatus.correction,
        note: "Brak zgody dyrektora.",
      }),
      200,
    );
    expect(back.results.map((row: { outcome: string }) => row.outcome)).toEqual(["decided", "decided"]);
    const returned = t.mail.sent.slice(mails + 2);
    expect(returned.map((mail) => mail.to).sort()).toEqual([waiting.email, pending.email].sort());
    expect(returned.every((mail) => mail.text.includes("Brak zgody dyrektora."))).toBe(true);
  });

  it("refuses a bulk decision without a selection, over a hundred, of another status, or a return without a note", async () => {
    const decide = (json: unknown) =>
      t.request("POST", "/pl/api/staff/club-applications/decisions/", { token: staff, json });
    const mails = t.mail.sent.length;
    const id = applications[0].id;
    expect(await expectJson(await decide({ ids: [], status: 1 }), 400)).toEqual({
      ids: ["Zaznacz co najmniej jedną pozycję."],
    });
    expect(
      await expectJson(await decide({ ids: Array.from({ length: 101 }, (_, index) => index + 1), status: 1 }), 400),
    ).toEqual({ ids: ["Zaznacz najwyżej 100 pozycji naraz."] });
    expect(await expectJson(await decide({ ids: [id], status: 4 }), 400)).toEqual({
      status: ["Wybierz: zaakceptuj albo zwróć do poprawy."],
    });
    expect(await expectJson(await decide({ ids: [id], status: 3, note: "  " }), 400)).toEqual({
      note: ["Zwracając zgłoszenie do poprawy, napisz nauczycielowi, co poprawić."],
    });
    expect(t.mail.sent.length).toBe(mails);
  });

  it("answers 404 for an application that does not exist", async () => {
    expect((await get("/pl/api/staff/club-applications/999999/")).status).toBe(404);
  });

  // ASVS 4.0.3 V4.1.1, V4.2.1: over the whole list of staff calls, a teacher's token opens none.
  it.each(Object.entries(staffOperations) as [string, Operation][])(
    "%s refuses a teacher (403) and a visitor (401)",
    async (_, op) => {
      const path = pathOf(op, { id: String(applications[0].id), report: "hours" });
      const json = op.body ? { status: 1, reason: "Ciekawość", note: "" } : undefined;
      const asTeacher = await t.request(op.method, path, { token: teacherToken, json });
      expect(await expectJson(asTeacher, 403)).toEqual({
        detail: "Ta funkcja jest dostępna tylko dla biura programu.",
      });
      expect((await t.request(op.method, path, { json })).status).toBe(401);
    },
  );

  it("nothing changed by the refused calls", async () => {
    const [row] = await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.id, applications[0].id));
    expect(row.status).toBe(ClubEnrollmentStatus.verification);
  });
});

describe("the staff calls in the contract", () => {
  it("are exactly those under /pl/api/staff/, each for staff only", () => {
    const underPrefix = OPERATIONS.filter((op) => op.path.startsWith("/pl/api/staff/"));
    expect(underPrefix.length).toBeGreaterThanOrEqual(4);
    expect(underPrefix.every((op) => op.auth === "staff")).toBe(true);
    expect(OPERATIONS.filter((op) => op.auth === "staff")).toEqual(underPrefix);
  });
});
