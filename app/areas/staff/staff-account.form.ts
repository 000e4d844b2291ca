import { withZod } from "@remix-validated-form/with-zod";

import { newStaffAccountBody } from "~/lib/contract/staff-people";

/** The new staff account form: the API's own rules, checked as staff type. */
export const STAFF_ACCOUNT_FORM = "konto-biura";
export const STAFF_ACCOUNT_FIELDS = ["email", "firstname", "lastname"] as const;
export const STAFF_ACCOUNT_LABELS = { email: "Adres e-mail", firstname: "Imię", lastname: "Nazwisko" };
export const staffAccountValidator = withZod(newStaffAccountBody);
