// Generated from the contract's operations, as the routes and the app use them.
import { errorResponse, type Operation, OPERATIONS, pathParameterNames } from "../../../app/lib/contract";
import { type JsonSchema, toJsonSchema } from "./json-schema";

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Błędne dane: {pole: [komunikaty]} lub {non_field_errors: [...]}",
  401: "Brak lub nieważny token: {detail, code: token_not_valid}",
  403: "Brak klucza API lub funkcja niedostępna (ustawienia): {detail}",
  404: "Nie znaleziono (także cudzy rekord): {detail}",
  409: "Konflikt: rekord zmienił się w międzyczasie albo ten sam formularz jest właśnie wysyłany: {detail}",
  413: "Za duży plik lub żądanie: {detail}",
  429: "Za dużo prób: {detail}, nagłówek Retry-After",
};

function pathParameters(path: string) {
  return pathParameterNames(path).map((name) => ({
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

function successResponse(operation: Operation): JsonSchema {
  if (!operation.response) return { description: operation.rawDescription ?? "OK" };
  return { description: "OK", content: { "application/json": { schema: toJsonSchema(operation.response) } } };
}

export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of OPERATIONS) {
    const responses: Record<string, JsonSchema> = {};
    for (const status of [operation.status, ...(operation.alsoOk ?? [])])
      responses[status] = successResponse(operation);
    for (const status of [...operation.errors, 403]) {
      responses[status] = {
        description: ERROR_DESCRIPTIONS[status],
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    }
    const parameters = [
      ...pathParameters(operation.path),
      ...Object.entries(operation.query ?? {}).map(([name, parameter]) => ({
        name,
        in: "query",
        required: false,
        description: typeof parameter === "string" ? parameter : parameter.description,
        schema: typeof parameter === "string" ? { type: "integer", minimum: 1 } : { type: "string" },
      })),
    ];
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = {
      summary: operation.summary,
      tags: [operation.tag],
      security:
        operation.auth === "required" || operation.auth === "staff"
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
      schemas: { Error: toJsonSchema(errorResponse) },
    },
    paths,
  };
}
