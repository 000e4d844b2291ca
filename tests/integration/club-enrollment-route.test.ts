// The club application screen (/konto/zgloszenie-klubu) and its file
// download, their loaders and actions run against the in-process API on a
// fresh test database; every answer the API gives them is checked strictly
// against the contract on the way.
import { eq } from "drizzle-orm";

import { appConfig } from "~/lib/config.server";
import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import { getToast } from "~/lib/toast.server";
import * as clubRoute from "~/routes/konto.zgloszenie-klubu/route";
import * as downloadRoute from "~/routes/konto.zgloszenie-klubu_.plik.$id";

import { clubEnrollments, uploadedFiles } from "../../server/db/schema";
import { decryptField } from "../../server/security/encryption";
import { createClubEnrollment, createUser, giveCertificate } from "../support/api";
import {
  args,
  cookiesOf,
  endSessionsOf,
  get,
  keptFormOf,
  logIn,
  ORIGIN,
  post,
  serveAppFromTestApi,
} from "../support/bff";
import { clubApplicationFields } from "../support/forms";

const PAGE = "/konto/zgloszenie-klubu";
const t = serveAppFromTestApi({ uploadMaxKb: appConfig.uploadMaxKb });

const PESEL = "02070803628";
const ACCOUNT = "61 1090 1014 0000 0712 1981 2874";
const PDF = Buffer.from("%PDF-1.4\n%zgoda dyrektora szkoły\n");

/** Every field as a teacher fills them in; `null` leaves one out. */
const FIELDS = clubApplicationFields({
  school_voivodeship: "mazowieckie",
  user_first_name: "Joanna",
  user_second_name: "",
  user_last_name: "Kamińska",
  user_family_name: "",
  user_pesel: "020708 03628",
  user_email: "joanna.kaminska@szkola.edu.pl",
  user_phone: "601 202 303",
  user_bank_account: ACCOUNT,
  user_contract_period: "na czas określony",
  user_limited_period_end_date: "2026-08-31",
  submission_key: "0f8fad5b-d9cb-469f-a165-70867728950e",
});

const pdf = (name = "zgoda.pdf", bytes: Uint8Array<ArrayBuffer> = new Uint8Array(PDF)) =>
  new File([bytes], name, { type: "application/pdf" });

function form(changes: Record<string, string | null> = {}, file: File | null = pdf()): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...FIELDS, ...changes })) if (value !== null) data.append(name, value);
  if (file) data.append("schools_principal_consent", file);
  return data;
}

/** The form posted as the browser posts it: without JavaScript (a document post), or by Remix's fetch (`_data`). */
function postApplication(body: FormData, cookie: string, { javaScript = false } = {}): Request {
  const search = javaScript ? `?_data=${encodeURIComponent("routes/konto.zgloszenie-klubu")}` : "";
  return post(`${PAGE}${search}`, body, cookie);
}

async function certifiedTeacher() {
  const user = await createUser(t.db, { firstname: "Joanna", lastname: "Kamińska", city: "Kraków" });
  await giveCertificate(t.db, user.id);
  return { user, cookie: await logIn(user.email) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function loaderData(cookie: string): Promise<any> {
  return ((await clubRoute.loader(args(get(PAGE, cookie)))) as Response).json();
}

/** What the action answered: a redirect and its toast, or the form's errors and the values shown again. */
async function answer(response: unknown) {
  const answered = response as Response;
  if (answered.status === 302) {
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(answered) } }));
    return { status: 302, location: answered.headers.get("location"), toast };
  }
  const data = (await answered.json()) as { fieldErrors: Record<string, string>; repopulateFields: unknown };
  return { status: answered.status, fieldErrors: data.fieldErrors, values: data.repopulateFields };
}

/** The redirect back to the application's page, with its toast. */
const backToThePage = (type: "success" | "error", message: string) => ({
  status: 302,
  location: PAGE,
  toast: { type, message },
});

async function storedFor(userId: number) {
  return t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, userId));
}

describe("the club application screen", () => {
  it("offers a teacher with a certificate the empty form, with what the account knows filled in", async () => {
    const { user, cookie } = await certifiedTeacher();
    expect(await loaderData(cookie)).toEqual({
      view: "form",
      status: ClubEnrollmentStatus.empty,
      staffNote: "",
      submittedAt: null,
      savedFile: null,
      maxKb: 5120,
      restored: false,
      defaults: {
        user_first_name: "Joanna",
        user_last_name: "Kamińska",
        user_email: user.email,
        user_phone: "600 700 800",
        user_postal_code: "00-950",
        user_city: "Kraków",
      },
    });
  });

  it("tells a teacher without a certificate why there is no form", async () => {
    const user = await createUser(t.db);
    expect(await loaderData(await logIn(user.email))).toEqual({ view: "no-certificate" });
  });

  it("sends a new application with its file, then shows it read-only with PESEL and account masked", async () => {
    const { user, cookie } = await certifiedTeacher();
    expect(await answer(await clubRoute.action(args(postApplication(form(), cookie))))).toEqual(
      backToThePage("success", "Wysłano zgłoszenie klubu. Status: weryfikacja."),
    );

    const [stored] = await storedFor(user.id);
    expect(stored).toMatchObject({
      status: ClubEnrollmentStatus.verification,
      schoolName: FIELDS.school_name,
      userEmploymentForm: "umowa o pracę",
      userLimitedPeriodEndDate: "2026-08-31",
    });
    expect(decryptField(stored.userPeselEncrypted, t.config.dataEncryptionKey)).toBe(PESEL);
    expect(decryptField(stored.userBankAccountEncrypted, t.config.dataEncryptionKey)).toBe(ACCOUNT.replace(/\s/g, ""));
    const [file] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, user.id));
    expect(file).toMatchObject({ filename: "zgoda.pdf", contentType: "application/pdf" });
    expect(Buffer.from(file.data)).toEqual(PDF);

    const page = await loaderData(cookie);
    expect(page).toMatchObject({
      view: "summary",
      status: ClubEnrollmentStatus.verification,
      savedFile: { id: file.id, name: "zgoda.pdf", size: PDF.length },
    });
    const rows = page.sections.flatMap((section: { rows: unknown[] }) => section.rows);
    expect(rows).toContainEqual({ label: "PESEL", value: "3628", masked: true });
    expect(rows).toContainEqual({ label: "Numer rachunku bankowego", value: "2874", masked: true });
    expect(rows).toContainEqual({ label: "Okres umowy", value: "Na czas określony, do 31.08.2026" });
    // Neither number reaches the page in full, nor the form's values of a read-only application.
    const text = JSON.stringify(page);
    expect(text).not.toContain(PESEL);
    expect(text).not.toContain("1090101400000712");
    expect(page.defaults).toBeUndefined();
  });

  it("answers a form sent again after its answer was lost as the first time, storing it once", async () => {
    const { user, cookie } = await certifiedTeacher();
    const first = await answer(await clubRoute.action(args(postApplication(form(), cookie))));
    // The same form (its submission key, fields and file) again: the browser never saw the first answer.
    expect(await answer(await clubRoute.action(args(postApplication(form(), cookie))))).toEqual(first);
    expect(first.toast).toEqual({
      type: "success",
      message: "Wysłano zgłoszenie klubu. Status: weryfikacja.",
    });
    expect(await storedFor(user.id)).toHaveLength(1);
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, user.id))).toHaveLength(1);
  });

  it("refuses invalid fields at each field, keeps every typed value and stores nothing", async () => {
    const { user, cookie } = await certifiedTeacher();
    const refused = await answer(
      await clubRoute.action(
        args(
          postApplication(
            form({
              user_pesel: "02070803627",
              user_bank_account: "62 1090 1014 0000 0712 1981 2874",
              gdpr_accepted: null,
              user_limited_period_end_date: "",
              user_nfz_department: "",
            }),
            cookie,
            { javaScript: true },
          ),
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({
      user_pesel: "Wprowadź poprawny numer PESEL",
      user_bank_account: "Numer rachunku bankowego jest niepoprawny – sprawdź, czy nie ma w nim literówki",
      gdpr_accepted: "To pole jest wymagane",
      user_limited_period_end_date: "To pole jest wymagane",
      user_nfz_department: "To pole jest wymagane",
    });
    expect(refused.values).toMatchObject({
      school_name: FIELDS.school_name,
      user_pesel: "02070803627",
      user_bank_account: "62 1090 1014 0000 0712 1981 2874",
      terms_accepted: "on",
    });
    expect(refused.values).not.toHaveProperty("schools_principal_consent");
    expect(await storedFor(user.id)).toEqual([]);
  });

  it("says the chosen file must be chosen again when the page comes back without JavaScript", async () => {
    const { cookie } = await certifiedTeacher();
    const withoutJavaScript = await answer(
      await clubRoute.action(args(postApplication(form({ school_name: "" }), cookie, { javaScript: false }))),
    );
    expect(withoutJavaScript.fieldErrors).toEqual({
      school_name: "To pole jest wymagane",
      schools_principal_consent:
        "Wybierz plik ponownie: przeglądarka nie zachowuje wybranego pliku, gdy formularz wraca z błędami.",
    });
    // With JavaScript the file stays chosen in the form: nothing to say about it.
    const withJavaScript = await answer(
      await clubRoute.action(args(postApplication(form({ school_name: "" }), cookie, { javaScript: true }))),
    );
    expect(withJavaScript.fieldErrors).toEqual({ school_name: "To pole jest wymagane" });
  });

  it("refuses a file too big, of a wrong type or empty at its field, keeping everything else", async () => {
    const { user, cookie } = await certifiedTeacher();
    const big = new Uint8Array(appConfig.uploadMaxKb * 1024 + 1);
    big.set(PDF);
    const tooBig = await answer(await clubRoute.action(args(postApplication(form({}, pdf("skan.pdf", big)), cookie))));
    expect(tooBig.status).toBe(400);
    expect(tooBig.fieldErrors).toEqual({
      schools_principal_consent:
        "Plik „skan.pdf” ma 5,1 MB, a może mieć najwyżej 5 MB. Wybierz mniejszy plik, np. skan w niższej rozdzielczości.",
    });
    expect(tooBig.values).toMatchObject({ school_name: FIELDS.school_name, user_phone: "601 202 303" });

    const wrongType = await answer(
      await clubRoute.action(
        args(postApplication(form({}, new File(["zdjęcie"], "zgoda.heic", { type: "image/heic" })), cookie)),
      ),
    );
    expect(wrongType.fieldErrors).toEqual({
      schools_principal_consent: "Plik „zgoda.heic” ma niedozwolony format. Wybierz plik PDF, JPG, JPEG lub PNG.",
    });
    expect(wrongType.values).toMatchObject({ user_last_name: "Kamińska" });

    const empty = await answer(
      await clubRoute.action(args(postApplication(form({}, pdf("zgoda.pdf", new Uint8Array())), cookie))),
    );
    expect(empty.fieldErrors).toEqual({
      schools_principal_consent: "Plik „zgoda.pdf” jest pusty. Wybierz plik ze zgodą dyrektora szkoły.",
    });
    expect(await storedFor(user.id)).toEqual([]);
  });

  it("puts the API's refusal at its field: a file whose content is not what its name says", async () => {
    const { user, cookie } = await certifiedTeacher();
    for (const javaScript of [false, true]) {
      const fake = new File(["<html>"], "zgoda.pdf", { type: "application/pdf" });
      const refused = await answer(
        await clubRoute.action(args(postApplication(form({}, fake), cookie, { javaScript }))),
      );
      expect(refused.status).toBe(400);
      expect(refused.fieldErrors).toEqual({
        schools_principal_consent: "Zawartość pliku nie odpowiada formatowi PDF, JPG ani PNG.",
      });
      expect(refused.values).toMatchObject({ school_name: FIELDS.school_name });
    }
    expect(await storedFor(user.id)).toEqual([]);
  });

  it("is read-only while staff verify it: a post changes nothing and says why", async () => {
    const { user, cookie } = await certifiedTeacher();
    await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.verification);
    expect(
      await answer(await clubRoute.action(args(postApplication(form({ school_name: "Inna szkoła" }), cookie)))),
    ).toEqual(
      backToThePage("error", "Zgłoszenia nie można teraz zmienić: biuro programu już je rozpatruje lub rozpatrzyło."),
    );
    const [stored] = await storedFor(user.id);
    expect(stored.schoolName).toBe("Szkoła Podstawowa nr 12");
    expect(await loaderData(cookie)).toMatchObject({ view: "summary", status: ClubEnrollmentStatus.verification });
  });

  it("gives the form of an application sent back for correction PESEL and account in full, with the note", async () => {
    const { user, cookie } = await certifiedTeacher();
    const row = await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.correction);
    await t.db
      .update(clubEnrollments)
      .set({ staffNote: "Popraw adres szkoły: brakuje numeru budynku." })
      .where(eq(clubEnrollments.id, row.id));
    const page = await loaderData(cookie);
    expect(page).toMatchObject({
      view: "form",
      status: ClubEnrollmentStatus.correction,
      staffNote: "Popraw adres szkoły: brakuje numeru budynku.",
      savedFile: null,
    });
    expect(page.defaults).toMatchObject({
      school_name: "Szkoła Podstawowa nr 12",
      user_pesel: PESEL,
      user_bank_account: "61109010140000071219812874",
      user_nfz_department: "Mazowiecki Oddział Wojewódzki NFZ",
      terms_accepted: true,
      absence_in_krk_declaration: true,
    });
    expect(page.sections).toBeUndefined();
  });

  it("sends a corrected application back to verification, keeping the saved file when no new one is chosen", async () => {
    const { user, cookie } = await certifiedTeacher();
    await clubRoute.action(args(postApplication(form(), cookie)));
    await t.db
      .update(clubEnrollments)
      .set({ status: ClubEnrollmentStatus.correction, staffNote: "Popraw adres szkoły." })
      .where(eq(clubEnrollments.userId, user.id));
    const { savedFile } = await loaderData(cookie);

    const corrected = await answer(
      await clubRoute.action(
        args(postApplication(form({ school_address: "ul. Nowa", submission_key: null }, null), cookie)),
      ),
    );
    expect(corrected).toEqual(backToThePage("success", "Wysłano poprawione zgłoszenie. Status: weryfikacja."));
    const [stored] = await storedFor(user.id);
    expect(stored).toMatchObject({
      status: ClubEnrollmentStatus.verification,
      schoolAddress: "ul. Nowa",
      schoolsPrincipalConsentFileId: savedFile.id,
    });
  });

  it("keeps what was typed when the session had ended, for the same teacher after the login (never the file, the PESEL or the bank account)", async () => {
    const { user, cookie } = await certifiedTeacher();
    await endSessionsOf(t, user.id);
    const ended = await clubRoute
      .action(args(postApplication(form({ school_city: "Radom" }), cookie)))
      .catch((thrown) => thrown);
    expect(ended).toBeInstanceOf(Response);
    expect(ended.headers.get("location")).toBe("/logowanie?redirectTo=%2Fkonto%2Fzgloszenie-klubu");
    const kept = keptFormOf(ended);
    const signedIn = `${kept}; ${await logIn(user.email)}`;
    const page = await loaderData(signedIn);
    expect(page.restored).toBe(true);
    expect(page.defaults).toMatchObject({ school_city: "Radom", terms_accepted: "on" });
    for (const never of ["user_pesel", "user_bank_account", "schools_principal_consent", "submission_key"])
      expect(page.defaults).not.toHaveProperty(never);
    expect(JSON.stringify(page)).not.toContain("03628");

    // Another teacher on the same browser gets their own empty form, nothing of the first.
    const other = await certifiedTeacher();
    const theirs = await loaderData(`${kept}; ${other.cookie}`);
    expect(theirs.restored).toBe(false);
    expect(JSON.stringify(theirs)).not.toContain("Radom");
  });
});

describe("the download of the file sent", () => {
  async function teacherWithFile() {
    const { user, cookie } = await certifiedTeacher();
    await clubRoute.action(args(postApplication(form({}, pdf("zgoda dyrektora.pdf")), cookie)));
    const { savedFile } = await loaderData(cookie);
    return { user, cookie, id: savedFile.id as string };
  }

  const download = (id: string, cookie: string) =>
    downloadRoute.loader(args(get(`${PAGE}/plik/${id}`, cookie), { id })).catch((thrown: Response) => thrown);

  it("streams the API's file as an attachment, privately", async () => {
    const { cookie, id } = await teacherWithFile();
    const response = await download(id, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="zgoda dyrektora.pdf"; filename*=UTF-8''zgoda%20dyrektora.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
  });

  it("answers 404 to another teacher and to an id that is no file's", async () => {
    const { id } = await teacherWithFile();
    const other = await certifiedTeacher();
    for (const wrong of [id, "nie-plik", "0f8fad5b-d9cb-469f-a165-70867728950e"]) {
      const response = await download(wrong, other.cookie);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Nie znaleziono pliku.");
    }
  });

  it("sends a visitor without a session to the login page", async () => {
    const { id } = await teacherWithFile();
    const response = await download(id, "");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/logowanie?redirectTo=${encodeURIComponent(`${PAGE}/plik/${id}`)}`);
  });
});
