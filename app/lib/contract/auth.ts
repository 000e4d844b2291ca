// Logging in, tokens (simplejwt style), password links (django-rest-passwordreset style), registration.
import { z } from "zod";

import { email, password } from "../validation";
import { registrationBody, userResponse } from "./account";
import { statusOk } from "./common";
import { operation } from "./operation";

const text = (max: number) => z.string().max(max);

export const loginBody = z.object({
  email: text(254).pipe(z.string().min(1)),
  password: text(256).pipe(z.string().min(1)),
  /** Not in SPEC §7: false ends the session after SESSION_IDLE_TIMEOUT_SECONDS idle; absent means true. */
  remember: z.boolean().optional(),
});
export const refreshBody = z.object({ refresh: text(2000).pipe(z.string().min(1)) });
export const verifyBody = z.object({ token: text(2000).pipe(z.string().min(1)) });
export const passwordResetBody = z.object({ email });
export const passwordTokenBody = z.object({ token: text(200).pipe(z.string().min(1)) });
export const passwordConfirmBody = z.object({ token: text(200).pipe(z.string().min(1)), password });

export const loginResponse = z.object({ token: z.string(), refresh: z.string(), user: userResponse });
export const tokenPairResponse = z.object({ access: z.string(), refresh: z.string() });

export const authOperations = {
  login: operation({
    method: "POST",
    path: "/pl/api/auth/login/",
    summary: "Logowanie",
    tag: "auth",
    auth: "none",
    body: loginBody,
    status: 200,
    response: loginResponse,
    errors: [400, 429],
  }),
  refresh: operation({
    method: "POST",
    path: "/pl/api/auth/token/refresh/",
    summary: "Nowa para tokenów (rotacja: stary refresh traci ważność)",
    tag: "auth",
    auth: "none",
    body: refreshBody,
    status: 200,
    response: tokenPairResponse,
    errors: [400, 401],
  }),
  verify: operation({
    method: "POST",
    path: "/pl/api/auth/token/verify/",
    summary: "Sprawdzenie tokenu",
    tag: "auth",
    auth: "none",
    body: verifyBody,
    status: 200,
    response: z.object({}),
    errors: [400, 401],
  }),
  logout: operation({
    method: "POST",
    path: "/pl/api/auth/logout/",
    summary: "Wylogowanie: unieważnia refresh token (rozszerzenie kontraktu)",
    tag: "auth",
    auth: "none",
    body: refreshBody,
    status: 200,
    response: statusOk,
    errors: [400],
  }),
  requestPasswordReset: operation({
    method: "POST",
    path: "/pl/api/auth/password/reset/",
    summary: "Wysyła link do ustawienia nowego hasła (zawsze 200)",
    tag: "auth",
    auth: "none",
    body: passwordResetBody,
    status: 200,
    response: statusOk,
    errors: [400],
  }),
  validatePasswordToken: operation({
    method: "POST",
    path: "/pl/api/auth/password/reset/validate_token/",
    summary: "Czy link (token) jest ważny",
    tag: "auth",
    auth: "none",
    body: passwordTokenBody,
    status: 200,
    response: statusOk,
    errors: [400, 404],
  }),
  confirmPassword: operation({
    method: "POST",
    path: "/pl/api/auth/password/reset/confirm/",
    summary: "Ustawia hasło z linku (reset i generowanie)",
    tag: "auth",
    auth: "none",
    body: passwordConfirmBody,
    status: 200,
    response: statusOk,
    errors: [400, 404],
  }),
  register: operation({
    method: "POST",
    path: "/{event}/pl/api/auth/register/",
    summary:
      "Rejestracja na wydarzenie: ta sama odpowiedź dla nowego i znanego adresu; e-mail z linkiem do ustawienia hasła albo z informacją, że konto już istnieje",
    tag: "auth",
    auth: "none",
    body: registrationBody,
    multipart: true,
    status: 202,
    response: statusOk,
    errors: [400, 404, 429],
  }),
};
