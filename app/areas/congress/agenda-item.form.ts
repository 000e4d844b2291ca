import { withZod } from "@remix-validated-form/with-zod";

import { AGENDA_PARTS } from "~/lib/contract/constants";
import { AGENDA_PART_NAMES, agendaItemFields } from "~/lib/contract/staff-congress";

export const AGENDA_ITEM_FORM = "punkt-programu";
export const AGENDA_ITEM_FIELDS = [
  "name",
  "part",
  "place",
  "description",
  "datetime_start",
  "datetime_end",
  "sign_up_limit",
  "sign_up_datetime_start",
  "sign_up_datetime_end",
] as const;
export const AGENDA_ITEM_LABELS: Record<(typeof AGENDA_ITEM_FIELDS)[number] | "sign_up_enabled", string> = {
  name: "Nazwa punktu programu",
  part: "Część kongresu",
  place: "Miejsce",
  description: "Opis",
  datetime_start: "Początek",
  datetime_end: "Koniec",
  sign_up_limit: "Limit miejsc",
  sign_up_enabled: "Zapisy włączone",
  sign_up_datetime_start: "Początek zapisów",
  sign_up_datetime_end: "Koniec zapisów",
};
export const agendaItemValidator = withZod(agendaItemFields);
/** The checkbox is read apart from the validator. */
export type AgendaItemValues = Partial<Record<(typeof AGENDA_ITEM_FIELDS)[number], string>> & {
  sign_up_enabled?: boolean;
};

export const PART_OPTIONS = AGENDA_PARTS.map((part) => ({ value: part, label: AGENDA_PART_NAMES[part] }));

/** The form as the action saves it. */
export const agendaItemForm = { id: AGENDA_ITEM_FORM, fields: AGENDA_ITEM_FIELDS, validator: agendaItemValidator };
