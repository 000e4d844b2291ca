import { PassThrough } from "node:stream";

import express from "express";

import { queryCounter } from "../server/db/query-count";
import { accessLog } from "./access-log";

/** A server whose one route runs `queries` database queries, each after a tick, as a loader would. */
async function serve(lines: string[], queries: number) {
  const log = new PassThrough();
  log.on("data", (chunk: Buffer) => lines.push(...chunk.toString().trim().split("\n")));
  const app = express();
  app.use(accessLog(log));
  app.get("/konto", async (_req, res) => {
    for (let i = 0; i < queries; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      queryCounter.logQuery("select 1", []);
    }
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the access log", () => {
  it("gives each request its own count of database queries, and never its query string", async () => {
    const lines: string[] = [];
    const server = await serve(lines, 3);
    try {
      await Promise.all([
        fetch(`${server.url}/konto?token=sekret`),
        fetch(`${server.url}/konto`),
        fetch(`${server.url}/brak`),
      ]);
      await expect.poll(() => lines.length).toBe(3);
    } finally {
      await server.close();
    }
    expect(lines.filter((line) => line.startsWith("GET /konto 200 ")).map((line) => line.split(" ").at(-1))).toEqual([
      "db=3",
      "db=3",
    ]);
    expect(lines.find((line) => line.startsWith("GET /brak 404"))).toMatch(/ db=0$/);
    expect(lines.join("\n")).not.toContain("sekret");
  });
});
