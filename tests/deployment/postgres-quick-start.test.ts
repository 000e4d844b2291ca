// The README's PostgreSQL path (issue 35 item 11): `npm run db:seed` into a
// new database, then `npm start` on it, neither given a secret. Both take them
// from DATA_DIR/secrets.json (server/config.ts), so the office's second factor
// and the seeded PESEL, encrypted by the seed, open in the platform.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";

import { generate } from "otplib";

import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET } from "../../server/db/demo-data";
import {
  BROWSER,
  freePort,
  requireBuild,
  runCli,
  type Started,
  startLikeNpmStart,
  tempDataDir,
  waitUntilServing,
} from "../faults/processes";
import { onPostgres, withDatabase } from "../support/db";

const SERVER_URL = process.env.TEST_DATABASE_URL;
const databaseName = `sport_kluby_quick_start_${randomBytes(4).toString("hex")}`;

/** A browser's cookies for one site: each answer's Set-Cookie replaces the one of its name. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

describe.runIf(SERVER_URL)("the README's PostgreSQL path: npm run db:seed, then npm start", () => {
  const data = tempDataDir();
  // Collected even when skipped (no PostgreSQL here): nothing may need the server's address yet.
  const operator = { DATABASE_URL: SERVER_URL ? withDatabase(SERVER_URL, databaseName) : "", DATA_DIR: data.dir };
  let app: Started | undefined;

  beforeAll(async () => {
    requireBuild();
    await onPostgres(SERVER_URL!, (client) => client.query(`CREATE DATABASE ${databaseName}`));
    const seeded = runCli(["server/cli/seed.ts"], operator);
    expect(seeded.status, seeded.output).toBe(0);
    app = startLikeNpmStart(await freePort(), operator);
    await waitUntilServing(app, "/agenda", 60_000);
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await onPostgres(SERVER_URL!, async (client) => {
      await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [databaseName]);
      await client.query(`DROP DATABASE IF EXISTS ${databaseName}`);
    });
    data.remove();
  });

  it("opens the office with its authenticator's code, and a seeded PESEL and bank account read in full", async () => {
    expect(existsSync(path.join(data.dir, "secrets.json"))).toBe(true);
    const site = app!.url;
    const jar = cookieJar();
    const post = async (address: string, fields: Record<string, string>) => {
      const response = await fetch(`${site}${address}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          ...BROWSER,
          "content-type": "application/x-www-form-urlencoded",
          origin: site,
          cookie: jar.header(),
        },
        body: new URLSearchParams(fields),
      });
      jar.keep(response);
      return response;
    };

    const login = await post("/logowanie", {
      email: DEMO_ACCOUNTS.staff,
      password: DEMO_PASSWORD,
      redirectTo: "/biuro",
    });
    expect([login.status, login.headers.get("Location")]).toEqual([302, "/biuro"]);
    const code = await generate({ secret: DEMO_STAFF_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) });
    const confirmed = await post("/logowanie/kod?redirectTo=%2Fbiuro", { code });
    expect([confirmed.status, confirmed.headers.get("Location")]).toEqual([302, "/biuro"]);

    const { rows } = await onPostgres(operator.DATABASE_URL, (client) =>
      client.query(
        "SELECT club_enrollments.id FROM club_enrollments JOIN users ON users.id = club_enrollments.user_id WHERE users.email = $1",
        [DEMO_ACCOUNTS.activeTeacher],
      ),
    );
    const revealed = await post(`/biuro/zgloszenia/${rows[0].id}`, { intent: "reveal", reason: "Sprawdzenie umowy" });
    const page = await revealed.text();
    expect(revealed.status).toBe(200);
    expect(page).toContain("02070803628");
    expect(page.replace(/\s/g, "")).toContain("61109010140000071219812874");
  }, 60_000);
});
