import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "../../../app/lib/contract/constants";
import {
  createUser,
  expectJson,
  giveCertificate,
  loginAs,
  newUserToken,
  openTestApi,
} from "../../../tests/support/api";
import { testDrivers } from "../../../tests/support/db";
import { CLUB_APPLICATION_FIELDS, clubApplicationForm, CONSENT_PDF } from "../../../tests/support/forms";
import { auditEntriesAbout } from "../../db/audit";
import { clubEnrollments, uploadedFiles } from "../../db/schema";
import { decryptField } from "../../security/encryption";

const PDF = CONSENT_PDF;
const FIELDS = CLUB_APPLICATION_FIELDS;
const form = clubApplicationForm;

describe.each(testDrivers())("club enrolment on %s", (driver) => {
  const t = openTestApi(driver, { uploadMaxKb: 64 });

  async function certifiedTeacher() {
    const user = await createUser(t.db);
    await giveCertificate(t.db, user.id);
    return { user, token: (await loginAs(t, user.email)).token };
  }

  it("is empty at first, is created with the file, encrypted and masked", async () => {
    const { user, token } = await certifiedTeacher();
    expect(await expectJson(await t.request("GET", "/pl/api/awf/club/enroll/", { token }), 200)).toEqual({
      status: -1,
    });
    const created = await expectJson(await t.request("POST", "/pl/api/awf/club/enroll/", { token, form: form() }), 201);
    expect(created).toMatchObject({
      status: 0,
      school_voivodeship: "mazowieckie",
      user_pesel: "*******3628",
      user_bank_account: "**********************2874",
      terms_accepted: true,
      schools_principal_consent: { name: "zgoda.pdf", content_type: "application/pdf", size: PDF.length },
    });
    const [row] = await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, user.id));
    expect(row.userPeselEncrypted).not.toContain("02070803628");
    expect(decryptField(row.userPeselEncrypted, t.config.dataEncryptionKey)).toBe("02070803628");
    expect(decryptField(row.userBankAccountEncrypted, t.config.dataEncryptionKey)).toBe("61109010140000071219812874");

    const download = await t.request("GET", created.schools_principal_consent.url, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain('attachment; filename="zgoda.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    const stranger = await createUser(t.db);
    expect(
      (
        await t.request("GET", created.schools_principal_consent.url, {
          token: (await loginAs(t, stranger.email)).token,
        })
      ).status,
    ).toBe(404);

    expect(await expectJson(await t.request("POST", "/pl/api/awf/club/enroll/", { token, form: form() }), 400)).toEqual(
      {
        non_field_errors: [
          "Zgłoszenie klubu zostało już złożone. Możesz je poprawić tylko wtedy, gdy zostanie zwrócone do poprawy.",
        ],
      },
    );
    expect(await expectJson(await t.request("PUT", "/pl/api/awf/club/enroll/", { token, form: form() }), 400)).toEqual({
      non_field_errors: [
        "Zgłoszenia klubu nie można teraz edytować – jest w trakcie weryfikacji lub zostało już rozpatrzone.",
      ],
    });
  });

  it("updates an application returned for correction, keeping masked secrets, the file and its place", async () => {
    const { user, token } = await certifiedTeacher();
    await t.request("POST", "/pl/api/awf/club/enroll/", { token, form: form() });
    const later = await certifiedTeacher();
    await t.request("POST", "/pl/api/awf/club/enroll/", { token: later.token, form: form() });
    const arrivalOf = async (userId: number) =>
      (await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, userId)))[0].arrival;
    const [first, second] = [await arrivalOf(user.id), await arrivalOf(later.user.id)];
    expect(first).toBeLessThan(second);
    await t.db
      .update(clubEnrollments)
      .set({ status: ClubEnrollmentStatus.correction, staffNote: "Popraw adres szkoły" })
      .where(eq(clubEnrollments.userId, user.id));
    expect(await expectJson(await t.request("GET", "/pl/api/awf/club/enroll/", { token }), 200)).toMatchObject({
      status: 3,
      staff_note: "Popraw adres szkoły",
    });
    const updated = await expectJson(
      await t.request("PUT", "/pl/api/awf/club/enroll/", {
        token,
        form: form({ school_address: "ul. Nowa", user_pesel: "*******3628", user_bank_account: "" }, null),
      }),
      200,
    );
    expect(updated).toMatchObject({
      status: 0,
      school_address: "ul. Nowa",
      user_pesel: "*******3628",
      schools_principal_consent: { name: "zgoda.pdf" },
    });
    // Sent again after the later one, it keeps the place it took when it first arrived.
    expect(await arrivalOf(user.id)).toBe(first);
    // The office's history has the resubmission with what changed, and of a secret only that it did not.
    const [row] = await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, user.id));
    const trail = await auditEntriesAbout(t.db, "club-application", row.id);
    expect(trail.map((entry) => [entry.action, entry.actorLabel])).toEqual([["club-application.resubmit", user.email]]);
    expect(trail[0].after).toEqual({
      changes: [{ field: "school_address", before: FIELDS.school_address, after: "ul. Nowa" }],
    });
    expect(JSON.stringify(trail)).not.toContain("03628");
  });

  it("tells the teacher the application arrived, with its place in the queue, and again when a corrected one does", async () => {
    const waiting = async () =>
      (await t.db.select().from(clubEnrollments)).filter((row) => row.status === ClubEnrollmentStatus.verification);
    const { user, token } = await certifiedTeacher();
    let before = t.mail.sent.length;
    await expectJson(await t.request("POST", "/pl/api/awf/club/enroll/", { token, form: form() }), 201);
    const [received] = t.mail.sent.slice(before);
    expect(t.mail.sent.slice(before).map((mail) => [mail.to, mail.subject])).toEqual([
      [user.email, "Otrzymaliśmy zgłoszenie klubu"],
    ]);
    // Last to arrive: as many ahead of it as wait for the office's check.
    expect(received.text).toContain(`Twoje jest teraz ${(await waiting()).length}. w kolejce do weryfikacji.`);
    expect(received.text).toContain(`Moje konto: ${t.config.publicUrl}/konto`);

    const later = await certifiedTeacher();
    await t.request("POST", "/pl/api/awf/club/enroll/", { token: later.token, form: form() });
    await t.db
      .update(clubEnrollments)
      .set({ status: ClubEnrollmentStatus.correction, staffNote: "Popraw adres szkoły" })
      .where(eq(clubEnrollments.userId, user.id));
    before = t.mail.sent.length;
    await expectJson(
      await t.request("PUT", "/pl/api/awf/club/enroll/", {
        token,
        form: form({ school_address: "ul. Nowa", user_pesel: "*******3628", user_bank_account: "" }, null),
      }),
      200,
    );
    const again = t.mail.sent.slice(before);
    expect(again.map((mail) => [mail.to, mail.subject])).toEqual([
      [user.email, "Otrzymaliśmy poprawione zgłoszenie klubu"],
    ]);
    // It keeps its place: ahead of the later one, behind every earlier one still waiting.
    expect(again[0].text).toContain(`Twoje jest teraz ${(await waiting()).length - 1}. w kolejce do weryfikacji.`);
  });

  it("keeps one consent per application: a new one replaces the old, and an application refused keeps none", async () => {
    const { user, token } = await certifiedTeacher();
    const filesOf = async () =>
      (await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, user.id))).map((file) => file.filename);
    // Two first sends at once (two tabs, no submission key): one application, with its one file.
    const answers = await Promise.all(
      [1, 2].map(() => t.request("POST", "/pl/api/awf/club/enroll/", { token, form: form() })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await filesOf()).toEqual(["zgoda.pdf"]);

    await t.db
      .update(clubEnrollments)
      .set({ status: ClubEnrollmentStatus.correction })
      .where(eq(clubEnrollments.userId, user.id));
    const corrected = await expectJson(
      await t.request("PUT", "/pl/api/awf/club/enroll/", {
        token,
        form: form({}, new File([PDF], "zgoda-podpisana.pdf", { type: "application/pdf" })),
      }),
      200,
    );
    expect(corrected.schools_principal_consent.name).toBe("zgoda-podpisana.pdf");
    expect(await filesOf()).toEqual(["zgoda-podpisana.pdf"]);

    // Under verification now: a correction sent with a file is refused before anything is stored. (A staff decision
    // made between the API's read and its update rolls the new file back with the update: that race is not played here.)
    expect(
      (
        await t.request("PUT", "/pl/api/awf/club/enroll/", {
          token,
          form: form({}, new File([PDF], "trzecia.pdf", { type: "application/pdf" })),
        })
      ).status,
    ).toBe(400);
    expect(await filesOf()).toEqual(["zgoda-podpisana.pdf"]);
  });

  it("shows PESEL and bank account in full only to the owner's edit form of an application they may correct", async () => {
    const { user, token } = await certifiedTeacher();
    await t.request("POST", "/pl/api/awf/club/enroll/", { token, form: form() });
    const whileVerified = await expectJson(
      await t.request("GET", "/pl/api/awf/club/enroll/?do_edycji=1", { token }),
      200,
    );
    expect(whileVerified.user_pesel).toBe("*******3628");

    await t.db
      .update(clubEnrollments)
      .set({ status: ClubEnrollmentStatus.correction })
      .where(eq(clubEnrollments.userId, user.id));
    const forEditing = await expectJson(await t.request("GET", "/pl/api/awf/club/enroll/?do_edycji=1", { token }), 200);
    expect(forEditing.user_pesel).toBe("02070803628");
    expect(forEditing.user_bank_account).toMatch(/^\d{26}$/);
    const plain = await expectJson(await t.request("GET", "/pl/api/awf/club/enroll/", { token }), 200);
    expect(plain.user_pesel).toBe("*******3628");
  });

  it("requires a certificate, every declaration and valid personal data", async () => {
    const token = await newUserToken(t);
    expect(await expectJson(await t.request("POST", "/pl/api/awf/club/enroll/", { token, form: form() }), 400)).toEqual(
      {
        non_field_errors: ["Aby zgłosić Sport Klub, musisz mieć certyfikat ukończenia szkolenia."],
      },
    );
    const certified = await certifiedTeacher();
    const bad = await t.request("POST", "/pl/api/awf/club/enroll/", {
      token: certified.token,
      form: form({
        user_pesel: "02070803627",
        user_bank_account: "62 1090 1014 0000 0712 1981 2874",
        gdpr_accepted: null,
        user_contract_period: "na czas określony",
      }),
    });
    expect(await expectJson(bad, 400)).toEqual({
      user_pesel: ["Wprowadź poprawny numer PESEL"],
      user_bank_account: ["Numer rachunku bankowego jest niepoprawny – sprawdź, czy nie ma w nim literówki"],
      gdpr_accepted: ["To pole jest wymagane"],
      user_limited_period_end_date: ["To pole jest wymagane"],
    });
    expect(await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, certified.user.id))).toEqual([]);
  });

  it("takes the NFZ branch and the employment answers from their lists, and asks only what applies", async () => {
    const { user, token } = await certifiedTeacher();
    const refused = await t.request("POST", "/pl/api/awf/club/enroll/", {
      token,
      form: form({
        user_nfz_department: "Mazowiecki OW NFZ",
        user_employment_form: "etat",
        user_contract_period: null,
        user_remuneration: null,
      }),
    });
    expect(await expectJson(refused, 400)).toEqual({
      user_nfz_department: ["Wybierz jedną z pozycji listy"],
      user_employment_form: ["Wybierz jedną z pozycji listy"],
    });
    const contractWithoutAnswers = await t.request("POST", "/pl/api/awf/club/enroll/", {
      token,
      form: form({ user_employment_form: "mianowanie", user_contract_period: null, user_remuneration: "" }),
    });
    expect(await expectJson(contractWithoutAnswers, 400)).toEqual({
      user_contract_period: ["To pole jest wymagane"],
      user_remuneration: ["To pole jest wymagane"],
    });

    // A form without JavaScript posts every field: what does not apply to the answer given is not stored.
    const created = await expectJson(
      await t.request("POST", "/pl/api/awf/club/enroll/", {
        token,
        form: form({
          user_employment_form: "działalność gospodarcza",
          user_contract_period: "na czas określony",
          user_limited_period_end_date: "2026-12-31",
          user_remuneration: "poniżej minimalnego wynagrodzenia",
        }),
      }),
      201,
    );
    expect(created).toMatchObject({
      user_employment_form: "działalność gospodarcza",
      user_contract_period: "",
      user_limited_period_end_date: null,
      user_remuneration: "",
    });
    const [row] = await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, user.id));
    expect(row.userLimitedPeriodEndDate).toBeNull();
  });

  it("keeps a limited contract's end date, and drops it from an open-ended one", async () => {
    const limited = await certifiedTeacher();
    const withEnd = await expectJson(
      await t.request("POST", "/pl/api/awf/club/enroll/", {
        token: limited.token,
        form: form({ user_contract_period: "na czas określony", user_limited_period_end_date: "2026-08-31" }),
      }),
      201,
    );
    expect(withEnd).toMatchObject({
      user_contract_period: "na czas określony",
      user_limited_period_end_date: "2026-08-31",
    });
    const openEnded = await certifiedTeacher();
    const withoutEnd = await expectJson(
      await t.request("POST", "/pl/api/awf/club/enroll/", {
        token: openEnded.token,
        form: form({ user_limited_period_end_date: "2026-08-31" }),
      }),
      201,
    );
    expect(withoutEnd).toMatchObject({
      user_contract_period: "na czas nieokreślony",
      user_limited_period_end_date: null,
    });
  });

  it("checks the file: present, allowed extension, real content and size", async () => {
    const { user, token } = await certifiedTeacher();
    const post = (file: File | null) => t.request("POST", "/pl/api/awf/club/enroll/", { token, form: form({}, file) });
    expect(await expectJson(await post(null), 400)).toEqual({ schools_principal_consent: ["Dołącz plik."] });
    expect(await expectJson(await post(new File(["x"], "zgoda.exe")), 400)).toEqual({
      schools_principal_consent: ["Wybierz plik w formacie PDF, JPG, JPEG lub PNG"],
    });
    expect(await expectJson(await post(new File(["<html>"], "zgoda.pdf")), 400)).toEqual({
      schools_principal_consent: ["Zawartość pliku nie odpowiada formatowi PDF, JPG ani PNG."],
    });
    const big = new Uint8Array(65 * 1024);
    big.set(PDF);
    const tooBig = await post(new File([big], "zgoda.pdf"));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).schools_principal_consent).toEqual(["Plik może mieć najwyżej 64 KB"]);
    const huge = await post(new File([new Uint8Array(400 * 1024)], "zgoda.pdf"));
    expect(await expectJson(huge, 413)).toEqual({ detail: "Przesłane dane są za duże (najwyżej 64 KB)." });
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, user.id))).toEqual([]);
  });

  it("needs a login", async () => {
    expect((await t.request("GET", "/pl/api/awf/club/enroll/")).status).toBe(401);
  });
});
