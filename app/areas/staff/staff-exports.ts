// The office's exports as /biuro/liczby offers them: their Polish paths
// (/biuro/eksport/godziny) and what each file holds.
import type { ExportReport } from "~/lib/contract/staff-figures";

export interface StaffExport {
  path: string;
  report: ExportReport;
  title: string;
  description: string;
}

export const STAFF_EXPORTS: readonly StaffExport[] = [
  {
    path: "godziny",
    report: "hours",
    title: "Godziny zajęć nauczycieli",
    description:
      "Dla płac: każdy nauczyciel w każdym miesiącu sezonu (zera, gdy nie miał zajęć): godziny zajęć, które się odbyły (nieodwołanych i już zakończonych), liczone z czasu trwania każdych zajęć, oraz liczba zajęć odwołanych i zaplanowanych.",
  },
  {
    path: "kluby",
    report: "clubs",
    title: "Kluby i dane do umów",
    description:
      "Wszystkie zgłoszenia w kolejności wpływu: status, szkoła, dane nauczyciela do umowy, liczba grup w sezonie i data podpisania umowy. Bez numeru PESEL i numeru rachunku: te biuro odczytuje pojedynczo, z podaniem powodu.",
  },
  {
    path: "ankiety",
    report: "surveys",
    title: "Ankiety z pseudonimami",
    description:
      "Dla badaczy: wyniki ankiet sezonu bez imion, nazwisk i dat urodzenia. Każdy uczeń ma stały pseudonim, wspólny dla wszystkich jego ankiet w grupie; wiek podajemy w miesiącach. Bez informacji o niepełnosprawności.",
  },
  {
    path: "sprawnosc",
    report: "fitness",
    title: "Sprawność uczniów",
    description:
      "Dla badaczy i sprawozdań: każdy klub, każde województwo i cały program, osobno dziewczęta i chłopcy: średnie wyników w pierwszym i ostatnim badaniu, zmiana u uczniów zbadanych oba razy (lepiej, bez zmian, gorzej) i kategorie BMI według WHO. Bez żadnych danych uczniów.",
  },
];

export function exportAt(path: string | undefined): StaffExport | undefined {
  return STAFF_EXPORTS.find((known) => known.path === path);
}
