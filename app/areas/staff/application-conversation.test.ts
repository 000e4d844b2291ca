import { applicationConversation, type ApplicationDecision } from "./application-conversation";

const decision = (id: number, at: string, status: number, note: string, author = "biuro@example.pl") =>
  ({ id, at, author, status, note }) satisfies ApplicationDecision;
const resubmitted = (id: number, at: string, changes: unknown[]) => ({
  id,
  at,
  action: "club-application.resubmit",
  after: { changes },
});

describe("an application's conversation", () => {
  it("is the first sending alone before any decision", () => {
    expect(
      applicationConversation({ status: 0, firstSubmittedAt: "2026-03-01T08:00:00Z", decisions: [], history: [] }),
    ).toEqual([
      {
        key: "sent",
        at: "2026-03-01T08:00:00Z",
        kind: "sent",
        author: "",
        text: "Wpłynęło zgłoszenie.",
        note: "",
        current: false,
      },
    ]);
  });

  it("keeps every note in order, between the corrected sendings, and leaves the rest of the log out", () => {
    const entries = applicationConversation({
      status: 0,
      firstSubmittedAt: "2026-03-01T08:00:00Z",
      decisions: [
        decision(1, "2026-03-02T09:00:00Z", 3, "Brak numeru budynku."),
        decision(2, "2026-03-04T09:00:00Z", 3, "Zgoda jest nieczytelna."),
      ],
      history: [
        { id: 10, at: "2026-03-01T10:00:00Z", action: "club-application.reveal" },
        resubmitted(11, "2026-03-03T12:00:00Z", [{ field: "school_building_number", before: "5", after: "5a" }]),
        resubmitted(12, "2026-03-05T12:00:00Z", [{ field: "schools_principal_consent" }]),
      ],
    });
    expect(entries.map((entry) => [entry.kind, entry.author, entry.text, entry.note])).toEqual([
      ["sent", "", "Wpłynęło zgłoszenie.", ""],
      ["decision", "biuro@example.pl", "Decyzja: „do poprawy”.", "Brak numeru budynku."],
      ["resubmitted", "", "Wysłano poprawione zgłoszenie. Zmiany: Numer budynku (adres szkoły): „5” → „5a”.", ""],
      ["decision", "biuro@example.pl", "Decyzja: „do poprawy”.", "Zgoda jest nieczytelna."],
      ["resubmitted", "", "Wysłano poprawione zgłoszenie. Zmiany: Zgoda dyrektora szkoły: nowy plik.", ""],
    ]);
    // Sent again: no note is the one waiting for the teacher any more.
    expect(entries.some((entry) => entry.current)).toBe(false);
  });

  it("marks the latest note as the one the teacher reads while the application waits for a correction", () => {
    const entries = applicationConversation({
      status: 3,
      firstSubmittedAt: "2026-03-01T08:00:00Z",
      decisions: [
        decision(1, "2026-03-02T09:00:00Z", 2, "Czekamy na miejsce."),
        decision(2, "2026-03-04T09:00:00Z", 3, "Brak podpisu.", "console"),
      ],
      history: [],
    });
    expect(entries.map((entry) => [entry.author, entry.current])).toEqual([
      ["", false],
      ["biuro@example.pl", false],
      ["konsola serwera", true],
    ]);
  });

  it("names the office for a note kept from before decisions had authors", () => {
    const [, kept] = applicationConversation({
      status: 1,
      firstSubmittedAt: "2026-03-01T08:00:00Z",
      decisions: [decision(1, "2026-03-02T09:00:00Z", 1, "Umowa podpisana.", "")],
      history: [],
    });
    expect(kept).toMatchObject({
      author: "biuro programu",
      text: "Decyzja: „zaakceptowane”.",
      note: "Umowa podpisana.",
    });
  });
});
