// The Sport Klub application (SPEC §3), multipart with the principal's consent file.
import { z } from "zod";

import {
  bankAccount,
  email,
  isoDate,
  maxLength,
  oneOf,
  optionalField,
  ordinaryName,
  personName,
  pesel,
  phone,
  postalCode,
  required,
  requiredCheckbox,
  requiredIf,
} from "../validation";
import { isoDate as isoDateText, isoInstant } from "./common";
import { ClubEnrollmentStatus } from "./constants";
import { operation } from "./operation";

const shortText = required.pipe(maxLength(200));

export const VOIVODESHIPS = [
  "dolnośląskie",
  "kujawsko-pomorskie",
  "lubelskie",
  "lubuskie",
  "łódzkie",
  "małopolskie",
  "mazowieckie",
  "opolskie",
  "podkarpackie",
  "podlaskie",
  "pomorskie",
  "śląskie",
  "świętokrzyskie",
  "warmińsko-mazurskie",
  "wielkopolskie",
  "zachodniopomorskie",
] as const;

/** In the order of their codes 01–16. */
export const NFZ_DEPARTMENTS = [
  "Dolnośląski Oddział Wojewódzki NFZ",
  "Kujawsko-Pomorski Oddział Wojewódzki NFZ",
  "Lubelski Oddział Wojewódzki NFZ",
  "Lubuski Oddział Wojewódzki NFZ",
  "Łódzki Oddział Wojewódzki NFZ",
  "Małopolski Oddział Wojewódzki NFZ",
  "Mazowiecki Oddział Wojewódzki NFZ",
  "Opolski Oddział Wojewódzki NFZ",
  "Podkarpacki Oddział Wojewódzki NFZ",
  "Podlaski Oddział Wojewódzki NFZ",
  "Pomorski Oddział Wojewódzki NFZ",
  "Śląski Oddział Wojewódzki NFZ",
  "Świętokrzyski Oddział Wojewódzki NFZ",
  "Warmińsko-Mazurski Oddział Wojewódzki NFZ",
  "Wielkopolski Oddział Wojewódzki NFZ",
  "Zachodniopomorski Oddział Wojewódzki NFZ",
] as const;

/** The teacher's other work decides the ZUS contributions on the programme's civil-law contract (DOMAIN.md). */
export const EMPLOYMENT_FORMS = [
  "umowa o pracę",
  "mianowanie",
  "umowa zlecenia",
  "działalność gospodarcza",
  "emerytura lub renta",
  "brak innego zatrudnienia",
] as const;
export type EmploymentForm = (typeof EMPLOYMENT_FORMS)[number];

export const EMPLOYMENT_FORMS_WITH_CONTRACT: readonly EmploymentForm[] = [
  "umowa o pracę",
  "mianowanie",
  "umowa zlecenia",
];

export const LIMITED_CONTRACT_PERIOD = "na czas określony";
export const CONTRACT_PERIODS = ["na czas nieokreślony", LIMITED_CONTRACT_PERIOD] as const;

/** Against the minimum wage: what ZUS asks, and nothing more precise. */
export const REMUNERATION_LEVELS = [
  "co najmniej minimalne wynagrodzenie",
  "poniżej minimalnego wynagrodzenia",
] as const;

/** A teacher keeps the stored value by sending the masked text back (or nothing) on update. */
export const SECRET_FIELDS = ["user_pesel", "user_bank_account"] as const;

export const PRINCIPAL_CONSENT = "schools_principal_consent";

/** In the form's order: the form, its error summary and the office's history use them. */
export const CLUB_FIELD_LABELS = {
  school_name: "Nazwa szkoły",
  school_address: "Ulica (adres szkoły)",
  school_building_number: "Numer budynku (adres szkoły)",
  school_postal_code: "Kod pocztowy (adres szkoły)",
  school_city: "Miejscowość (adres szkoły)",
  school_voivodeship: "Województwo (adres szkoły)",
  user_first_name: "Imię",
  user_second_name: "Drugie imię",
  user_last_name: "Nazwisko",
  user_family_name: "Nazwisko rodowe",
  user_pesel: "PESEL",
  user_email: "Adres e-mail",
  user_phone: "Telefon",
  user_address: "Ulica (adres zamieszkania)",
  user_building_number: "Numer domu",
  user_apartment_number: "Numer mieszkania",
  user_postal_code: "Kod pocztowy (adres zamieszkania)",
  user_post: "Poczta",
  user_city: "Miejscowość (adres zamieszkania)",
  user_commune: "Gmina",
  user_district: "Powiat",
  user_voivodeship: "Województwo (adres zamieszkania)",
  user_tax_office_name: "Urząd skarbowy",
  user_nfz_department: "Oddział NFZ",
  user_bank_account: "Numer rachunku bankowego",
  user_employment_form: "Forma zatrudnienia",
  user_contract_period: "Okres umowy",
  user_limited_period_end_date: "Umowa zawarta do",
  user_remuneration: "Wynagrodzenie z tej umowy",
  [PRINCIPAL_CONSENT]: "Zgoda dyrektora szkoły",
  absence_in_krk_declaration: "Oświadczenie o niekaralności",
  terms_accepted: "Regulamin programu",
  gdpr_accepted: "Dane osobowe",
  consents_collect_authorization_declaration: "Zbieranie zgód rodziców",
  childrens_consents_commitment_obtained: "Zgody rodziców na zajęcia",
  registry_of_sexual_offenders_absence: "Rejestr sprawców przestępstw na tle seksualnym",
  data_truthfulness_declaration: "Prawdziwość danych",
} as const;

/** The API also checks the file's first bytes. */
export const PRINCIPAL_CONSENT_EXTENSIONS = ["pdf", "jpg", "jpeg", "png"] as const;

const voivodeship = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  oneOf(VOIVODESHIPS),
);

export const clubEnrollmentFields = {
  school_voivodeship: voivodeship,
  // School names carry dots and quotes ("SP nr 12 im. J. Pawła II"): only length is checked.
  school_name: shortText,
  school_address: shortText,
  school_building_number: required.pipe(maxLength(20)),
  school_postal_code: postalCode,
  school_city: ordinaryName.pipe(maxLength(100)),
  user_first_name: personName.pipe(maxLength(60)),
  user_second_name: optionalField(personName.pipe(maxLength(60))),
  user_last_name: personName.pipe(maxLength(80)),
  user_family_name: optionalField(personName.pipe(maxLength(80))),
  user_pesel: pesel,
  user_email: email.pipe(maxLength(254)),
  user_phone: phone,
  user_postal_code: postalCode,
  user_post: ordinaryName.pipe(maxLength(100)),
  user_city: ordinaryName.pipe(maxLength(100)),
  user_address: shortText,
  user_building_number: required.pipe(maxLength(20)),
  user_apartment_number: optionalField(required.pipe(maxLength(20))),
  user_voivodeship: voivodeship,
  user_district: shortText,
  user_commune: shortText,
  user_nfz_department: oneOf(NFZ_DEPARTMENTS),
  user_tax_office_name: shortText,
  user_bank_account: bankAccount,
  user_employment_form: oneOf(EMPLOYMENT_FORMS),
  user_contract_period: optionalField(oneOf(CONTRACT_PERIODS)),
  user_limited_period_end_date: optionalField(isoDate),
  user_remuneration: optionalField(oneOf(REMUNERATION_LEVELS)),
  terms_accepted: requiredCheckbox,
  gdpr_accepted: requiredCheckbox,
  consents_collect_authorization_declaration: requiredCheckbox,
  childrens_consents_commitment_obtained: requiredCheckbox,
  registry_of_sexual_offenders_absence: requiredCheckbox,
  data_truthfulness_declaration: requiredCheckbox,
  absence_in_krk_declaration: requiredCheckbox,
  // The file is read separately; here only its presence matters.
  [PRINCIPAL_CONSENT]: z.unknown().optional(),
};

interface EmploymentAnswers {
  user_employment_form?: unknown;
  user_contract_period?: unknown;
  user_remuneration?: unknown;
  user_limited_period_end_date?: unknown;
}

export function hasEmploymentContract(employmentForm: unknown): boolean {
  return EMPLOYMENT_FORMS_WITH_CONTRACT.some((form) => form === employmentForm);
}

const contractRequired = requiredIf<EmploymentAnswers>((data) => hasEmploymentContract(data.user_employment_form));
const endDateRequired = requiredIf<EmploymentAnswers>(
  (data) => hasEmploymentContract(data.user_employment_form) && data.user_contract_period === LIMITED_CONTRACT_PERIOD,
);

export function clubEnrollmentRules(data: EmploymentAnswers, ctx: z.RefinementCtx): void {
  contractRequired.field("user_contract_period", "user_remuneration")(data, ctx);
  endDateRequired.field("user_limited_period_end_date")(data, ctx);
}

export const clubEnrollmentBody = z.object(clubEnrollmentFields).superRefine(clubEnrollmentRules);

export const clubEnrollmentUpdateBody = z
  .object({
    ...clubEnrollmentFields,
    user_pesel: optionalField(pesel),
    user_bank_account: optionalField(bankAccount),
  })
  .superRefine(clubEnrollmentRules);

export const uploadedFileResponse = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  url: z.string(),
});

export const clubEnrollmentRecord = z.object({
  id: z.number().int(),
  status: z
    .nativeEnum(ClubEnrollmentStatus)
    .describe("-1 empty, 0 verification, 1 accepted, 2 pending, 3 correction, 4 terminated"),
  staff_note: z.string(),
  submitted_at: isoInstant,
  school_voivodeship: z.string(),
  school_name: z.string(),
  school_address: z.string(),
  school_building_number: z.string(),
  school_postal_code: z.string(),
  school_city: z.string(),
  user_first_name: z.string(),
  user_second_name: z.string(),
  user_last_name: z.string(),
  user_family_name: z.string(),
  user_pesel: z.string().describe("Masked but the last 4 digits, unless the owner asks for the edit form"),
  user_email: z.string(),
  user_phone: z.string(),
  user_postal_code: z.string(),
  user_post: z.string(),
  user_city: z.string(),
  user_address: z.string(),
  user_building_number: z.string(),
  user_apartment_number: z.string(),
  user_voivodeship: z.string(),
  user_district: z.string(),
  user_commune: z.string(),
  user_nfz_department: z.string(),
  user_tax_office_name: z.string(),
  user_bank_account: z.string().describe("Masked but the last 4 digits, unless the owner asks for the edit form"),
  user_employment_form: z.string(),
  user_contract_period: z.string(),
  user_limited_period_end_date: isoDateText.nullable(),
  user_remuneration: z.string(),
  terms_accepted: z.boolean(),
  gdpr_accepted: z.boolean(),
  consents_collect_authorization_declaration: z.boolean(),
  childrens_consents_commitment_obtained: z.boolean(),
  registry_of_sexual_offenders_absence: z.boolean(),
  data_truthfulness_declaration: z.boolean(),
  absence_in_krk_declaration: z.boolean(),
  [PRINCIPAL_CONSENT]: uploadedFileResponse.nullable(),
});

export const noClubEnrollment = z.object({ status: z.literal(ClubEnrollmentStatus.empty) });

export const clubEnrollmentResponse = z
  .union([clubEnrollmentRecord, noClubEnrollment])
  .describe("The application with every form field, or {status: -1} when there is none");

export const clubOperations = {
  show: operation({
    method: "GET",
    path: "/pl/api/awf/club/enroll/",
    summary: "Zgłoszenie klubu (?do_edycji=1: PESEL i rachunek w całości, gdy zgłoszenie jest do poprawy)",
    tag: "club",
    auth: "required",
    query: { do_edycji: "1 – dane do formularza poprawy" },
    status: 200,
    response: clubEnrollmentResponse,
    errors: [401],
  }),
  create: operation({
    method: "POST",
    path: "/pl/api/awf/club/enroll/",
    summary: "Złożenie zgłoszenia (tylko gdy brak; wymaga certyfikatu; plik PDF/JPG/PNG)",
    tag: "club",
    auth: "required",
    body: clubEnrollmentBody,
    multipart: true,
    status: 201,
    response: clubEnrollmentRecord,
    errors: [400, 401, 413],
  }),
  update: operation({
    method: "PUT",
    path: "/pl/api/awf/club/enroll/",
    summary: "Poprawa zgłoszenia (tylko gdy do poprawy; puste lub zamaskowane PESEL/rachunek = bez zmian)",
    tag: "club",
    auth: "required",
    body: clubEnrollmentUpdateBody,
    multipart: true,
    status: 200,
    alsoOk: [201],
    response: clubEnrollmentRecord,
    errors: [400, 401, 413],
  }),
  downloadFile: operation({
    method: "GET",
    path: "/pl/api/awf/files/{id}/",
    summary: "Pobranie załącznika (właściciel lub pracownik)",
    tag: "club",
    auth: "required",
    status: 200,
    response: null,
    rawDescription: "Plik (Content-Disposition: attachment)",
    errors: [401, 404],
  }),
};
