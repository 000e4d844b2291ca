// The teachers of the enrolment-opening rush (bench/rush.mjs starts this with
// the cluster's certificate trusted): every one logs in beforehand, then at
// the opening moment sends the club application form as a browser without
// JavaScript does (multipart, with the principal's consent as a PDF) and
// follows the redirect to read the outcome. Afterwards the office opens its
// list of applications. What each saw is written to the output file.
//
//   node --import tsx bench/rush-client.ts <config.json>
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

import { generate } from "otplib";

import { DEMO_STAFF_TOTP_SECRET } from "../server/db/demo-data";
import { clubApplicationFields } from "../tests/support/forms";
import { RUSH_OFFICE } from "./seed-applicants";

interface Config {
  publicUrl: string;
  emails: string[];
  password: string;
  /** How long after the last login the rush starts, and how long it lasts. */
  openingDelayMs: number;
  windowMs: number;
  /** "front": most at the start (the opening); "even": spread evenly over the window. */
  arrivals: "minute" | "burst";
  output: string;
}

export interface Submission {
  email: string;
  /** Milliseconds since the epoch, from one monotonic clock: when the form left and when its answer came. */
  sentAt: number;
  answeredAt: number;
  status: number;
  requestId: string | null;
  /** The page the redirect led to said the application was sent. */
  acknowledged: boolean;
  error?: string;
}

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PAGE = "/konto/zgloszenie-klubu";
const SENT = "Wysłano zgłoszenie klubu.";
const TIMEOUT_MS = 30_000;
const config = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Config;
const { publicUrl } = config;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair.endsWith("="));

/** Cookies as a browser keeps them: a later Set-Cookie replaces the one of the same name. */
function merged(jar: string, response: Response): string {
  const cookies = new Map(jar ? jar.split("; ").map((pair) => [pair.split("=")[0], pair] as const) : []);
  for (const pair of cookiesOf(response)) cookies.set(pair.split("=")[0]!, pair);
  return [...cookies.values()].join("; ");
}

function post(path: string, body: URLSearchParams | FormData, cookie = "") {
  return fetch(publicUrl + path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "user-agent": UA, origin: publicUrl, "sec-fetch-site": "same-origin", cookie },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

const get = (path: string, cookie: string) =>
  fetch(publicUrl + path, { headers: { "user-agent": UA, cookie }, signal: AbortSignal.timeout(TIMEOUT_MS) });

async function logIn(email: string): Promise<string> {
  const response = await post(
    "/logowanie",
    new URLSearchParams({ email, password: config.password, redirectTo: "/konto" }),
  );
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`the login of ${email} answered ${response.status}`);
  return merged("", response);
}

/** The application as a teacher fills it in; each teacher's own e-mail and submission key. */
function applicationOf(email: string, index: number): FormData {
  const fields = clubApplicationFields({
    school_name: `Szkoła Podstawowa nr ${index + 1}`,
    school_voivodeship: "mazowieckie",
    user_email: email,
    submission_key: randomUUID(),
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const pdf = new TextEncoder().encode(`%PDF-1.4\n%zgoda dyrektora szkoły nr ${index + 1}\n`);
  form.append("schools_principal_consent", new File([pdf], "zgoda.pdf", { type: "application/pdf" }));
  return form;
}

async function submit(email: string, index: number, cookie: string): Promise<Submission> {
  const sentAt = now();
  try {
    const response = await post(PAGE, applicationOf(email, index), cookie);
    await response.arrayBuffer();
    const answeredAt = now();
    const requestId = response.headers.get("x-request-id");
    let acknowledged = false;
    if (response.status === 302) {
      const page = await get(response.headers.get("location") ?? PAGE, merged(cookie, response));
      acknowledged = (await page.text()).includes(SENT);
    }
    return { email, sentAt, answeredAt, status: response.status, requestId, acknowledged };
  } catch (error) {
    return { email, sentAt, answeredAt: now(), status: 0, requestId: null, acknowledged: false, error: String(error) };
  }
}

/** The office's list of applications, first page: the numbers it shows, top to bottom. */
async function officeList(): Promise<number[]> {
  let cookie = await logIn(RUSH_OFFICE);
  const code = await generate({ secret: DEMO_STAFF_TOTP_SECRET });
  const confirmed = await post("/logowanie/kod?redirectTo=%2Fbiuro", new URLSearchParams({ code }), cookie);
  await confirmed.arrayBuffer();
  if (confirmed.status !== 302) throw new Error(`the office's code answered ${confirmed.status}`);
  cookie = merged(cookie, confirmed);
  const page = await (await get("/biuro", cookie)).text();
  return [...page.matchAll(/<span>Nr (\d+)<\/span>/g)].map((match) => Number(match[1]));
}

async function main() {
  // Everyone logs in before the opening, 16 at a time.
  const cookies: string[] = new Array(config.emails.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < config.emails.length) {
        const index = next++;
        cookies[index] = await logIn(config.emails[index]!);
      }
    }),
  );
  const loggedInBy = now();
  const openingAt = loggedInBy + config.openingDelayMs;
  // The opening: each teacher at a random moment of the window, or, as a burst, most at its start
  // (offset = window × u²: half within the first quarter, three in ten within the first 5 s of a minute).
  const submissions = await Promise.all(
    config.emails.map(async (email, index) => {
      const moment = config.arrivals === "burst" ? Math.random() ** 2 : Math.random();
      await sleep(openingAt + config.windowMs * moment - now());
      return submit(email, index, cookies[index]!);
    }),
  );
  const office = await officeList();
  writeFileSync(config.output, JSON.stringify({ loggedInBy, openingAt, submissions, office }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
