import { PassThrough } from "node:stream";

import express from "express";

import { queryCounter } from "../server/db/query-count";
import { createLogger } from "../server/log";
import { secretPathRedactor } from "../server/secret-paths";
import { accessLog } from "./access-log";

interface Line {
  msg: string;
  reqId?: string;
  db?: number;
  req?: { method: string; path: string };
  res?: { status: number };
}

/** A server whose one route runs `queries` database queries, each after a tick, as a loader would, and logs a line of its own. */
async function serve(lines: Line[], queries: number, trustedHops = 0) {
  const log = new PassThrough();
  log.on("data", (chunk: Buffer) =>
    lines.push(
      ...chunk
        .toString()
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Line),
    ),
  );
  const own = createLogger(log, { format: "json", level: "info" });
  const app = express();
  const loggablePath = secretPathRedactor([{ pattern: "/kalendarz/:file", secrets: ["file"] }]);
  app.use(accessLog(log, { trustedHops, loggablePath }));
  app.get("/konto", async (_req, res) => {
    for (let i = 0; i < queries; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      queryCounter.logQuery("select 1", []);
    }
    own.info("the loader's own line");
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the access log", () => {
  it("gives each request its own count of database queries, and never its query string", async () => {
    const lines: Line[] = [];
    const server = await serve(lines, 3);
    try {
      await Promise.all([
        fetch(`${server.url}/konto?token=sekret`),
        fetch(`${server.url}/konto`),
        fetch(`${server.url}/brak`),
      ]);
      await expect.poll(() => lines.filter((line) => line.req).length).toBe(3);
    } finally {
      await server.close();
    }
    const access = lines.filter((line) => line.req);
    expect(access.filter((line) => line.req!.path === "/konto").map((line) => [line.res!.status, line.db])).toEqual([
      [200, 3],
      [200, 3],
    ]);
    expect(access.find((line) => line.req!.path === "/brak")).toMatchObject({ res: { status: 404 }, db: 0 });
    expect(JSON.stringify(lines)).not.toContain("sekret");
  });

  it("writes a secret path segment as its parameter's name, in the line's path and its message", async () => {
    const lines: Line[] = [];
    const server = await serve(lines, 0);
    try {
      await fetch(`${server.url}/kalendarz/tajny-adres-kalendarza.ics`);
      await expect.poll(() => lines.filter((line) => line.req).length).toBe(1);
    } finally {
      await server.close();
    }
    expect(lines[0]).toMatchObject({ req: { path: "/kalendarz/:file" }, res: { status: 404 } });
    expect(lines[0].msg).toMatch(/^GET \/kalendarz\/:file 404 \d+ ms$/);
    expect(JSON.stringify(lines)).not.toContain("tajny-adres");
  });

  it("gives each request an id that its answer tells and every line logged while serving it carries", async () => {
    const lines: Line[] = [];
    const server = await serve(lines, 0);
    try {
      const answers = await Promise.all([fetch(`${server.url}/konto`), fetch(`${server.url}/konto`)]);
      const ids = answers.map((answer) => answer.headers.get("x-request-id"));
      expect(new Set(ids).size).toBe(2);
      await expect.poll(() => lines.length).toBe(4);
      for (const id of ids) {
        expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual([
          "the loader's own line",
          expect.stringMatching(/^GET \/konto 200 \d+ ms$/),
        ]);
      }
      // From a client, an id of its own is not believed: it could forge another request's.
      const forged = await fetch(`${server.url}/konto`, { headers: { "x-request-id": "forged-request-1" } });
      expect(forged.headers.get("x-request-id")).not.toBe("forged-request-1");
    } finally {
      await server.close();
    }
  });

  it("takes the id a trusted proxy gave the request, when it is a usable one", async () => {
    const lines: Line[] = [];
    const server = await serve(lines, 0, 1);
    try {
      const proxied = await fetch(`${server.url}/konto`, { headers: { "x-request-id": "nginx-5f2c9a1b7e" } });
      expect(proxied.headers.get("x-request-id")).toBe("nginx-5f2c9a1b7e");
      const odd = await fetch(`${server.url}/konto`, { headers: { "x-request-id": 'a b"c' } });
      expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await server.close();
    }
  });
});
