import { certificatesSummary, decisionsSummary, selectedIds, summaryToast } from "./bulk-summary";

const decided = (id: number) => ({ id, arrival: id, outcome: "decided", reason: "" });
const refused = (id: number, arrival: number | null = id) => ({
  id,
  arrival,
  outcome: "refused",
  reason: "Nie można zmienić statusu z „zaakceptowane” na „zaakceptowane”.",
});

describe("the summary of a bulk decision", () => {
  it("counts in Polish and names each skipped application by its number, with why", () => {
    expect(decisionsSummary(1, [decided(1), decided(2), decided(3), refused(12)])).toBe(
      "Zaakceptowano 3 zgłoszenia; 1 pominięto: Nr 12 – Nie można zmienić statusu z „zaakceptowane” na „zaakceptowane”.",
    );
    expect(decisionsSummary(3, [decided(1)])).toBe("Zwrócono do poprawy 1 zgłoszenie.");
    expect(decisionsSummary(1, [refused(7, null)])).toMatch(/^Zaakceptowano 0 zgłoszeń; 1 pominięto: Zgłoszenie 7 – /);
  });

  it("groups the skipped by why, naming at most ten for one reason and counting the rest", () => {
    const others = (id: number) => ({ ...refused(id), reason: "Nie znaleziono zgłoszenia." });
    const results = [decided(20), ...Array.from({ length: 12 }, (_, index) => refused(index + 1)), others(30)];
    expect(decisionsSummary(1, results)).toBe(
      "Zaakceptowano 1 zgłoszenie; 13 pominięto: Nr 1, Nr 2, Nr 3, Nr 4, Nr 5, Nr 6, Nr 7, Nr 8, Nr 9, Nr 10 i jeszcze 2 – " +
        "Nie można zmienić statusu z „zaakceptowane” na „zaakceptowane”. Nr 30 – Nie znaleziono zgłoszenia.",
    );
  });

  it("is a success only when nothing was skipped", () => {
    expect(summaryToast("x", [decided(1)])).toEqual({ success: "x" });
    expect(summaryToast("x", [decided(1), refused(2)])).toEqual({ error: "x" });
  });
});

describe("the summary of certificates for a selection", () => {
  it("names each skipped teacher by e-mail", () => {
    const results = [
      { id: 1, email: "a@example.pl", outcome: "issued", reason: "" },
      { id: 2, email: "b@example.pl", outcome: "issued", reason: "" },
      { id: 3, email: "c@example.pl", outcome: "refused", reason: "Ma już certyfikat." },
    ];
    expect(certificatesSummary(results)).toBe("Wydano 2 certyfikaty; 1 pominięto: c@example.pl – Ma już certyfikat.");
    expect(certificatesSummary(results.slice(0, 1))).toBe("Wydano 1 certyfikat.");
  });
});

describe("the selected ids", () => {
  it("keeps each checked id once and drops anything else", () => {
    const form = new FormData();
    for (const value of ["3", "1", "3", "x", "-2", "1.5", ""]) form.append("zaznaczone", value);
    expect(selectedIds(form)).toEqual([3, 1]);
  });
});
