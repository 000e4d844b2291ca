// Shapes of the API's answers, for the OpenAPI document and for tests that
// check every answer against the published contract.
import { z } from "zod";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoInstant = z.string().datetime();
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

export const errorResponse = z
  .object({
    detail: z.string().optional(),
    code: z.string().optional(),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.array(z.string()))
  .describe("DRF-shaped error: {detail} for 401/403/404/413/429, {field: [messages]} for 400");

export const statusOk = z.object({ status: z.literal("OK") });

export const userResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  city: z.string(),
  postal_code: z.string(),
  user_groups1: z.string(),
  user_groups2: z.string(),
  user_agreements: z.array(z.number().int()),
  registered_events: z.array(z.object({ slug: z.string(), name: z.string(), city: z.string() })),
  is_staff: z.boolean(),
});

export const accountResponse = userResponse.extend({ token: z.string().nullable() });
export const loginResponse = z.object({ token: z.string(), refresh: z.string(), user: userResponse });
export const tokenPairResponse = z.object({ access: z.string(), refresh: z.string() });

export const eventResponse = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  date_start: isoDate.nullable(),
  date_end: isoDate.nullable(),
});

export const agendaItemResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  datetime_start: isoInstant,
  datetime_end: isoInstant,
  has_content: z.boolean(),
  participants_count: z.number().int(),
  sign_up_limit: z.number().int().describe("9999999 when the item has no limit"),
  sign_up_enabled: z.boolean(),
  sign_up_datetime_start: isoInstant.nullable(),
  sign_up_datetime_end: isoInstant.nullable(),
  has_registration_started: z.boolean(),
  has_registration_ended: z.boolean(),
  is_any_seat_available: z.boolean(),
  user_registered: z.boolean().optional().describe("Only for a logged-in user"),
  can_join: z.boolean().optional().describe("Only for a logged-in user"),
});

export const setupResponse = z.object({
  agreement_date_signed: isoDate.nullable(),
  has_certificate: z.boolean(),
  has_club_enrollment: z.boolean(),
  has_current_season_enrollment: z.boolean(),
  schedule_preview_available: z.boolean(),
  schedule_adding_available: z.boolean(),
  schedule_max_date: isoDate,
  surveys_date_start: isoDate,
  surveys_date_end: isoDate,
  surveys_preview_available: z.boolean(),
  surveys_adding_available: z.boolean(),
});

export const certificateResponse = z.object({ has_certificate: z.boolean() });
export const newsletterResponse = z.object({ enrolled: z.boolean(), email: z.string() });

export const clubEnrollmentResponse = z
  .object({
    id: z.number().int(),
    status: z.number().int().describe("-1 empty, 0 verification, 1 accepted, 2 pending, 3 correction, 4 terminated"),
    staff_note: z.string(),
    submitted_at: isoInstant,
    user_pesel: z.string().describe("Masked: only the last 4 digits"),
    user_bank_account: z.string().describe("Masked: only the last 4 digits"),
    schools_principal_consent: z
      .object({ id: z.string(), name: z.string(), size: z.number().int(), content_type: z.string(), url: z.string() })
      .nullable(),
  })
  .passthrough()
  .or(z.object({ status: z.literal(-1) }))
  .describe("The application with every form field, or {status: -1} when there is none");

export const groupResponse = z.object({
  id: z.number().int(),
  group_number: z.number().int(),
  default_classes_place: z.string(),
  girls_count: z.number().int(),
  boys_count: z.number().int(),
});

export const seasonResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  date_start: isoDate,
  date_end: isoDate,
  schedule_max_date: isoDate,
  surveys_date_start: isoDate,
  surveys_date_end: isoDate,
});

export const seasonEnrollmentResponse = z.object({
  season: seasonResponse.nullable(),
  enrolled: z.boolean(),
  groups: z.array(groupResponse),
});
export const placesResponse = z.array(z.object({ group_number: z.number().int(), default_classes_place: z.string() }));
export const groupCountsResponse = z.array(
  z.object({ group_number: z.number().int(), girls_count: z.number().int(), boys_count: z.number().int() }),
);

export const scheduleItemResponse = z.object({
  id: z.number().int(),
  group: z.number().int().describe("Group number"),
  datetime: localDateTime.describe("Wall-clock time in Poland"),
  place: z.string(),
  topic: z.string(),
  girls_count: z.number().int(),
  boys_count: z.number().int(),
  status: z.enum(["planned", "cancelled"]),
  cancellation_reason: z.string(),
});

const measurement = z.number().nullable().describe("null = omitted");

export const surveyResponse = z.object({
  id: z.number().int(),
  group: z.number().int(),
  ordinal_number: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  sex: z.enum(["K", "M"]),
  birthdate: isoDate,
  examination_date: isoDate,
  school_type: z.string(),
  class_number: z.number().int(),
  guardian_consent: z.boolean(),
  pe_participation: z.boolean(),
  pe_evaluation: z.number().int().nullable(),
  body_weight: measurement,
  body_height: measurement,
  waist: measurement,
  beep_test: measurement,
  run: measurement,
  stick_overhang: measurement,
  plank: measurement,
  has_disability_certificate: z.boolean(),
  type_of_disability: z.string(),
});
