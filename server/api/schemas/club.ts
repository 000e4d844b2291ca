// The Sport Klub application form (SPEC §3 "Club enrolment form"), sent as multipart.
import { z } from "zod";
import {
  bankAccount,
  email,
  isoDate,
  maxLength,
  optionalField,
  ordinaryName,
  personName,
  pesel,
  phone,
  postalCode,
  required,
  requiredCheckbox,
} from "../../../app/lib/validation";

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

const voivodeship = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(VOIVODESHIPS),
);

/** A contract for a limited period needs its end date. */
export const LIMITED_CONTRACT_PERIOD = "na czas określony";

/** Fields whose stored value a teacher may keep by sending the masked text back (or nothing) on update. */
export const SECRET_FIELDS = ["user_pesel", "user_bank_account"] as const;

const fields = {
  school_voivodeship: voivodeship,
  // School names carry dots and quotes ("SP nr 12 im. J. Pawła II"), so only length is checked.
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
  user_nfz_department: shortText,
  user_tax_office_name: shortText,
  user_bank_account: bankAccount,
  user_employment_form: shortText,
  user_contract_period: shortText,
  user_limited_period_end_date: optionalField(isoDate),
  user_remuneration: shortText,
  terms_accepted: requiredCheckbox,
  gdpr_accepted: requiredCheckbox,
  consents_collect_authorization_declaration: requiredCheckbox,
  childrens_consents_commitment_obtained: requiredCheckbox,
  registry_of_sexual_offenders_absence: requiredCheckbox,
  data_truthfulness_declaration: requiredCheckbox,
  absence_in_krk_declaration: requiredCheckbox,
  // The file is read separately (size, type, content); here only its presence matters.
  schools_principal_consent: z.unknown().optional(),
};

function limitedPeriodNeedsEndDate(
  data: { user_contract_period?: unknown; user_limited_period_end_date?: unknown },
  ctx: z.RefinementCtx,
) {
  if (data.user_contract_period === LIMITED_CONTRACT_PERIOD && !data.user_limited_period_end_date) {
    ctx.addIssue({ code: "custom", path: ["user_limited_period_end_date"], message: "To pole jest wymagane" });
  }
}

export const clubEnrollmentBody = z.object(fields).superRefine(limitedPeriodNeedsEndDate);

/** On update the secrets may be left blank (or masked) to keep what is stored. */
export const clubEnrollmentUpdateBody = z
  .object({ ...fields, user_pesel: optionalField(pesel), user_bank_account: optionalField(bankAccount) })
  .superRefine(limitedPeriodNeedsEndDate);
