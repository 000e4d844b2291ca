import { eq } from "drizzle-orm";

import { CONGRESS_MESSAGES, PEOPLE_MESSAGES } from "../../app/lib/contract";
import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import { EMAIL, maxLengthMessage } from "../../app/lib/validation/form-messages";
import {
  createActiveClub,
  createClubEnrollment,
  createCurrentSeason,
  createUser,
  describeOnEachDatabase,
  SURVEY_COLUMNS,
} from "../../tests/support/api";
import { auditEntriesAbout } from "../db/audit";
import { decisionsAbout } from "../db/club-applications";
import {
  agendaItems,
  agendaSignUps,
  agendaWaitingList,
  certificates,
  clubEnrollments,
  recoveryCodes,
  seasons,
  secondFactors,
  sessions,
  users,
} from "../db/schema";
import { encryptDisability } from "../db/survey-disability";
import { insertNumberedSurvey } from "../db/surveys";
import * as admin from "./admin-commands";

describeOnEachDatabase("admin commands on %s", (t) => {
  let ctx: admin.AdminContext;
  beforeAll(async () => {
    ctx = { db: t.db, config: t.config, mail: t.mailQueue, now: new Date("2026-03-10T09:00:00Z") };
  });

  it("lists applications and changes statuses by the staff rules", async () => {
    const user = await createUser(t.db);
    const enrollment = await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.verification);
    expect(await admin.listClubEnrollments(ctx, ClubEnrollmentStatus.verification)).toContainEqual({
      id: enrollment.id,
      status: ClubEnrollmentStatus.verification,
      school: "Szkoła Podstawowa nr 12",
      city: "Warszawa",
      email: user.email,
      submittedAt: enrollment.submittedAt,
      note: "",
    });
    await expect(admin.changeClubStatus(ctx, user.email, "3")).rejects.toThrow("napisz nauczycielowi, co poprawić");
    await expect(admin.changeClubStatus(ctx, user.email, "7")).rejects.toThrow("Status: 0 weryfikacja");
    const sentBefore = t.mail.sent.length;
    expect(await admin.changeClubStatus(ctx, user.email, "3", "Brak zgody dyrektora")).toEqual({
      email: user.email,
      from: ClubEnrollmentStatus.verification,
      to: ClubEnrollmentStatus.correction,
      note: "Brak zgody dyrektora",
    });
    // The teacher is told, as by the panel: the note and the form's link.
    await t.deliverMail();
    const [told, ...more] = t.mail.sent.slice(sentBefore);
    expect(more).toEqual([]);
    expect(told.to).toBe(user.email);
    expect(told.text).toContain("Brak zgody dyrektora");
    expect(told.text).toContain(`${t.config.publicUrl}/konto/zgloszenie-klubu`);
    expect(
      (await admin.listClubEnrollments(ctx, ClubEnrollmentStatus.correction)).find((row) => row.email === user.email),
    ).toMatchObject({ status: ClubEnrollmentStatus.correction, note: "Brak zgody dyrektora" });
    // Audited as the panel's decisions are, the console as the author.
    expect(await auditEntriesAbout(t.db, "club-application", enrollment.id)).toMatchObject([
      {
        actorLabel: "console",
        action: "club-application.status",
        before: { status: ClubEnrollmentStatus.verification, note: "" },
        after: { status: ClubEnrollmentStatus.correction, note: "Brak zgody dyrektora" },
      },
    ]);
    await expect(admin.changeClubStatus(ctx, user.email, "1")).rejects.toThrow("Nie można zmienić statusu");
    const [row] = await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, user.id));
    expect(row).toMatchObject({ status: ClubEnrollmentStatus.correction, staffNote: "Brak zgody dyrektora" });
    // Kept among the application's decisions too, the console as its author.
    expect(await decisionsAbout(t.db, enrollment.id)).toMatchObject([
      { authorId: null, authorLabel: "console", status: ClubEnrollmentStatus.correction, note: "Brak zgody dyrektora" },
    ]);
  });

  it("records signatures and certificates, creates events, items, seasons and staff", async () => {
    const user = await createUser(t.db);
    // The panel's rules: an accepted application, a date not in the future.
    await expect(admin.recordAgreementSigned(ctx, user.email, "2026-03-01")).rejects.toThrow("nie złożył(a)");
    const application = await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.verification);
    await expect(admin.recordAgreementSigned(ctx, user.email, "2026-03-01")).rejects.toThrow(
      "Datę podpisania umowy zapisuje się dla zaakceptowanego zgłoszenia.",
    );
    await t.db
      .update(clubEnrollments)
      .set({ status: ClubEnrollmentStatus.accepted })
      .where(eq(clubEnrollments.id, application.id));
    await expect(admin.recordAgreementSigned(ctx, user.email, "2026-03-11")).rejects.toThrow(
      "Data podpisania umowy nie może być z przyszłości.",
    );
    // The application arrived on 15.01.2026 (APPLICATION_ARRIVED).
    await expect(admin.recordAgreementSigned(ctx, user.email, "2026-01-14")).rejects.toThrow(
      "Umowę podpisuje się po wpłynięciu zgłoszenia: podaj datę 15.01.2026 lub późniejszą.",
    );
    expect(await admin.recordAgreementSigned(ctx, user.email, "2026-03-01")).toEqual({
      email: user.email,
      date: "2026-03-01",
    });
    expect(
      (await auditEntriesAbout(t.db, "club-application", application.id)).map((entry) => [
        entry.action,
        entry.actorLabel,
        entry.after,
      ]),
    ).toEqual([["club-application.agreement", "console", { agreement_date_signed: "2026-03-01" }]]);
    const sentBefore = t.mail.sent.length;
    expect(await admin.issueCertificate(ctx, user.email, "SK/2026/1")).toEqual({
      email: user.email,
      number: "SK/2026/1",
      eventSlug: null,
    });
    // As the panel issues one: the teacher is told, and the log says the console did it.
    await t.deliverMail();
    expect(t.mail.sent.slice(sentBefore).map((mail) => [mail.to, mail.subject])).toEqual([
      [user.email, expect.stringContaining("Certyfikat")],
    ]);
    const [certificate] = await t.db.select().from(certificates).where(eq(certificates.userId, user.id));
    expect((await auditEntriesAbout(t.db, "certificate", certificate.id)).map((entry) => entry.actorLabel)).toEqual([
      "console",
    ]);
    await expect(admin.issueCertificate(ctx, user.email, "SK/2026/1")).rejects.toThrow(
      "Certyfikat o numerze SK/2026/1 już istnieje.",
    );
    const wroclaw = await admin.createEvent(ctx, "wroclaw", "Kongres we Wrocławiu", "Wrocław", "wro26");
    expect(wroclaw).toMatchObject({ slug: "wroclaw", name: "Kongres we Wrocławiu", city: "Wrocław", code: "WRO26" });
    expect((await auditEntriesAbout(t.db, "event", wroclaw.id)).map((entry) => entry.actorLabel)).toEqual(["console"]);
    await expect(admin.createEvent(ctx, "wroclaw", "Drugi", "Wrocław", "inny1")).rejects.toThrow(
      CONGRESS_MESSAGES.slugTaken,
    );
    const item = await admin.createAgendaItem(ctx, {
      event: "wroclaw",
      name: "Warsztaty",
      start: "2026-05-20T10:00+02:00",
      end: "2026-05-20T11:30+02:00",
      limit: "20",
    });
    expect(item).toEqual({ id: expect.any(Number), eventSlug: "wroclaw" });
    await expect(
      admin.createAgendaItem(ctx, {
        event: "wroclaw",
        name: "Zły",
        start: "2026-05-20T10:00",
        end: "2026-05-20T09:00",
      }),
    ).rejects.toThrow("Koniec musi przypadać po początku.");
    await expect(
      admin.createSeason(ctx, {
        name: "Sezon 0",
        start: "2026-02-01",
        end: "2026-06-30",
        scheduleMax: "2026-07-15",
        surveysStart: "2026-03-01",
        surveysEnd: "2026-03-31",
      }),
    ).rejects.toThrow("Ostatni dzień planowania zajęć musi przypadać w sezonie.");
    const first = await admin.createSeason(ctx, {
      name: "Sezon 1",
      start: "2026-02-01",
      end: "2026-06-30",
      scheduleMax: "2026-06-15",
      surveysStart: "2026-03-01",
      surveysEnd: "2026-03-31",
      current: true,
    });
    const second = await admin.createSeason(ctx, {
      name: "Sezon 2",
      start: "2026-09-01",
      end: "2026-12-20",
      scheduleMax: "2026-12-10",
      surveysStart: "2026-09-15",
      surveysEnd: "2026-10-15",
      current: true,
    });
    expect(first).toMatchObject({ name: "Sezon 1", isCurrent: true, scheduleMaxDate: "2026-06-15" });
    expect(second).toMatchObject({ name: "Sezon 2", isCurrent: true });
    // The panel's rules: a name of its own, no day of another season.
    const autumn = {
      start: "2026-12-21",
      end: "2027-03-31",
      scheduleMax: "2027-03-15",
      surveysStart: "2027-01-10",
      surveysEnd: "2027-01-31",
    };
    await expect(admin.createSeason(ctx, { ...autumn, name: "sezon 2 " })).rejects.toThrow(
      "Sezon o tej nazwie już jest. Nadaj inną nazwę.",
    );
    await expect(admin.createSeason(ctx, { ...autumn, name: "Sezon 3", start: "2026-12-20" })).rejects.toThrow(
      "Sezony nie mogą na siebie zachodzić: sezon „Sezon 2” trwa od 01.09.2026 do 20.12.2026.",
    );
    expect((await t.db.select().from(seasons).where(eq(seasons.isCurrent, true))).map((season) => season.name)).toEqual(
      ["Sezon 2"],
    );
    // Audited as the panel's seasons are, the console as the author.
    expect(
      (await auditEntriesAbout(t.db, "season", second.id)).map((entry) => [entry.action, entry.actorLabel]),
    ).toEqual([["season.create", "console"]]);
    expect((await t.db.select().from(agendaItems)).map((item) => item.signUpLimit)).toEqual([20]);
    expect(await admin.createStaffUser(ctx, "Koordynator@awf.edu.pl", "Marta", "Zając")).toEqual({
      email: "koordynator@awf.edu.pl",
    });
    const [staff] = await t.db.select().from(users).where(eq(users.email, "koordynator@awf.edu.pl"));
    expect(staff).toMatchObject({ isStaff: true, passwordHash: null });
    await t.deliverMail();
    expect(t.mail.sent.at(-1)!.text).toContain("/generowanie-hasla?token=");
    const [signed] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(signed.agreementDateSigned).toBe("2026-03-01");
  });

  it("creates an item with its part, place and description, and a raised limit seats the waiting in order", async () => {
    const event = await admin.createEvent(ctx, "gdynia", "Kongres w Gdyni", "Gdynia", "gdy26");
    const { id } = await admin.createAgendaItem(ctx, {
      event: "gdynia",
      name: "Warsztaty: zabawy z chustą animacyjną",
      start: "2026-05-21T10:00+02:00",
      end: "2026-05-21T11:30+02:00",
      limit: "1",
      part: "workshop",
      place: "Sala gimnastyczna",
      description: "Zabawy dla klas I–III.",
    });
    const [row] = await t.db.select().from(agendaItems).where(eq(agendaItems.id, id));
    expect(row).toMatchObject({ part: "workshop", place: "Sala gimnastyczna", description: "Zabawy dla klas I–III." });
    await expect(
      admin.createAgendaItem(ctx, {
        event: "gdynia",
        name: "X",
        start: row.datetimeStart.toISOString(),
        end: row.datetimeEnd.toISOString(),
        part: "bankiet",
      }),
    ).rejects.toThrow("Część kongresu: plenary, discussion, workshop.");

    const [holder, first, second] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await t.db.insert(agendaSignUps).values({ agendaItemId: id, userId: holder.id });
    await t.db.insert(agendaWaitingList).values([
      { agendaItemId: id, userId: first.id },
      { agendaItemId: id, userId: second.id },
    ]);
    const sentBefore = t.mail.sent.length;
    expect(await admin.setAgendaLimit(ctx, String(id), "2")).toEqual({ id, limit: 2, promoted: [first.email] });
    await t.deliverMail();
    expect(t.mail.sent.slice(sentBefore).map((mail) => mail.to)).toEqual([first.email]);
    // The panel's e-mail: the city, and the item as a calendar file.
    expect(t.mail.sent.at(-1)!.text).toContain("Gdynia");
    expect(t.mail.sent.at(-1)!.attachments?.[0]).toMatchObject({ filename: "kongres-punkt-programu.ics" });
    expect(await admin.setAgendaLimit(ctx, String(id), "none")).toEqual({ id, limit: null, promoted: [second.email] });
    // The panel's audit record, the console as its author.
    const history = await auditEntriesAbout(t.db, "agenda-item", id);
    expect(
      history.map((entry) => [entry.action, entry.actorLabel, (entry.after as { promoted?: string[] }).promoted]),
    ).toEqual([
      ["agenda-item.create", "console", undefined],
      ["agenda-item.update", "console", [first.email]],
      ["agenda-item.update", "console", [second.email]],
    ]);
    // The panel's rules and messages.
    await expect(admin.setAgendaLimit(ctx, String(id), "1")).rejects.toThrow("Zajętych miejsc: 3.");
    await expect(admin.setAgendaLimit(ctx, "999999", "3")).rejects.toThrow("Nie znaleziono punktu programu.");
    await expect(admin.setAgendaLimit(ctx, String(id), "-1")).rejects.toThrow("Limit miejsc");
    expect(event.slug).toBe("gdynia");
  });

  it("opens a pupil's survey only with a reason, and writes the reading to the audit log (ASVS 4.0.3 V7.1.3)", async () => {
    const season = await createCurrentSeason(t.db, {
      name: "Sezon ankiet",
      dateStart: "2025-02-01",
      dateEnd: "2025-06-30",
      scheduleMaxDate: "2025-06-15",
      surveysDateStart: "2025-03-01",
      surveysDateEnd: "2025-03-31",
      isCurrent: false,
    });
    const { groups } = await createActiveClub(t.db, t.config, season.id);
    const survey = await insertNumberedSurvey(t.db, groups[0].id, {
      ...SURVEY_COLUMNS,
      disabilityEncrypted: encryptDisability(
        { hasDisabilityCertificate: true, typeOfDisability: "słabowidzenie" },
        t.config.dataEncryptionKey,
      ),
    });
    await expect(admin.readSurvey(ctx, String(survey.id), " ")).rejects.toThrow("powód");
    await expect(admin.readSurvey(ctx, String(survey.id), "x".repeat(301))).rejects.toThrow(maxLengthMessage(300));
    expect(await auditEntriesAbout(t.db, "survey", survey.id)).toEqual([]);

    const read = await admin.readSurvey(ctx, String(survey.id), "Skarga rodzica, pismo 12/2026");
    expect(read).toMatchObject({
      firstName: "Zofia",
      hasDisabilityCertificate: true,
      typeOfDisability: "słabowidzenie",
    });
    expect(await auditEntriesAbout(t.db, "survey", survey.id)).toMatchObject([
      { actorUserId: null, actorLabel: "console", action: "survey.read", reason: "Skarga rodzica, pismo 12/2026" },
    ]);
    await expect(admin.readSurvey(ctx, "999999", "kontrola")).rejects.toThrow("Nie ma ankiety 999999.");
  });

  it("removes a staff account's authenticator, so that its sessions confirm again and the next login sets a new one up", async () => {
    const staff = await createUser(t.db, { isStaff: true });
    await t.db.insert(secondFactors).values({ userId: staff.id, secretEncrypted: "x", enabledAt: ctx.now });
    await t.db.insert(recoveryCodes).values({ userId: staff.id, codeHash: "h" });
    await t.db.insert(sessions).values({
      id: crypto.randomUUID(),
      userId: staff.id,
      expiresAt: new Date("2027-01-01T00:00:00Z"),
      secondFactorAt: ctx.now,
    });
    expect(await admin.resetSecondFactor(ctx, staff.email.toUpperCase())).toEqual({ email: staff.email });
    expect(await t.db.select().from(secondFactors).where(eq(secondFactors.userId, staff.id))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id))).toEqual([]);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(session.secondFactorAt).toBeNull();
    expect((await auditEntriesAbout(t.db, "user", staff.id))[0]).toMatchObject({
      action: "user.second-factor-reset",
      actorUserId: null,
      actorLabel: "console",
      after: { email: staff.email },
    });
    await expect(admin.resetSecondFactor(ctx, "nie-adres")).rejects.toThrow(EMAIL);
    await expect(admin.resetSecondFactor(ctx, (await createUser(t.db)).email)).rejects.toThrow(
      "Nie ma konta biura o tym adresie.",
    );
  });

  it("creates a staff account as the panel does: a new address only, the panel's messages, audited as the console", async () => {
    const created = await admin.createStaffUser(ctx, "Sekretariat@AWF.edu.pl", "Olga", "Nowicka");
    expect(created).toEqual({ email: "sekretariat@awf.edu.pl" });
    const [account] = await t.db.select().from(users).where(eq(users.email, created.email));
    expect(await auditEntriesAbout(t.db, "user", account.id)).toMatchObject([
      {
        actorUserId: null,
        actorLabel: "console",
        action: "user.create-staff",
        after: { email: created.email, name: "Olga Nowicka" },
      },
    ]);
    // An existing account is never taken over: not a teacher's, nor the office's own.
    const teacher = await createUser(t.db);
    for (const address of [teacher.email, created.email.toUpperCase()])
      await expect(admin.createStaffUser(ctx, address, "Olga", "Nowicka")).rejects.toThrow(PEOPLE_MESSAGES.emailTaken);
    const [untouched] = await t.db.select().from(users).where(eq(users.id, teacher.id));
    expect(untouched.isStaff).toBe(false);
    await expect(admin.createStaffUser(ctx, "nie-adres", "Olga", "Nowicka")).rejects.toThrow(EMAIL);
    await expect(admin.createStaffUser(ctx, "a@b.pl", "Olga", undefined)).rejects.toThrow("Podaj nazwisko.");
  });

  it("prints the demo office's code outside production only", async () => {
    expect(await admin.demoCode(ctx.config, ctx.now)).toMatch(/^\d{6}$/);
    await expect(admin.demoCode({ production: true }, ctx.now)).rejects.toThrow(
      "Kod demonstracyjny nie istnieje w produkcji.",
    );
  });

  it("refuses a new data encryption key that is missing, malformed or the one in use, changing nothing", async () => {
    await expect(admin.rotateDataKey(ctx, undefined)).rejects.toThrow("Ustaw NEW_DATA_ENCRYPTION_KEY");
    await expect(admin.rotateDataKey(ctx, "za-krotki")).rejects.toThrow("musi mieć 32 bajty");
    await expect(admin.rotateDataKey(ctx, t.config.dataEncryptionKey.toString("hex"))).rejects.toThrow(
      "jest taki sam jak DATA_ENCRYPTION_KEY",
    );
  });
});
