import { log } from "./log";
import { currentRequest } from "./request-context";
import { standaloneFront } from "./standalone-front";

describe("the standalone API's front", () => {
  const ready = async () => ({ ready: true, checks: { database: "ok" } });

  it("answers the health checks without the API", async () => {
    const api = { fetch: vi.fn(() => new Response("api")) };
    const front = standaloneFront(api, ready);
    const health = await front(new Request("http://api.internal/healthz"));
    expect([health.status, await health.json(), health.headers.get("cache-control")]).toEqual([
      200,
      { status: "ok" },
      "no-store",
    ]);
    const readyz = await front(new Request("http://api.internal/readyz"));
    expect([readyz.status, await readyz.json()]).toEqual([200, { status: "ok", checks: { database: "ok" } }]);
    const notReady = standaloneFront(api, async () => ({ ready: false, checks: { database: "unreachable" } }));
    expect((await notReady(new Request("http://api.internal/readyz"))).status).toBe(503);
    // An orchestrator's HEAD is answered alike, as the web server answers it.
    expect((await notReady(new Request("http://api.internal/readyz", { method: "HEAD" }))).status).toBe(503);
    expect(api.fetch).not.toHaveBeenCalled();
    // Any other method is the API's (which has no such path).
    await front(new Request("http://api.internal/healthz", { method: "POST" }));
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it("logs each call, and what the API logs for it, under the web app's request id", async () => {
    const info = vi.spyOn(log, "info").mockImplementation(() => undefined);
    const servedAs: (string | undefined)[] = [];
    const api = {
      fetch: () => {
        // The id every line logged here carries (server/log.ts reads it).
        servedAs.push(currentRequest()?.requestId);
        log.info("inside the API");
        return new Response("{}", { status: 201 });
      },
    };
    const front = standaloneFront(api, ready);
    const answer = await front(
      new Request("http://api.internal/pl/api/account/?token=x", { headers: { "X-Request-Id": "page-request-42" } }),
    );
    expect(answer.status).toBe(201);
    await front(new Request("http://api.internal/pl/api/account/", { headers: { "X-Request-Id": "bad id\n" } }));
    expect(servedAs[0]).toBe("page-request-42");
    expect(servedAs[1]).toMatch(/^[0-9a-f-]{36}$/);
    const [[inside], [line, message]] = info.mock.calls.slice(0, 2) as unknown as [
      [string],
      [Record<string, unknown>, string],
    ];
    expect(inside).toBe("inside the API");
    expect(line).toMatchObject({ req: { method: "GET", path: "/pl/api/account/" }, res: { status: 201 } });
    expect(message).toMatch(/^GET \/pl\/api\/account\/ 201 \d+ ms$/);
    info.mockRestore();
  });
});
