// Forms a teacher sends, filled in as a real one would be: the club
// application (with the principal's consent as a small PDF), the congress
// registration, a pupil's survey, a class and a changed profile.

/** A file whose first bytes are a PDF's, as the API checks them. */
export const CONSENT_PDF = new Uint8Array([...Buffer.from("%PDF-1.4\n%zgoda dyrektora\n")]);

/** Every field of a complete club application, as the form posts them. */
export const CLUB_APPLICATION_FIELDS: Record<string, string> = {
  school_voivodeship: "Mazowieckie",
  school_name: "Szkoła Podstawowa nr 12 im. Jana Pawła II",
  school_address: "ul. Szkolna",
  school_building_number: "5a",
  school_postal_code: "00-950",
  school_city: "Warszawa",
  user_first_name: "Anna",
  user_last_name: "Nowak",
  user_pesel: "02070803628",
  user_email: "anna.nowak@szkola.edu.pl",
  user_phone: "600 700 800",
  user_postal_code: "00-951",
  user_post: "Warszawa",
  user_city: "Warszawa",
  user_address: "ul. Długa",
  user_building_number: "10",
  user_apartment_number: "4",
  user_voivodeship: "mazowieckie",
  user_district: "Warszawa",
  user_commune: "Warszawa",
  user_nfz_department: "Mazowiecki Oddział Wojewódzki NFZ",
  user_tax_office_name: "Urząd Skarbowy Warszawa-Śródmieście",
  user_bank_account: "61 1090 1014 0000 0712 1981 2874",
  user_employment_form: "umowa o pracę",
  user_contract_period: "na czas nieokreślony",
  user_remuneration: "co najmniej minimalne wynagrodzenie",
  terms_accepted: "on",
  gdpr_accepted: "on",
  consents_collect_authorization_declaration: "on",
  childrens_consents_commitment_obtained: "on",
  registry_of_sexual_offenders_absence: "on",
  data_truthfulness_declaration: "on",
  absence_in_krk_declaration: "on",
};

/** The club application's fields with `changes`; null leaves a field out. */
export function clubApplicationFields(changes: Record<string, string | null> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...CLUB_APPLICATION_FIELDS, ...changes }))
    if (value !== null) fields[key] = value;
  return fields;
}

/** A club application with `changes` (null leaves a field out) and the consent file (null: none). */
export function clubApplicationForm(
  changes: Record<string, string | null> = {},
  file: File | null = new File([CONSENT_PDF], "zgoda.pdf", { type: "application/pdf" }),
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(clubApplicationFields(changes))) data.append(key, value);
  if (file) data.append("schools_principal_consent", file);
  return data;
}

/** The congress registration form, terms accepted. */
export function registrationForm(email: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    firstname: "Ewa",
    lastname: "Wiśniewska",
    email,
    phone: "601602603",
    city: "Kraków",
    postal_code: "30-001",
    user_groups1: "Nauczyciel edukacji wczesnoszkolnej",
    user_groups2: "Nauczyciel",
    user_agreements: "1",
  }))
    form.append(key, value);
  return form;
}

/** A pupil's survey as the form posts it: decimal commas, ticked boxes "on". */
export const PUPIL_FORM = {
  first_name: "Zofia",
  last_name: "Kamińska",
  sex: "K",
  birthdate: "2015-05-04",
  school_type: "podstawowa",
  class_number: "5",
  examination_date: "2026-03-09",
  guardian_consent: "on",
  pe_participation: "on",
  pe_evaluation: "5",
  body_weight: "38,5",
  body_height: "146",
  waist: "61",
  beep_test: "34",
  run: "21,35",
  stick_overhang: "12,4",
  plank: "75",
};

/** A class of the schedule as its form posts it, before the form's own `intent` and key. */
export const CLASS_FORM = {
  datetime: "2026-03-12T14:30",
  duration_minutes: "60",
  place: "Sala gimnastyczna",
  topic: "Gry i zabawy z piłką",
  girls_count: "8",
  boys_count: "7",
};

/** A teacher's changed profile as the profile screen's form posts it. */
export const PROFILE_FORM = {
  subaction: "profil",
  firstname: "Zofia",
  lastname: "Wójcik-Lis",
  phone: "601 202 303",
  city: "Gdańsk",
  postal_code: "80-001",
  user_groups1: "Nauczyciel wychowania fizycznego",
  user_groups2: "Koordynator",
  user_agreements: "on",
};
