// The OpenAPI 3.1 document of the /pl/api contract, generated from the zod
// schemas the routes validate with (requests) and answer with (responses).
import type { z } from "zod";
import { checkCodeBody } from "../schemas/events";
import { cancelBody, scheduleItemBody } from "../schemas/schedule";
import { groupCountsBody, seasonEnrollBody, seasonPlacesBody } from "../schemas/season";
import { surveyBody } from "../schemas/survey";
import {
  accountUpdateBody,
  loginBody,
  passwordChangeBody,
  passwordConfirmBody,
  passwordResetBody,
  passwordTokenBody,
  refreshBody,
  registrationBody,
  verifyBody,
} from "../schemas/auth";
import { clubEnrollmentBody } from "../schemas/club";
import * as answer from "../schemas/responses";
import { toJsonSchema, type JsonSchema } from "./json-schema";

interface Operation {
  method: "get" | "post" | "put" | "delete";
  path: string;
  summary: string;
  tag: string;
  auth: "none" | "optional" | "required";
  body?: z.ZodTypeAny;
  multipart?: boolean;
  query?: { name: string; description: string }[];
  ok: { status: number; schema: z.ZodTypeAny | null; description?: string };
  errors: number[];
}

const EVENT = "/{event}";
const ID = "{id}";

const OPERATIONS: Operation[] = [
  {
    method: "post",
    path: "/pl/api/auth/login/",
    summary: "Logowanie",
    tag: "auth",
    auth: "none",
    body: loginBody,
    ok: { status: 200, schema: answer.loginResponse },
    errors: [400, 429],
  },
  {
    method: "post",
    path: "/pl/api/auth/token/refresh/",
    summary: "Nowa para tokenów (rotacja: stary refresh traci ważność)",
    tag: "auth",
    auth: "none",
    body: refreshBody,
    ok: { status: 200, schema: answer.tokenPairResponse },
    errors: [400, 401],
  },
  {
    method: "post",
    path: "/pl/api/auth/token/verify/",
    summary: "Sprawdzenie tokenu",
    tag: "auth",
    auth: "none",
    body: verifyBody,
    ok: { status: 200, schema: null, description: "{}" },
    errors: [400, 401],
  },
  {
    method: "post",
    path: "/pl/api/auth/logout/",
    summary: "Wylogowanie: unieważnia refresh token (rozszerzenie kontraktu)",
    tag: "auth",
    auth: "none",
    body: refreshBody,
    ok: { status: 200, schema: answer.statusOk },
    errors: [400],
  },
  {
    method: "post",
    path: "/pl/api/auth/password/reset/",
    summary: "Wysyła link do ustawienia nowego hasła (zawsze 200)",
    tag: "auth",
    auth: "none",
    body: passwordResetBody,
    ok: { status: 200, schema: answer.statusOk },
    errors: [400],
  },
  {
    method: "post",
    path: "/pl/api/auth/password/reset/validate_token/",
    summary: "Czy link (token) jest ważny",
    tag: "auth",
    auth: "none",
    body: passwordTokenBody,
    ok: { status: 200, schema: answer.statusOk },
    errors: [400, 404],
  },
  {
    method: "post",
    path: "/pl/api/auth/password/reset/confirm/",
    summary: "Ustawia hasło z linku (reset i generowanie)",
    tag: "auth",
    auth: "none",
    body: passwordConfirmBody,
    ok: { status: 200, schema: answer.statusOk },
    errors: [400, 404],
  },
  {
    method: "post",
    path: `${EVENT}/pl/api/auth/register/`,
    summary: "Rejestracja na wydarzenie; konto bez hasła + e-mail z linkiem",
    tag: "auth",
    auth: "none",
    body: registrationBody,
    multipart: true,
    ok: { status: 201, schema: answer.userResponse },
    errors: [400, 404],
  },
  {
    method: "get",
    path: "/pl/api/account/",
    summary: "Profil zalogowanego użytkownika (z przesłanym tokenem)",
    tag: "account",
    auth: "required",
    ok: { status: 200, schema: answer.accountResponse },
    errors: [401],
  },
  {
    method: "put",
    path: "/pl/api/account/",
    summary: "Zmiana profilu",
    tag: "account",
    auth: "required",
    body: accountUpdateBody,
    ok: { status: 200, schema: answer.userResponse },
    errors: [400, 401],
  },
  {
    method: "put",
    path: "/pl/api/account/password/change/",
    summary: "Zmiana hasła",
    tag: "account",
    auth: "required",
    body: passwordChangeBody,
    ok: { status: 200, schema: null, description: '{"detail": "Hasło zostało zmienione."}' },
    errors: [400, 401],
  },
  {
    method: "post",
    path: "/pl/api/events/check_code/",
    summary: "Sprawdzenie kodu wydarzenia",
    tag: "events",
    auth: "none",
    body: checkCodeBody,
    ok: { status: 200, schema: answer.eventResponse },
    errors: [400],
  },
  {
    method: "get",
    path: `${EVENT}/pl/api/agenda/agenda_items/sign_up_enabled/`,
    summary: "Punkty programu z zapisami",
    tag: "agenda",
    auth: "optional",
    ok: { status: 200, schema: answer.agendaItemResponse.array() },
    errors: [400, 404],
  },
  {
    method: "get",
    path: `${EVENT}/pl/api/agenda/agenda_items/sign_up_enabled/date/{date}/count/{count}/`,
    summary: "Najbliższe punkty programu od dnia (count 1–100; bez /count/{count}/ – 6)",
    tag: "agenda",
    auth: "optional",
    ok: { status: 200, schema: answer.agendaItemResponse.array() },
    errors: [400, 404],
  },
  {
    method: "get",
    path: `${EVENT}/pl/api/agenda/agenda_items/${ID}/`,
    summary: "Jeden punkt programu",
    tag: "agenda",
    auth: "optional",
    ok: { status: 200, schema: answer.agendaItemResponse },
    errors: [400, 404],
  },
  {
    method: "put",
    path: `${EVENT}/pl/api/agenda/agenda_items/${ID}/join/`,
    summary: "Zapis (limit miejsc pilnowany przy równoczesnych zapisach)",
    tag: "agenda",
    auth: "required",
    ok: { status: 200, schema: answer.agendaItemResponse },
    errors: [400, 401, 404],
  },
  {
    method: "put",
    path: `${EVENT}/pl/api/agenda/agenda_items/${ID}/leave/`,
    summary: "Wypisanie",
    tag: "agenda",
    auth: "required",
    ok: { status: 200, schema: answer.agendaItemResponse },
    errors: [400, 401, 404],
  },
  {
    method: "get",
    path: `${EVENT}/pl/api/awf/certificate/`,
    summary: "Czy nauczyciel ma certyfikat",
    tag: "awf",
    auth: "required",
    ok: { status: 200, schema: answer.certificateResponse },
    errors: [401, 404],
  },
  {
    method: "get",
    path: "/pl/api/awf/setup/",
    summary: "Co nauczyciel może teraz zrobić",
    tag: "awf",
    auth: "required",
    ok: { status: 200, schema: answer.setupResponse },
    errors: [401],
  },
  {
    method: "get",
    path: "/pl/api/awf/club/enroll/",
    summary: "Zgłoszenie klubu",
    tag: "club",
    auth: "required",
    ok: { status: 200, schema: answer.clubEnrollmentResponse },
    errors: [401],
  },
  {
    method: "post",
    path: "/pl/api/awf/club/enroll/",
    summary: "Złożenie zgłoszenia (tylko gdy brak; wymaga certyfikatu; plik PDF/JPG/PNG)",
    tag: "club",
    auth: "required",
    body: clubEnrollmentBody,
    multipart: true,
    ok: { status: 201, schema: answer.clubEnrollmentResponse },
    errors: [400, 401, 413],
  },
  {
    method: "put",
    path: "/pl/api/awf/club/enroll/",
    summary: "Poprawa zgłoszenia (tylko gdy do poprawy; puste lub zamaskowane PESEL/rachunek = bez zmian)",
    tag: "club",
    auth: "required",
    body: clubEnrollmentBody,
    multipart: true,
    ok: { status: 200, schema: answer.clubEnrollmentResponse },
    errors: [400, 401, 413],
  },
  {
    method: "get",
    path: "/pl/api/awf/files/{id}/",
    summary: "Pobranie załącznika (właściciel lub pracownik)",
    tag: "club",
    auth: "required",
    ok: { status: 200, schema: null, description: "Plik (Content-Disposition: attachment)" },
    errors: [401, 404],
  },
  {
    method: "get",
    path: "/pl/api/awf/season/enroll/",
    summary: "Zapis na bieżący sezon",
    tag: "season",
    auth: "required",
    ok: { status: 200, schema: answer.seasonEnrollmentResponse },
    errors: [401],
  },
  {
    method: "post",
    path: "/pl/api/awf/season/enroll/",
    summary: "Zapis klubu na sezon z grupami",
    tag: "season",
    auth: "required",
    body: seasonEnrollBody,
    ok: { status: 201, schema: answer.seasonEnrollmentResponse },
    errors: [400, 401],
  },
  {
    method: "get",
    path: "/pl/api/awf/season/place/",
    summary: "Miejsca zajęć grup",
    tag: "season",
    auth: "required",
    ok: { status: 200, schema: answer.placesResponse },
    errors: [401],
  },
  {
    method: "put",
    path: "/pl/api/awf/season/place",
    summary: "Zmiana miejsc zajęć",
    tag: "season",
    auth: "required",
    body: seasonPlacesBody,
    ok: { status: 200, schema: answer.placesResponse },
    errors: [400, 401, 404],
  },
  {
    method: "get",
    path: "/pl/api/awf/group/count/",
    summary: "Liczebność grup",
    tag: "group",
    auth: "required",
    ok: { status: 200, schema: answer.groupCountsResponse },
    errors: [401],
  },
  {
    method: "put",
    path: "/pl/api/awf/group/count/",
    summary: "Zmiana liczebności grup",
    tag: "group",
    auth: "required",
    body: groupCountsBody,
    ok: { status: 200, schema: answer.groupCountsResponse },
    errors: [400, 401, 404],
  },
  {
    method: "get",
    path: "/pl/api/awf/schedule/",
    summary: "Zajęcia (wszystkie lub ?group=N)",
    tag: "schedule",
    auth: "required",
    query: [{ name: "group", description: "Numer grupy" }],
    ok: { status: 200, schema: answer.scheduleItemResponse.array() },
    errors: [400, 401, 403, 404],
  },
  {
    method: "post",
    path: "/pl/api/awf/schedule/",
    summary: "Nowe zajęcia",
    tag: "schedule",
    auth: "required",
    body: scheduleItemBody,
    ok: { status: 201, schema: answer.scheduleItemResponse },
    errors: [400, 401, 403, 404],
  },
  {
    method: "get",
    path: `/pl/api/awf/schedule/${ID}/`,
    summary: "Jedne zajęcia",
    tag: "schedule",
    auth: "required",
    ok: { status: 200, schema: answer.scheduleItemResponse },
    errors: [401, 404],
  },
  {
    method: "put",
    path: `/pl/api/awf/schedule/${ID}/`,
    summary: "Zmiana zajęć",
    tag: "schedule",
    auth: "required",
    body: scheduleItemBody,
    ok: { status: 200, schema: answer.scheduleItemResponse },
    errors: [400, 401, 403, 404],
  },
  {
    method: "post",
    path: `/pl/api/awf/schedule/${ID}/cancel`,
    summary: "Odwołanie zajęć z powodem",
    tag: "schedule",
    auth: "required",
    body: cancelBody,
    ok: { status: 200, schema: answer.scheduleItemResponse },
    errors: [400, 401, 403, 404],
  },
  {
    method: "post",
    path: `/pl/api/awf/schedule/${ID}/uncancel`,
    summary: "Przywrócenie zajęć",
    tag: "schedule",
    auth: "required",
    ok: { status: 200, schema: answer.scheduleItemResponse },
    errors: [400, 401, 403, 404],
  },
  {
    method: "get",
    path: "/pl/api/awf/survey/",
    summary: "Ankiety (wszystkie lub ?group=N)",
    tag: "survey",
    auth: "required",
    query: [{ name: "group", description: "Numer grupy" }],
    ok: { status: 200, schema: answer.surveyResponse.array() },
    errors: [400, 401, 403, 404],
  },
  {
    method: "post",
    path: "/pl/api/awf/survey/",
    summary: "Nowa ankieta (numer porządkowy nadaje serwer)",
    tag: "survey",
    auth: "required",
    body: surveyBody,
    ok: { status: 201, schema: answer.surveyResponse },
    errors: [400, 401, 403, 404],
  },
  {
    method: "get",
    path: `/pl/api/awf/survey/${ID}/`,
    summary: "Jedna ankieta",
    tag: "survey",
    auth: "required",
    ok: { status: 200, schema: answer.surveyResponse },
    errors: [401, 404],
  },
  {
    method: "put",
    path: `/pl/api/awf/survey/${ID}/`,
    summary: "Zmiana ankiety",
    tag: "survey",
    auth: "required",
    body: surveyBody,
    ok: { status: 200, schema: answer.surveyResponse },
    errors: [400, 401, 403, 404],
  },
  {
    method: "get",
    path: "/pl/api/awf/newsletter/enroll",
    summary: "Czy zapisany do newslettera",
    tag: "newsletter",
    auth: "required",
    ok: { status: 200, schema: answer.newsletterResponse },
    errors: [401],
  },
  {
    method: "post",
    path: "/pl/api/awf/newsletter/enroll/",
    summary: "Zapis do newslettera (e-mail z potwierdzeniem)",
    tag: "newsletter",
    auth: "required",
    ok: { status: 201, schema: answer.newsletterResponse },
    errors: [401],
  },
  {
    method: "delete",
    path: "/pl/api/awf/newsletter/enroll/",
    summary: "Wypisanie z newslettera",
    tag: "newsletter",
    auth: "required",
    ok: { status: 200, schema: answer.newsletterResponse },
    errors: [401],
  },
];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Błędne dane: {pole: [komunikaty]} lub {non_field_errors: [...]}",
  401: "Brak lub nieważny token: {detail, code: token_not_valid}",
  403: "Brak klucza API lub funkcja niedostępna (ustawienia): {detail}",
  404: "Nie znaleziono (także cudzy rekord): {detail}",
  413: "Za duży plik lub żądanie: {detail}",
  429: "Za dużo prób: {detail}, nagłówek Retry-After",
};

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema:
      name === "event"
        ? { type: "string", examples: ["warszawa"] }
        : name === "date"
          ? { type: "string", format: "date" }
          : name === "id" && path.includes("/files/")
            ? { type: "string", format: "uuid" }
            : { type: "integer", minimum: 1 },
  }));
}

export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of OPERATIONS) {
    const responses: Record<string, JsonSchema> = {
      [operation.ok.status]: {
        description: operation.ok.description ?? "OK",
        ...(operation.ok.schema
          ? { content: { "application/json": { schema: toJsonSchema(operation.ok.schema) } } }
          : {}),
      },
    };
    for (const status of [...operation.errors, 403]) {
      responses[status] = {
        description: ERROR_DESCRIPTIONS[status],
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    }
    const parameters = [
      ...pathParameters(operation.path),
      ...(operation.query ?? []).map((query) => ({
        name: query.name,
        in: "query",
        required: false,
        description: query.description,
        schema: { type: "integer", minimum: 1 },
      })),
    ];
    (paths[operation.path] ??= {})[operation.method] = {
      summary: operation.summary,
      tags: [operation.tag],
      security:
        operation.auth === "required"
          ? [{ apiKey: [], jwt: [] }]
          : operation.auth === "optional"
            ? [{ apiKey: [] }, { apiKey: [], jwt: [] }]
            : [{ apiKey: [] }],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: {
                [operation.multipart ? "multipart/form-data" : "application/json"]: {
                  schema: toJsonSchema(operation.body),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "WF z AWF – Sport Kluby: platform API",
      version,
      description:
        "Kontrakt /pl/api (SPEC §7) w konwencjach Django REST Framework: JSON w snake_case, błędy w kształcie DRF z polskimi komunikatami, nagłówki X-Api-Key i Authorization: JWT <token>.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
        jwt: { type: "apiKey", in: "header", name: "Authorization", description: "JWT <access token>" },
      },
      schemas: { Error: toJsonSchema(answer.errorResponse) },
    },
    paths,
  };
}
