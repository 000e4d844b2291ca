import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import { printAgendaItemCreated, printClubEnrollments, printClubStatusChange, printSeasonCreated } from "./print";

describe("admin output", () => {
  it("prints applications one a line, or says there are none", () => {
    expect(printClubEnrollments([])).toBe("Brak zgłoszeń.");
    expect(
      printClubEnrollments([
        {
          id: 7,
          status: ClubEnrollmentStatus.correction,
          school: "SP 12",
          city: "Warszawa",
          email: "anna@szkola.edu.pl",
          submittedAt: new Date("2026-03-01T10:15:00Z"),
          note: "Brak zgody",
        },
      ]),
    ).toBe("7\t2026-03-01T10:15\t3 (do poprawy)\tanna@szkola.edu.pl\tSP 12, Warszawa\tuwaga: Brak zgody");
  });

  it("names statuses and keeps the ids scripts read", () => {
    expect(
      printClubStatusChange({
        email: "anna@szkola.edu.pl",
        from: ClubEnrollmentStatus.verification,
        to: ClubEnrollmentStatus.accepted,
        note: "",
      }),
    ).toBe("anna@szkola.edu.pl: w weryfikacji → zaakceptowane");
    expect(printAgendaItemCreated({ id: 12, eventSlug: "krakow" })).toBe("Utworzono punkt programu 12 w /krakow");
    expect(printSeasonCreated({ id: 3, name: "Sezon 2", isCurrent: true })).toBe(
      "Utworzono sezon 3 „Sezon 2” (bieżący)",
    );
  });
});
