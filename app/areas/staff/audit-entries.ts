// The audit log in the office's words: what an entry is about and what
// happened, from its action and its before and after. Pure: the log page and
// an application's history share it.
import camelcaseKeys from "camelcase-keys";

import { CLUB_FIELD_LABELS, PRINCIPAL_CONSENT } from "~/lib/contract/club";
import { CLUB_STATUS_NAMES, type SubmittedStatus } from "~/lib/contract/constants";
import type { AuditSubject } from "~/lib/contract/staff";
import type { ExportReport } from "~/lib/contract/staff-figures";
import { formatDate, formatWallClock } from "~/lib/dates";

export interface AuditEntryView {
  action: string;
  reason: string;
  before?: unknown;
  after?: unknown;
}

export const AUDIT_SUBJECT_NAMES: Record<AuditSubject, string> = {
  "club-application": "Zgłoszenia klubów",
  certificate: "Certyfikaty",
  season: "Sezony",
  event: "Miasta kongresu",
  "agenda-item": "Punkty programu kongresu",
  user: "Konta",
  survey: "Ankiety uczniów",
  "schedule-item": "Zajęcia w harmonogramach",
};

/** Every export's name in the log: a report added to the contract without one does not compile. */
const EXPORT_NAMES: Record<`export.${ExportReport}`, string> = {
  "export.clubs": "kluby i dane do umów",
  "export.hours": "godziny zajęć nauczycieli",
  "export.surveys": "ankiety z pseudonimami",
  "export.fitness": "sprawność uczniów",
};

const EVENT_FIELD_NAMES: Record<string, string> = {
  name: "nazwa",
  city: "miasto",
  slug: "adres",
  code: "kod rejestracji",
  dateStart: "pierwszy dzień",
  dateEnd: "ostatni dzień",
};

const ITEM_FIELD_NAMES: Record<string, string> = {
  name: "nazwa",
  part: "część",
  place: "miejsce",
  description: "opis",
  datetimeStart: "początek",
  datetimeEnd: "koniec",
  signUpLimit: "limit miejsc",
  signUpEnabled: "zapisy włączone",
  signUpDatetimeStart: "początek zapisów",
  signUpDatetimeEnd: "koniec zapisów",
};

/** "limit miejsc 20 → 30, miejsce – → Aula A": what changed between before and after, by the given names. */
function changedFields(before: unknown, after: unknown, names: Record<string, string>): string {
  const changes = Object.entries(names)
    .filter(([key]) => fieldOf(before, key) !== fieldOf(after, key))
    .map(([key, name]) => `${name} ${fieldOf(before, key) || "–"} → ${fieldOf(after, key) || "–"}`);
  return changes.length > 0 ? changes.join(", ") : "bez zmian";
}

/** "Zmiany: Miejscowość (adres szkoły): „Radom” → „Kielce”; PESEL: zmieniono." */
export function resubmittedChanges(after: unknown): string {
  const changes = (after as { changes?: { field: string; before?: unknown; after?: unknown }[] } | null)?.changes ?? [];
  if (changes.length === 0) return "Bez zmian w polach.";
  const shown = (value: unknown) =>
    value === true ? "tak" : value === false ? "nie" : value === null || value === "" ? "–" : `„${String(value)}”`;
  const described = changes.map((change) => {
    const name = CLUB_FIELD_LABELS[change.field as keyof typeof CLUB_FIELD_LABELS] ?? change.field;
    if ("before" in change) return `${name}: ${shown(change.before)} → ${shown(change.after)}`;
    return change.field === PRINCIPAL_CONSENT ? `${name}: nowy plik` : `${name}: zmieniono`;
  });
  return `Zmiany: ${described.join("; ")}.`;
}

/** A corrected application sent again, said without a gendered verb. */
export const RESUBMITTED = "Wysłano poprawione zgłoszenie.";

function expertNames(record: unknown): string {
  const list = (record as { experts?: { name: string }[] } | null)?.experts ?? [];
  return list.map((expert) => expert.name).join(", ");
}

/** A record as it was, under camelCase keys: the contract does not name a snapshot's keys, so fromWire keeps them. */
function snapshot(record: unknown): unknown {
  return typeof record === "object" && record !== null && !Array.isArray(record)
    ? camelcaseKeys(record as Record<string, unknown>, { deep: true })
    : record;
}

const statusOf = (record: unknown) => {
  const status = (record as { status?: unknown } | null)?.status;
  return CLUB_STATUS_NAMES[status as SubmittedStatus] ?? String(status);
};
const fieldOf = (record: unknown, name: string): string | undefined => {
  const value = (record as Record<string, unknown> | null)?.[name];
  return value === undefined || value === null ? undefined : String(value);
};
const dayOf = (record: unknown, name: string) => {
  const day = fieldOf(record, name);
  return day ? formatDate(day) : "–";
};

const LOGIN_WAYS: Record<string, string> = { app: "kod z aplikacji", "recovery-code": "kod zapasowy" };

const addressOf = (record: unknown) => (fieldOf(record, "address") ? ` z adresu ${fieldOf(record, "address")}` : "");

const wallClockOf = (record: unknown) => {
  const datetime = fieldOf(record, "datetime");
  return datetime ? formatWallClock(datetime) : "–";
};

const AUDIT_FILTER_NAMES: Record<string, string> = {
  subject: "czego dotyczy",
  actor: "kto",
  about: "kogo dotyczy",
  from: "od",
  to: "do",
};

function auditFiltersOf(record: unknown): string {
  const filters = Object.entries((record as { filters?: Record<string, string> } | null)?.filters ?? {});
  if (filters.length === 0) return ", cały";
  return `, filtry: ${filters.map(([name, value]) => `${AUDIT_FILTER_NAMES[name] ?? name} „${name === "from" || name === "to" ? formatDate(value) : value}”`).join(", ")}`;
}

/** One sentence for an entry; an action this list does not know is shown by its name. */
export function describeAuditEntry(entry: AuditEntryView): string {
  const [before, after] = [snapshot(entry.before), snapshot(entry.after)];
  switch (entry.action) {
    case "club-application.reveal":
      return `Wgląd w PESEL i numer rachunku. Powód: ${entry.reason}`;
    case "club-application.status": {
      const note = fieldOf(after, "note") ? ` Uwaga dla nauczyciela: ${fieldOf(after, "note")}` : "";
      return `Zmiana statusu z „${statusOf(before)}” na „${statusOf(after)}”.${note}`;
    }
    case "club-application.resubmit":
      return `${RESUBMITTED} ${resubmittedChanges(after)}`;
    case "club-application.agreement":
      return `Zapisano datę podpisania umowy: ${dayOf(after, "agreementDateSigned")}.`;
    case "certificate.issue":
      return `Wydano certyfikat nr ${fieldOf(after, "number")} dla ${fieldOf(after, "email")}${fieldOf(after, "via") === "import" ? " (z listy szkolenia)" : ""}.`;
    case "certificate.revoke":
      return `Cofnięto certyfikat nr ${fieldOf(before, "number")} (${fieldOf(before, "email") ?? "konto usunięte"}).`;
    case "season.create":
      return `Utworzono sezon ${fieldOf(after, "name")}: ${dayOf(after, "dateStart")} – ${dayOf(after, "dateEnd")}${fieldOf(after, "isCurrent") === "true" ? ", bieżący" : ""}.`;
    case "season.update":
      return `Zmieniono daty sezonu ${fieldOf(after, "name")}: ${seasonChanges(before, after)}.`;
    case "season.current":
      return "Ustawiono sezon jako bieżący.";
    case "user.create-staff":
      return `Utworzono konto biura ${fieldOf(after, "email")}.`;
    case "user.password-link":
      return `Wysłano ponownie link do ustawienia pierwszego hasła na ${fieldOf(after, "email")}.`;
    case "user.disable":
      return `Zablokowano konto ${fieldOf(after, "email")}.`;
    case "user.enable":
      return `Odblokowano konto ${fieldOf(after, "email")}.`;
    case "export.clubs":
    case "export.hours":
    case "export.surveys":
    case "export.fitness":
      return `Pobrano zestawienie „${EXPORT_NAMES[entry.action]}” (${fieldOf(after, "format")?.toUpperCase()}): ${fieldOf(after, "season")}.`;
    case "user.second-factor":
      return `Ustawiono aplikację uwierzytelniającą konta ${fieldOf(after, "email")}.`;
    case "user.second-factor-reset":
      return `Usunięto aplikację uwierzytelniającą konta ${fieldOf(after, "email")}: przy następnym logowaniu ustawi nową.`;
    case "event.create":
      return `Utworzono miasto kongresu ${fieldOf(after, "name")} (adres ${fieldOf(after, "slug")}, kod ${fieldOf(after, "code")}).`;
    case "event.update":
      return `Zmieniono miasto kongresu ${fieldOf(after, "name")}: ${changedFields(before, after, EVENT_FIELD_NAMES)}.`;
    case "agenda-item.create":
      return `Dodano punkt programu ${fieldOf(after, "name")}.`;
    case "agenda-item.update": {
      const promoted = (after as { promoted?: string[] } | null)?.promoted ?? [];
      const seats = promoted.length > 0 ? ` Miejsca z listy oczekujących: ${promoted.join(", ")}.` : "";
      return `Zmieniono punkt programu ${fieldOf(after, "name")}: ${changedFields(before, after, ITEM_FIELD_NAMES)}.${seats}`;
    }
    case "agenda-item.experts":
      return `Eksperci punktu programu: ${expertNames(after) || "brak"} (było: ${expertNames(before) || "brak"}).`;
    case "agenda-item.export":
      return `Pobrano listę uczestników punktu ${fieldOf(after, "name")} (${fieldOf(after, "format")?.toUpperCase()}).`;
    case "survey.read":
      return `Odczyt ankiety ucznia z serwera. Powód: ${entry.reason}`;
    case "survey.delete":
      return `Usunięto ankietę nr ${fieldOf(before, "ordinalNumber")} z badania ${dayOf(before, "examinationDate")} (grupa ${fieldOf(before, "group")}).`;
    case "schedule-item.delete":
      return `Usunięto zajęcia grupy ${fieldOf(before, "group")} zaplanowane na ${wallClockOf(before)}: ${fieldOf(before, "topic")}, ${fieldOf(before, "place")}.`;
    case "user.login":
      return `Logowanie do biura (${LOGIN_WAYS[fieldOf(after, "how") ?? ""] ?? "kod"})${addressOf(after)}.`;
    case "user.second-factor-failure":
      return `Błędny kod logowania do biura${addressOf(after)}.`;
    case "export.audit":
      return `Pobrano dziennik zdarzeń (${fieldOf(after, "format")?.toUpperCase()})${auditFiltersOf(after)}.`;
    default:
      return entry.action;
  }
}

const SEASON_DATE_NAMES: Record<string, string> = {
  dateStart: "początek",
  dateEnd: "koniec",
  scheduleMaxDate: "planowanie do",
  surveysDateStart: "ankiety od",
  surveysDateEnd: "ankiety do",
};

function seasonChanges(before: unknown, after: unknown): string {
  const changed = Object.entries(SEASON_DATE_NAMES)
    .filter(([field]) => fieldOf(before, field) !== fieldOf(after, field))
    .map(([field, name]) => `${name} ${dayOf(before, field)} → ${dayOf(after, field)}`);
  if (fieldOf(before, "name") !== fieldOf(after, "name")) changed.unshift(`nazwa „${fieldOf(before, "name")}”`);
  return changed.length > 0 ? changed.join(", ") : "bez zmian";
}

/** Where the office reads what an entry is about, when the panel shows it. */
export function auditSubjectPath(subjectType: string, subjectId: number): string | null {
  if (subjectType === "club-application") return `/biuro/zgloszenia/${subjectId}`;
  if (subjectType === "season") return `/biuro/sezony/${subjectId}`;
  if (subjectType === "event") return `/biuro/kongres/${subjectId}`;
  if (subjectType === "agenda-item") return `/biuro/punkty/${subjectId}`;
  return null;
}
