import { TEST_API_KEY, testConfig } from "../../tests/support/api";
import { openPostgres } from "../db/client";
import { log } from "../log";
import { createApi } from ".";

describe("an unreachable database", () => {
  it("answers 503 with Retry-After, never a stack trace", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const config = testConfig({ databaseUrl: "postgres://postgres@127.0.0.1:1/none" });
    const api = createApi({ config, db: undefined });
    const response = await api.request("/pl/api/awf/setup/", { headers: { "X-Api-Key": TEST_API_KEY } });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.json()).toEqual({
      detail: "Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka sekund.",
    });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), "database unavailable");
    error.mockRestore();
    await expect(openPostgres(config.databaseUrl!, config.migrationsDir)).rejects.toThrow();
  });
});
