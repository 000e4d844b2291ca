// The web server's process as `npm start` runs it (issue 13, items 14 and 16):
// what it creates on disk is its owner's alone, and a deployment missing a
// setting it must have does not start.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

import {
  BROWSER,
  freePort,
  requireBuild,
  startApp,
  type Started,
  tempDataDir,
  waitUntilServing,
} from "../faults/processes";

/** Every folder and file under `root`, with its permission bits. */
function modesUnder(root: string): { entry: string; mode: number; folder: boolean }[] {
  const stats = statSync(root);
  const here = { entry: root, mode: stats.mode & 0o777, folder: stats.isDirectory() };
  if (!here.folder) return [here];
  return [here, ...readdirSync(root).flatMap((child) => modesUnder(path.join(root, child)))];
}

describe("data at rest (ASVS V1.6.x, V8.3.x: owner-only files)", () => {
  const data = tempDataDir();
  const folder = path.join(data.dir, "data");
  let app: Started;

  beforeAll(async () => {
    requireBuild();
    // Outside production, so e-mails go to the outbox folder that has to be closed too.
    app = startApp(await freePort(), { DATA_DIR: folder, SEED_DEMO: "true", APP_ENV: "development", SMTP_URL: "" });
    // Seeding the demo data first: under load it took more than 25 s (as the fault tests' API, 45 s).
    await waitUntilServing(app, "/agenda", 45_000);
  }, 90_000);

  afterAll(async () => {
    await app?.stop("SIGKILL");
    data.remove();
  });

  it("the database folder, its files and the mail outbox are created 0700 / 0600", async () => {
    const recovery = await fetch(`${app.url}/przywracanie-hasla`, {
      method: "POST",
      redirect: "manual",
      headers: { ...BROWSER, "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: new URLSearchParams({ email: "anna.nowak@example.pl" }),
    });
    expect(recovery.status).toBeLessThan(400);
    // The e-mail may leave after the answer (it must not tell whether the address is known).
    const deadline = Date.now() + 10_000;
    // The outbox folder is made before its first file is written: wait for the file.
    const outbox = path.join(folder, "outbox");
    const hasMail = () => readdirSync(folder).includes("outbox") && modesUnder(outbox).length > 1;
    while (!hasMail() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const entries = modesUnder(folder);
    expect(entries.some((entry) => entry.entry.includes(`${path.sep}outbox${path.sep}`))).toBe(true);
    expect(entries.length).toBeGreaterThan(50);
    const open = entries.filter((entry) => entry.mode & 0o077);
    expect(open.map((entry) => `${entry.entry} ${entry.mode.toString(8)}`)).toEqual([]);
  }, 30_000);
});

describe("a production start without what production needs (ASVS V14.1.x)", () => {
  /** Starts the web server in production without `missing` and waits for it to give up. */
  async function startWithout(missing: string) {
    requireBuild();
    const data = tempDataDir();
    const app = startApp(await freePort(), { DATA_DIR: data.dir, [missing]: "" });
    const timeout = setTimeout(() => app.child.kill("SIGKILL"), 20_000);
    await app.exited;
    clearTimeout(timeout);
    data.remove();
    return { code: app.child.exitCode, output: app.output() };
  }

  it.each(["SESSION_SECRET", "SMTP_URL", "JWT_SECRET"])(
    "refuses to start without %s, naming it",
    async (name) => {
      const { code, output } = await startWithout(name);
      expect(code).toBe(1);
      expect(output).toContain(name);
    },
    30_000,
  );
});
