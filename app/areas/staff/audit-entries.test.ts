import { auditSubjectPath, describeAuditEntry } from "./audit-entries";

const entry = (action: string, before: unknown, after: unknown, reason = "") => ({ action, reason, before, after });

describe("an audit entry in the office's words", () => {
  it("tells an application's decisions, reveals and contract date", () => {
    expect(
      describeAuditEntry(entry("club-application.status", { status: 0 }, { status: 3, note: "Popraw adres." })),
    ).toBe("Zmiana statusu z „weryfikacja” na „do poprawy”. Uwaga dla nauczyciela: Popraw adres.");
    expect(describeAuditEntry(entry("club-application.reveal", null, null, "Umowa"))).toBe(
      "Wgląd w PESEL i numer rachunku. Powód: Umowa",
    );
    expect(describeAuditEntry(entry("club-application.agreement", null, { agreementDateSigned: "2026-03-02" }))).toBe(
      "Zapisano datę podpisania umowy: 02.03.2026.",
    );
  });

  it("tells what a corrected application changed, and of a PESEL or the file only that they changed", () => {
    const changes = [
      { field: "school_city", before: "Radom", after: "Kielce" },
      { field: "user_second_name", before: "", after: "Maria" },
      { field: "user_pesel" },
      { field: "schools_principal_consent" },
    ];
    expect(describeAuditEntry(entry("club-application.resubmit", null, { changes }))).toBe(
      "Wysłano poprawione zgłoszenie. Zmiany: Miejscowość (adres szkoły): „Radom” → „Kielce”; " +
        "Drugie imię: – → „Maria”; PESEL: zmieniono; Zgoda dyrektora szkoły: nowy plik.",
    );
    expect(describeAuditEntry(entry("club-application.resubmit", null, { changes: [] }))).toBe(
      "Wysłano poprawione zgłoszenie. Bez zmian w polach.",
    );
  });

  it("tells certificates issued from a list and revoked", () => {
    expect(
      describeAuditEntry(entry("certificate.issue", null, { number: "SK/1", email: "a@b.pl", via: "import" })),
    ).toBe("Wydano certyfikat nr SK/1 dla a@b.pl (z listy szkolenia).");
    expect(describeAuditEntry(entry("certificate.revoke", { number: "SK/1", email: null }, null))).toBe(
      "Cofnięto certyfikat nr SK/1 (konto usunięte).",
    );
  });

  it("tells a teacher's deletions, office logins, wrong codes and the log's own export", () => {
    const item = { group: 1, datetime: "2026-03-12T14:30", topic: "Gry", place: "Sala", girls_count: 8 };
    expect(describeAuditEntry(entry("schedule-item.delete", item, null))).toBe(
      "Usunięto zajęcia grupy 1 zaplanowane na 12.03.2026, 14:30: Gry, Sala.",
    );
    const survey = { group: 2, ordinal_number: 3, examination_date: "2026-03-09" };
    expect(describeAuditEntry(entry("survey.delete", survey, null))).toBe(
      "Usunięto ankietę nr 3 z badania 09.03.2026 (grupa 2).",
    );
    expect(describeAuditEntry(entry("user.login", null, { how: "recovery-code", address: "10.0.0.7" }))).toBe(
      "Logowanie do biura (kod zapasowy) z adresu 10.0.0.7.",
    );
    expect(describeAuditEntry(entry("user.second-factor-failure", null, { address: null }))).toBe(
      "Błędny kod logowania do biura.",
    );
    expect(describeAuditEntry(entry("export.audit", null, { format: "csv", filters: {} }))).toBe(
      "Pobrano dziennik zdarzeń (CSV), cały.",
    );
    expect(
      describeAuditEntry(
        entry("export.audit", null, { format: "xlsx", filters: { about: "anna", from: "2026-03-01" } }),
      ),
    ).toBe("Pobrano dziennik zdarzeń (XLSX), filtry: kogo dotyczy „anna”, od „01.03.2026”.");
  });

  it("names only the season's dates that changed", () => {
    const before = {
      name: "Sezon 1",
      dateStart: "2026-09-01",
      dateEnd: "2027-06-25",
      surveysDateEnd: "2026-10-15",
    };
    const after = { ...before, surveysDateEnd: "2026-10-30" };
    expect(describeAuditEntry(entry("season.update", before, after))).toBe(
      "Zmieniono daty sezonu Sezon 1: ankiety do 15.10.2026 → 30.10.2026.",
    );
  });

  it("tells accounts disabled, enabled, created and sent a link", () => {
    const account = { email: "a@b.pl" };
    expect(describeAuditEntry(entry("user.disable", account, account))).toBe("Zablokowano konto a@b.pl.");
    expect(describeAuditEntry(entry("user.enable", account, account))).toBe("Odblokowano konto a@b.pl.");
    expect(describeAuditEntry(entry("user.create-staff", null, account))).toBe("Utworzono konto biura a@b.pl.");
    expect(describeAuditEntry(entry("user.password-link", null, account))).toBe(
      "Wysłano ponownie link do ustawienia pierwszego hasła na a@b.pl.",
    );
  });

  it("tells an authenticator set up, and removed from the console", () => {
    const account = { email: "biuro@b.pl" };
    expect(describeAuditEntry(entry("user.second-factor", null, account))).toBe(
      "Ustawiono aplikację uwierzytelniającą konta biuro@b.pl.",
    );
    expect(describeAuditEntry(entry("user.second-factor-reset", null, account))).toBe(
      "Usunięto aplikację uwierzytelniającą konta biuro@b.pl: przy następnym logowaniu ustawi nową.",
    );
  });

  it("tells the congress's cities and items: what changed, seats given from the waiting list, experts", () => {
    expect(
      describeAuditEntry(entry("event.create", null, { name: "Kongres Lublin", slug: "lublin", code: "LUB2026" })),
    ).toBe("Utworzono miasto kongresu Kongres Lublin (adres lublin, kod LUB2026).");
    const item = { name: "Warsztaty", signUpLimit: 20, place: "" };
    expect(
      describeAuditEntry(
        entry("agenda-item.update", item, { ...item, signUpLimit: 22, place: "Aula A", promoted: ["a@b.pl"] }),
      ),
    ).toBe(
      "Zmieniono punkt programu Warsztaty: miejsce – → Aula A, limit miejsc 20 → 22. Miejsca z listy oczekujących: a@b.pl.",
    );
    expect(
      describeAuditEntry(entry("agenda-item.experts", { experts: [] }, { experts: [{ name: "dr Ewa Zielińska" }] })),
    ).toBe("Eksperci punktu programu: dr Ewa Zielińska (było: brak).");
  });

  it("tells which export was downloaded, in which format and season", () => {
    expect(describeAuditEntry(entry("export.hours", null, { format: "xlsx", season: "Sezon 2026/2027" }))).toBe(
      "Pobrano zestawienie „godziny zajęć nauczycieli” (XLSX): Sezon 2026/2027.",
    );
  });

  it("shows an action it does not know by its name", () => {
    expect(describeAuditEntry(entry("event.archive", null, null))).toBe("event.archive");
  });

  it("links what the panel can show", () => {
    expect(auditSubjectPath("club-application", 7)).toBe("/biuro/zgloszenia/7");
    expect(auditSubjectPath("season", 2)).toBe("/biuro/sezony/2");
    expect(auditSubjectPath("survey", 9)).toBeNull();
  });
});
