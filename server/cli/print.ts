import type { EventRow } from "../db/events";
import type { SeasonRow } from "../db/season";
import { CLUB_ENROLLMENT_STATUS_NAMES } from "../domain/club-enrollment";
import type {
  AgendaItemCreated,
  AgendaLimitSet,
  AgreementSigned,
  CertificateIssued,
  ClubEnrollmentSummary,
  ClubStatusChange,
  StaffAccount,
  SurveyRead,
} from "./admin-commands";

export function printClubEnrollments(rows: ClubEnrollmentSummary[]): string {
  if (rows.length === 0) return "Brak zgłoszeń.";
  return rows
    .map(
      (row) =>
        `${row.id}\t${row.submittedAt.toISOString().slice(0, 16)}\t${row.status} (${CLUB_ENROLLMENT_STATUS_NAMES[row.status]})\t${row.email}\t${row.school}, ${row.city}${row.note ? `\tuwaga: ${row.note}` : ""}`,
    )
    .join("\n");
}

export function printClubStatusChange(change: ClubStatusChange): string {
  return `${change.email}: ${CLUB_ENROLLMENT_STATUS_NAMES[change.from]} → ${CLUB_ENROLLMENT_STATUS_NAMES[change.to]}`;
}

export function printAgreementSigned(signed: AgreementSigned): string {
  return `${signed.email}: umowa podpisana ${signed.date}`;
}

export function printCertificateIssued(certificate: CertificateIssued): string {
  return `${certificate.email}: wydano certyfikat ${certificate.number}`;
}

export function printEventCreated(event: Pick<EventRow, "slug">): string {
  return `Utworzono wydarzenie /${event.slug}`;
}

export function printAgendaLimitSet(result: AgendaLimitSet): string {
  const limit = result.limit === null ? "bez limitu" : `limit ${result.limit}`;
  const promoted = result.promoted.length ? `; z listy oczekujących zapisano: ${result.promoted.join(", ")}` : "";
  return `Punkt programu ${result.id}: ${limit}${promoted}`;
}

export function printAgendaItemCreated(item: AgendaItemCreated): string {
  return `Utworzono punkt programu ${item.id} w /${item.eventSlug}`;
}

export function printSeasonCreated(season: Pick<SeasonRow, "id" | "name" | "isCurrent">): string {
  return `Utworzono sezon ${season.id} „${season.name}”${season.isCurrent ? " (bieżący)" : ""}`;
}

export function printStaffAccount(account: StaffAccount): string {
  return `Konto pracownika ${account.email} gotowe; link do ustawienia hasła wysłano e-mailem.`;
}

const omittedOr = (value: number | null, unit: string) => (value === null ? "pominięto" : `${value} ${unit}`);

export function printSurvey(survey: SurveyRead): string {
  return [
    `Ankieta ${survey.id} (grupa ${survey.groupId}, nr ${survey.ordinalNumber}) — wgląd zapisano w dzienniku`,
    `  ${survey.firstName} ${survey.lastName}, ${survey.sex === "K" ? "dziewczynka" : "chłopiec"}, ur. ${survey.birthdate}`,
    `  badanie ${survey.examinationDate}, szkoła ${survey.schoolType}, klasa ${survey.classNumber}`,
    `  masa ciała ${omittedOr(survey.bodyWeight, "kg")}, wzrost ${omittedOr(survey.bodyHeight, "cm")}, talia ${omittedOr(survey.waist, "cm")}`,
    `  beep test ${omittedOr(survey.beepTest, "odc.")}, bieg 10×5 m ${omittedOr(survey.run, "s")}, zwis ${omittedOr(survey.stickOverhang, "s")}, deska ${omittedOr(survey.plank, "s")}`,
    `  orzeczenie o niepełnosprawności: ${survey.hasDisabilityCertificate ? `tak (${survey.typeOfDisability})` : "nie"}`,
  ].join("\n");
}

export function printDataKeyRotated(counts: Record<string, number>): string {
  return [
    "Zaszyfrowano ponownie nowym kluczem:",
    ...Object.entries(counts).map(([column, count]) => `  ${column}: ${count}`),
    "Teraz ustaw DATA_ENCRYPTION_KEY na nowy klucz na każdej instancji i dopiero wtedy je uruchom.",
    "Kody uczniów w nowych eksportach dla badaczy będą inne niż w dotychczasowych.",
  ].join("\n");
}
