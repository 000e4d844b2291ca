// Every answer the API test suite receives is replayed through the contract,
// strictly: a success through the response schema of the operation the
// request matched (and with a status it declares), an error through the
// DRF-shaped error schema. An undeclared field fails the test that got it.
import { errorResponse, type Operation, OPERATIONS } from "../../app/lib/contract";
import { deepStrict } from "./deep-strict";

/** The OpenAPI document describes the contract; it is not a call of it. */
const DOCUMENT_PATH = "/pl/api/schema/";

const ROUTES = OPERATIONS.map((op) => ({
  op,
  pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/]+")}$`),
  response: op.response ? deepStrict(op.response) : null,
}));

const STRICT_ERROR = deepStrict(errorResponse);

/** The operation a request reaches, found the way the router finds it: the first declared that matches. */
function operationFor(method: string, path: string): Operation | undefined {
  const pathname = new URL(path, "http://api.test").pathname;
  return ROUTES.find((route) => route.op.method === method.toUpperCase() && route.pattern.test(pathname))?.op;
}

export async function checkAnswer(method: string, path: string, response: Response): Promise<void> {
  const where = `${method} ${path} → ${response.status}`;
  if (method.toUpperCase() === "GET" && new URL(path, "http://api.test").pathname === DOCUMENT_PATH) return;
  const op = operationFor(method, path);
  const route = ROUTES.find((candidate) => candidate.op === op);
  if (response.status < 400) {
    if (!route) throw new Error(`${where}: a success from a route the contract does not declare`);
    const statuses = [route.op.status, ...(route.op.alsoOk ?? [])];
    if (!statuses.includes(response.status))
      throw new Error(`${where}: the contract declares ${statuses.join(" or ")} for this operation`);
    if (!route.response) return;
  }
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${where}: the answer is not JSON: ${text.slice(0, 200)}`);
  }
  const schema = response.status < 400 ? route!.response! : STRICT_ERROR;
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new Error(
      `${where}: the answer does not match the contract:\n  ${issues.join("\n  ")}\n${text.slice(0, 500)}`,
    );
  }
}
