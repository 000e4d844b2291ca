// The programme office's calls (issue 15), under /pl/api/staff/, refused to any other account.
import { z } from "zod";

import { formatDate } from "../dates";
import { email, isoDate, maxLength, required, wholeNumber } from "../validation";
import { clubEnrollmentRecord } from "./club";
import { nameSearchQuery, pagedResponse } from "./common";
import { ClubEnrollmentStatus } from "./constants";
import { operation } from "./operation";
import { staffCongressOperations } from "./staff-congress";
import { EXPORT_FORMATS, staffFiguresOperations } from "./staff-figures";
import { staffPeopleOperations } from "./staff-people";
import { staffSeasonOperations } from "./staff-seasons";

export const STAFF_PAGE_SIZE = 25;

/** The orders an office's list offers: the first is its default. */
export const APPLICATION_ORDERS = ["arrival", "-arrival", "school", "teacher"] as const;
export const NAME_ORDERS = ["name", "-name"] as const;

export const PAGING_MESSAGES = {
  page: "Podaj numer strony od 1.",
  order: "Wybierz kolejność z listy.",
} as const;

const applicationSummary = z.object({
  id: z.number().int(),
  /** Places are granted in this order, 1 first. */
  arrival: z.number().int(),
  /** When the teacher first sent it: its place in the order of arrival dates from then. */
  first_submitted_at: z.string().describe("ISO 8601"),
  /** When the teacher last sent it: the first time, or the latest correction. */
  submitted_at: z.string().describe("ISO 8601"),
  /** When the latest correction was sent; null for an application sent once. */
  corrected_at: z.string().nullable().describe("ISO 8601"),
  status: z.number().int(),
  school_name: z.string(),
  school_city: z.string(),
  school_voivodeship: z.string(),
  teacher: z.string(),
  email: z.string(),
});

export const staffApplicationsResponse = pagedResponse(applicationSummary);

export const auditEntryResponse = z.object({
  id: z.number().int(),
  at: z.string().describe("ISO 8601"),
  actor: z.string(),
  action: z.string(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const AUDIT_SUBJECTS = [
  "club-application",
  "certificate",
  "season",
  "event",
  "agenda-item",
  "user",
  "survey",
  "schedule-item",
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const AUDIT_FILTER_MESSAGES = {
  subject: "Wybierz rodzaj wpisu z listy.",
  tooLong: "Wpisz najwyżej 100 znaków.",
  date: "Podaj datę w formacie RRRR-MM-DD.",
  range: "Data końcowa nie może być wcześniejsza niż początkowa.",
} as const;

const auditFilters = {
  subject: { description: `Czego dotyczy wpis: ${AUDIT_SUBJECTS.join(", ")}`, type: "string" },
  actor: { description: "Część adresu e-mail osoby, która działała (albo console)", type: "string" },
  about: {
    description:
      "Część adresu e-mail osoby, której wpis dotyczy: jej konto, zgłoszenie klubu, ankiety jej uczniów albo wpis, który ją wymienia",
    type: "string",
  },
  from: { description: "Od dnia (RRRR-MM-DD, czas polski)", type: "string" },
  to: { description: "Do dnia włącznie (RRRR-MM-DD, czas polski)", type: "string" },
} as const;

export const staffAuditResponse = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(
    auditEntryResponse.extend({
      subject_type: z.string(),
      subject_id: z.number().int(),
    }),
  ),
});

/** One of the office's decisions on an application, with its note for the teacher (empty when none). */
export const applicationDecisionResponse = z.object({
  id: z.number().int(),
  at: z.string().describe("ISO 8601"),
  /** The staff account's e-mail, "console", or empty for a note kept from before decisions were recorded. */
  author: z.string(),
  status: z.number().int(),
  note: z.string(),
});

export const staffApplicationResponse = z.object({
  application: clubEnrollmentRecord,
  arrival: z.number().int(),
  first_submitted_at: z.string(),
  submitted_at: z.string(),
  corrected_at: z.string().nullable(),
  /** Every decision, oldest first; the application's staff_note is the latest one's note. */
  decisions: z.array(applicationDecisionResponse),
  teacher: z.object({ id: z.number().int(), email: z.string(), name: z.string(), phone: z.string() }),
  agreement_date_signed: z.string().nullable(),
  /** SPEC §4, DOMAIN.md. */
  next_statuses: z.array(z.number().int()),
  history: z.array(auditEntryResponse),
});

/** Written to the audit log. */
export const revealBody = z.object({ reason: required.pipe(maxLength(300)) });
export const revealResponse = z.object({ user_pesel: z.string(), user_bank_account: z.string() });

/** Why the office opens a pupil's survey (the console's `survey`); written to the audit log. */
export const surveyReadBody = z.object({ reason: required.pipe(maxLength(300)) });

export const STAFF_NOTE_MAX_LENGTH = 2000;
export const statusChangeBody = z.object({
  status: wholeNumber(ClubEnrollmentStatus.verification, ClubEnrollmentStatus.terminated),
  note: z.string().trim().max(STAFF_NOTE_MAX_LENGTH).optional().default(""),
});

export const agreementBody = z.object({ date: isoDate });
export const agreementBeforeArrival = (arrived: string) =>
  `Umowę podpisuje się po wpłynięciu zgłoszenia: podaj datę ${formatDate(arrived)} lub późniejszą.`;

const certificateResponse = z.object({ id: z.number().int(), number: z.string(), issued_at: z.string() });

export const staffTeachersResponse = pagedResponse(
  z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    certificates: z.array(certificateResponse),
  }),
);

export const issueCertificateBody = z.object({ number: required.pipe(maxLength(40)) });

/** A training's whole list, never a whole database. */
export const CERTIFICATE_IMPORT_MAX = 2000;
export const certificateImportBody = z.object({
  emails: z
    .array(email.pipe(maxLength(254)))
    .min(1)
    .max(CERTIFICATE_IMPORT_MAX),
});
export const certificateImportResponse = z.object({
  issued: z.array(z.string()),
  already: z.array(z.string()),
  unknown: z.array(z.string()),
});

/** A bulk action's selection: one page of a list at most. */
export const BULK_MAX = 100;
export const BULK_MESSAGES = {
  none: "Zaznacz co najmniej jedną pozycję.",
  tooMany: `Zaznacz najwyżej ${BULK_MAX} pozycji naraz.`,
  status: "Wybierz: zaakceptuj albo zwróć do poprawy.",
} as const;
const bulkIds = z.array(z.number().int().positive()).min(1, BULK_MESSAGES.none).max(BULK_MAX, BULK_MESSAGES.tooMany);

/** The same decision on each application: each is decided alone, audited and mailed, or refused with why. */
export const bulkDecisionBody = z.object({
  ids: bulkIds,
  status: z
    .number()
    .int()
    .refine((status) => status === ClubEnrollmentStatus.accepted || status === ClubEnrollmentStatus.correction, {
      message: BULK_MESSAGES.status,
    }),
  note: z.string().trim().max(STAFF_NOTE_MAX_LENGTH).optional().default(""),
});
export const bulkDecisionResponse = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      /** The application's place in the order of arrival; null for one not found. */
      arrival: z.number().int().nullable(),
      outcome: z.enum(["decided", "refused"]),
      /** Why it was refused; empty when decided. */
      reason: z.string(),
    }),
  ),
});

export const bulkCertificatesBody = z.object({ teachers: bulkIds });
export const bulkCertificatesResponse = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      /** The teacher's e-mail; null for an account not found. */
      email: z.string().nullable(),
      outcome: z.enum(["issued", "refused"]),
      /** The issued certificate's number; null when refused. */
      number: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});

export const staffOperations = {
  applications: operation({
    method: "GET",
    path: "/pl/api/staff/club-applications/",
    summary: "Zgłoszenia klubów w kolejności wpływu, z filtrami i stronami",
    tag: "staff",
    auth: "staff",
    query: {
      status: { description: "Status 0–4", type: "string" },
      voivodeship: { description: "Województwo szkoły", type: "string" },
      q: {
        description:
          "Szukaj w nazwie szkoły, miejscowości, ulicy, kodzie pocztowym, nazwisku, e-mailu lub telefonie nauczyciela albo po jego numerze PESEL (całym albo 4 lub 5 ostatnich cyfrach)",
        type: "string",
      },
      page: "Strona (od 1)",
      sort: { description: `Kolejność: ${APPLICATION_ORDERS.join(", ")} (domyślnie arrival)`, type: "string" },
    },
    status: 200,
    response: staffApplicationsResponse,
    errors: [400, 401],
  }),
  application: operation({
    method: "GET",
    path: "/pl/api/staff/club-applications/{id}/",
    summary: "Jedno zgłoszenie z każdym polem (PESEL i rachunek zamaskowane) i jego historią",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: staffApplicationResponse,
    errors: [401, 404],
  }),
  reveal: operation({
    method: "POST",
    path: "/pl/api/staff/club-applications/{id}/reveal/",
    summary: "PESEL i rachunek w całości – z podanym powodem, zapisanym w dzienniku",
    tag: "staff",
    auth: "staff",
    body: revealBody,
    status: 200,
    response: revealResponse,
    errors: [400, 401, 404],
  }),
  changeStatus: operation({
    method: "POST",
    path: "/pl/api/staff/club-applications/{id}/status/",
    summary: "Decyzja o zgłoszeniu: tylko przejścia dozwolone z bieżącego statusu; do poprawy – z uwagą i e-mailem",
    tag: "staff",
    auth: "staff",
    body: statusChangeBody,
    status: 200,
    response: staffApplicationResponse,
    errors: [400, 401, 404, 409],
  }),
  decideApplications: operation({
    method: "POST",
    path: "/pl/api/staff/club-applications/decisions/",
    summary: `Ta sama decyzja (akceptacja albo zwrot do poprawy z jedną uwagą) dla najwyżej ${BULK_MAX} zgłoszeń: każda osobno, z e-mailem i wpisem w dzienniku; odpowiedź mówi, co stało się z każdym`,
    tag: "staff",
    auth: "staff",
    body: bulkDecisionBody,
    status: 200,
    response: bulkDecisionResponse,
    errors: [400, 401],
  }),
  teachers: operation({
    method: "GET",
    path: "/pl/api/staff/teachers/",
    summary:
      "Nauczyciele po imieniu, nazwisku, e-mailu, telefonie, kodzie pocztowym lub numerze PESEL (całym albo 4 lub 5 ostatnich cyfrach), stronami, z certyfikatami",
    tag: "staff",
    auth: "staff",
    query: nameSearchQuery,
    status: 200,
    response: staffTeachersResponse,
    errors: [400, 401],
  }),
  issueCertificate: operation({
    method: "POST",
    path: "/pl/api/staff/teachers/{id}/certificates/",
    summary: "Wydanie certyfikatu ukończenia szkolenia (numer niepowtarzalny)",
    tag: "staff",
    auth: "staff",
    body: issueCertificateBody,
    status: 201,
    response: certificateResponse,
    errors: [400, 401, 404],
  }),
  revokeCertificate: operation({
    method: "DELETE",
    path: "/pl/api/staff/certificates/{id}/",
    summary: "Cofnięcie certyfikatu",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: certificateResponse,
    errors: [401, 404],
  }),
  importCertificates: operation({
    method: "POST",
    path: "/pl/api/staff/certificates/import/",
    summary: "Certyfikaty dla listy e-maili przeszkolonych nauczycieli: raport wydanych, już posiadanych i nieznanych",
    tag: "staff",
    auth: "staff",
    body: certificateImportBody,
    status: 200,
    response: certificateImportResponse,
    errors: [400, 401],
  }),
  issueCertificates: operation({
    method: "POST",
    path: "/pl/api/staff/certificates/selection/",
    summary: `Certyfikaty z kolejnymi numerami dla najwyżej ${BULK_MAX} zaznaczonych nauczycieli: każdy osobno, z e-mailem i wpisem w dzienniku; odpowiedź mówi, co stało się z każdym`,
    tag: "staff",
    auth: "staff",
    body: bulkCertificatesBody,
    status: 200,
    response: bulkCertificatesResponse,
    errors: [400, 401],
  }),
  recordAgreement: operation({
    method: "POST",
    path: "/pl/api/staff/club-applications/{id}/agreement/",
    summary: "Data podpisania umowy z nauczycielem (zgłoszenie zaakceptowane; nie z przyszłości)",
    tag: "staff",
    auth: "staff",
    body: agreementBody,
    status: 200,
    response: staffApplicationResponse,
    errors: [400, 401, 404],
  }),
  ...staffSeasonOperations,
  ...staffPeopleOperations,
  ...staffFiguresOperations,
  ...staffCongressOperations,
  audit: operation({
    method: "GET",
    path: "/pl/api/staff/audit/",
    summary: "Dziennik zdarzeń od najnowszego: kto, kiedy, co, przed i po. Wpisów nie można zmienić ani usunąć",
    tag: "staff",
    auth: "staff",
    query: { ...auditFilters, page: "Strona (od 1)" },
    status: 200,
    response: staffAuditResponse,
    errors: [400, 401],
  }),
  auditExport: operation({
    method: "GET",
    path: "/pl/api/staff/audit/export/",
    summary: "Dziennik zdarzeń z tymi samymi filtrami, cały, do pobrania. Pobranie jest zapisywane w dzienniku",
    tag: "staff",
    auth: "staff",
    query: {
      ...auditFilters,
      format: { description: `Format: ${EXPORT_FORMATS.join(" albo ")} (domyślnie csv)`, type: "string" },
    },
    status: 200,
    response: null,
    rawDescription:
      "text/csv (UTF-8 z BOM, średnik jako separator) albo arkusz XLSX, jako załącznik, przesyłany strumieniem: kiedy, kto, czynność, czego dotyczy, numer, powód, przed i po (JSON)",
    errors: [400, 401],
  }),
};
