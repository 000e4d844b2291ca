import { PassThrough } from "node:stream";

import { createLogger, logFormat } from "./log";
import { inRequest } from "./request-context";

function capture(format: "json" | "pretty") {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString().trim().split("\n")));
  return { lines, logger: createLogger(stream, { format, level: "info" }) };
}

describe("the log", () => {
  it("writes JSON lines with an ISO time, the level's name and the request's id", () => {
    const { lines, logger } = capture("json");
    logger.info("outside");
    inRequest({ requestId: "req-12345678", queries: 0 }, () => logger.warn({ club: 7 }, "inside"));
    const [outside, inside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(outside).toMatchObject({ level: "info", msg: "outside" });
    expect(outside).not.toHaveProperty("reqId");
    expect(inside).toMatchObject({ level: "warn", msg: "inside", club: 7, reqId: "req-12345678" });
    expect(new Date(inside.time as string).toISOString()).toBe(inside.time);
  });

  it("never writes a password, token, PESEL, bank account, cookie or Authorization header, however it is passed", () => {
    const { lines, logger } = capture("json");
    logger.info(
      {
        password: "Tajne#Haslo1",
        token: "eyJhbGciOi.secret",
        body: { pesel: "85010112345", bankAccount: "61109010140000071219812874", newPassword: "Nowe#Haslo2" },
        req: { headers: { cookie: "token=abc", authorization: "JWT abc" } },
      },
      "a careless line",
    );
    for (const secret of [
      "Tajne#Haslo1",
      "eyJhbGciOi",
      "85010112345",
      "61109010140000071219812874",
      "Nowe#Haslo2",
      "token=abc",
      "JWT abc",
    ])
      expect(lines.join("\n")).not.toContain(secret);
  });

  it("is one readable line per entry in development and on a terminal, JSON elsewhere", () => {
    expect(logFormat({ NODE_ENV: "development" }, false)).toBe("pretty");
    expect(logFormat({ NODE_ENV: "production" }, true)).toBe("pretty");
    expect(logFormat({ NODE_ENV: "production" }, false)).toBe("json");
    expect(logFormat({ NODE_ENV: "development", LOG_FORMAT: "json" }, true)).toBe("json");
    const { lines, logger } = capture("pretty");
    inRequest({ requestId: "req-12345678", queries: 0 }, () =>
      logger.info(
        { req: { method: "GET", path: "/konto" }, res: { status: 200 }, responseTime: 12, db: 4 },
        "GET /konto 200 12 ms",
      ),
    );
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/konto 200 12 ms \{"reqId":"req-12345678","db":4\}$/,
      ),
    ]);
  });
});
