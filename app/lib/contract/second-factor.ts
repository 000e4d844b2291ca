// The staff's second factor (issue 15 item 9): TOTP or a one-use recovery code confirms each staff session.
import { z } from "zod";

import { maxLength, required } from "../validation";
import { detailResponse } from "./common";
import { operation } from "./operation";

export const SECOND_FACTOR_STATES = ["not-needed", "set-up", "confirm", "confirmed"] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

export const SECOND_FACTOR_MESSAGES = {
  wrongCode: "Ten kod jest nieprawidłowy albo został już użyty. Wpisz kod, który aplikacja pokazuje teraz.",
  notStaff: "Weryfikacja dwuetapowa dotyczy tylko kont biura programu.",
  alreadySetUp: "Aplikacja uwierzytelniająca jest już ustawiona. Zaloguj się kodem z niej.",
  notSetUp: "Najpierw ustaw aplikację uwierzytelniającą.",
  noPendingSecret: "Najpierw wyświetl nowy klucz do zeskanowania.",
  required: "Potwierdź logowanie kodem z aplikacji uwierzytelniającej.",
  tooManyWrongCodes: "Zbyt wiele błędnych kodów. Zaloguj się ponownie, podając hasło.",
  confirmed: "Logowanie potwierdzone.",
} as const;

export const secondFactorStatusResponse = z.object({
  state: z.enum(SECOND_FACTOR_STATES),
  recovery_codes_left: z.number().int(),
});

export const secondFactorSetupResponse = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
});

export const secondFactorCodeBody = z.object({
  code: required.pipe(maxLength(20)),
});

export const secondFactorEnabledResponse = z.object({
  /** Shown once: the API keeps only their hashes. */
  recovery_codes: z.array(z.string()),
});

export const secondFactorOperations = {
  secondFactorStatus: operation({
    method: "GET",
    path: "/pl/api/account/second-factor/",
    summary: "Stan weryfikacji dwuetapowej konta i tej sesji",
    tag: "account",
    auth: "required",
    status: 200,
    response: secondFactorStatusResponse,
    errors: [401],
  }),
  setUpSecondFactor: operation({
    method: "POST",
    path: "/pl/api/account/second-factor/setup/",
    summary:
      "Klucz do ustawienia aplikacji uwierzytelniającej (konto biura bez aplikacji, albo sesja już potwierdzona). Ten sam, dopóki nie zostanie potwierdzony",
    tag: "account",
    auth: "required",
    status: 200,
    response: secondFactorSetupResponse,
    errors: [401, 403],
  }),
  enableSecondFactor: operation({
    method: "POST",
    path: "/pl/api/account/second-factor/enable/",
    summary: "Pierwszy kod z aplikacji włącza weryfikację dwuetapową i potwierdza sesję; odpowiedź to kody zapasowe",
    tag: "account",
    auth: "required",
    body: secondFactorCodeBody,
    status: 200,
    response: secondFactorEnabledResponse,
    errors: [400, 401, 403, 429],
  }),
  confirmSecondFactor: operation({
    method: "POST",
    path: "/pl/api/account/second-factor/confirm/",
    summary: "Potwierdzenie sesji kodem z aplikacji albo jednorazowym kodem zapasowym (każdy kod działa raz)",
    tag: "account",
    auth: "required",
    body: secondFactorCodeBody,
    status: 200,
    response: detailResponse,
    errors: [400, 401, 403, 429],
  }),
};
