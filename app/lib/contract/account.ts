// The teacher's account: who they are, their profile and password (dj-rest-auth style).
import { z } from "zod";

import { email, maxLength, password, profileFields, wholeNumber } from "../validation";
import { detailResponse } from "./common";
import { TERMS_AGREEMENT_ID } from "./constants";
import { operation } from "./operation";
import { SECOND_FACTOR_STATES } from "./second-factor";

export const TERMS_REQUIRED = "Akceptacja regulaminu jest wymagana.";

const text = (max: number) => z.string().max(max);

/** JSON sends [1]; a form sends user_agreements=1 once per ticked box. */
const agreements = z
  .preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z.array(wholeNumber(1, 2 ** 31 - 1)).max(20),
  )
  .refine((ids) => ids.includes(TERMS_AGREEMENT_ID), TERMS_REQUIRED)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const profileBody = { ...profileFields, user_agreements: agreements };

export const accountUpdateBody = z.object(profileBody);
export const registrationBody = z.object({ ...profileBody, email: email.pipe(maxLength(254)) });

export const passwordChangeBody = z
  .object({
    old_password: text(256).pipe(z.string().min(1)),
    new_password1: password,
    new_password2: text(256).pipe(z.string().min(1)),
  })
  .superRefine((data, ctx) => {
    if (typeof data.new_password1 === "string" && data.new_password1 !== data.new_password2) {
      ctx.addIssue({ code: "custom", path: ["new_password2"], message: "Hasła nie są takie same" });
    }
  });

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

/** SPEC §7 "user plus token": the app never keeps the echoed token. */
export const accountResponse = userResponse.extend({
  token: z.string().nullable(),
  second_factor: z.enum(SECOND_FACTOR_STATES),
});

export const accountOperations = {
  show: operation({
    method: "GET",
    path: "/pl/api/account/",
    summary: "Profil zalogowanego użytkownika (z przesłanym tokenem)",
    tag: "account",
    auth: "required",
    status: 200,
    response: accountResponse,
    errors: [401],
  }),
  update: operation({
    method: "PUT",
    path: "/pl/api/account/",
    summary: "Zmiana profilu",
    tag: "account",
    auth: "required",
    body: accountUpdateBody,
    status: 200,
    response: userResponse,
    errors: [400, 401],
  }),
  changePassword: operation({
    method: "PUT",
    path: "/pl/api/account/password/change/",
    summary: "Zmiana hasła",
    tag: "account",
    auth: "required",
    body: passwordChangeBody,
    status: 200,
    response: detailResponse,
    errors: [400, 401, 429],
  }),
};
