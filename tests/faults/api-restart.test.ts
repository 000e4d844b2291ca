// QUALITY.md "Faults": the platform API restarted under the web app (the app
// with UPSTREAM_URL, the API standalone). While it is down, a Polish 503; once
// it is back, the next request succeeds, and the teacher's session with it.
import {
  BROWSER,
  freePort,
  logInAsDemoTeacher,
  requireBuild,
  STACK_TRACE,
  startApi,
  startApp,
  type Started,
  tempDataDir,
  waitUntilAppAndApiServe,
  waitUntilServing,
} from "./processes";

const data = tempDataDir();
let apiPort: number;
let api: Started;
let app: Started;

beforeAll(async () => {
  requireBuild();
  apiPort = await freePort();
  api = startApi(apiPort, { DATA_DIR: data.dir, SEED_DEMO: "true" });
  app = startApp(await freePort(), { UPSTREAM_URL: api.url, UPSTREAM_TIMEOUT_MS: "5000", DATA_DIR: data.dir });
  await waitUntilAppAndApiServe(app, api);
}, 90_000);

afterAll(async () => {
  await app?.stop("SIGKILL");
  await api?.stop("SIGKILL");
  data.remove();
});

describe("the API restarted under the app", () => {
  it("answers 503 while it is down and succeeds on the next request after it is back", async () => {
    const cookie = await logInAsDemoTeacher(app);
    expect((await fetch(`${app.url}/agenda`, { headers: BROWSER })).status).toBe(200);
    expect((await fetch(`${app.url}/konto`, { headers: { ...BROWSER, cookie }, redirect: "manual" })).status).toBe(200);

    await api.stop("SIGTERM");
    // The account page asks the API on every view (a visitor's agenda may be kept for a few seconds).
    const down = await fetch(`${app.url}/konto`, { headers: { ...BROWSER, cookie }, redirect: "manual" });
    const html = await down.text();
    expect(down.status).toBe(503);
    expect(html).toContain("Serwis jest chwilowo niedostępny");
    expect(html).not.toMatch(STACK_TRACE);

    api = startApi(apiPort, { DATA_DIR: data.dir, SEED_DEMO: "true" });
    await waitUntilServing(api, "/pl/api/schema/");
    // The very next request through the app, with no retry loop of ours.
    const agenda = await fetch(`${app.url}/agenda`, { headers: BROWSER });
    expect(agenda.status).toBe(200);
    await agenda.arrayBuffer();
    const account = await fetch(`${app.url}/konto`, { headers: { ...BROWSER, cookie }, redirect: "manual" });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("Anna");
  }, 45_000);
});
