import { withZod } from "@remix-validated-form/with-zod";

import { eventFields } from "~/lib/contract/staff-congress";

export const EVENT_FORM = "miasto";
export const EVENT_FIELDS = ["name", "city", "slug", "code", "date_start", "date_end"] as const;
export const EVENT_LABELS: Record<(typeof EVENT_FIELDS)[number], string> = {
  name: "Nazwa",
  city: "Miasto",
  slug: "Adres miasta w serwisie",
  code: "Kod rejestracji",
  date_start: "Pierwszy dzień",
  date_end: "Ostatni dzień",
};
export const eventValidator = withZod(eventFields);
export type EventValues = Partial<Record<(typeof EVENT_FIELDS)[number], string>>;

/** The form as the action saves it. */
export const eventForm = { id: EVENT_FORM, fields: EVENT_FIELDS, validator: eventValidator };
