// The office's people (issue 15 item 6). Each change is audited.
import { z } from "zod";

import { email, maxLength, required } from "../validation";
import { nameSearchQuery, pagedResponse } from "./common";
import { operation } from "./operation";

export const PEOPLE_MESSAGES = {
  queryTooShort: "Wpisz co najmniej 2 znaki.",
  notFound: "Nie znaleziono konta.",
  hasPassword: "To konto ma już hasło. Jego właściciel może je zmienić na stronie „Nie pamiętasz hasła?”.",
  disabled: "To konto jest zablokowane. Najpierw je odblokuj.",
  notYourself: "Nie można zablokować własnego konta.",
  emailTaken: "Konto z tym adresem już istnieje. Konto biura zakłada się na osobny adres.",
} as const;

export const staffPersonResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  has_password: z.boolean(),
  last_login_at: z.string().nullable().describe("ISO 8601"),
  created_at: z.string().describe("ISO 8601"),
});

export const newStaffAccountBody = z.object({
  email: email.pipe(maxLength(254)),
  firstname: required.pipe(maxLength(100)),
  lastname: required.pipe(maxLength(100)),
});

/** The office account whose authenticator is removed (the console's `reset-second-factor`). */
export const secondFactorResetBody = z.object({ email: email.pipe(maxLength(254)) });

export const staffPeopleOperations = {
  people: operation({
    method: "GET",
    path: "/pl/api/staff/users/",
    summary:
      "Konta po imieniu, nazwisku, e-mailu, telefonie, kodzie pocztowym lub numerze PESEL (całym albo 4 lub 5 ostatnich cyfrach), stronami",
    tag: "staff",
    auth: "staff",
    query: nameSearchQuery,
    status: 200,
    response: pagedResponse(staffPersonResponse),
    errors: [400, 401],
  }),
  createStaffAccount: operation({
    method: "POST",
    path: "/pl/api/staff/users/",
    summary: "Nowe konto biura: jego właściciel dostaje e-mailem link do ustawienia hasła",
    tag: "staff",
    auth: "staff",
    body: newStaffAccountBody,
    status: 201,
    response: staffPersonResponse,
    errors: [400, 401],
  }),
  sendFirstPasswordLink: operation({
    method: "POST",
    path: "/pl/api/staff/users/{id}/password-link/",
    summary: "Ponowne wysłanie linku do ustawienia pierwszego hasła (konto bez hasła)",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: staffPersonResponse,
    errors: [400, 401, 404],
  }),
  disableAccount: operation({
    method: "POST",
    path: "/pl/api/staff/users/{id}/disable/",
    summary: "Zablokowanie konta: kończy jego sesje i niewykorzystane linki",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: staffPersonResponse,
    errors: [400, 401, 404],
  }),
  enableAccount: operation({
    method: "POST",
    path: "/pl/api/staff/users/{id}/enable/",
    summary: "Odblokowanie konta",
    tag: "staff",
    auth: "staff",
    status: 200,
    response: staffPersonResponse,
    errors: [401, 404],
  }),
};
