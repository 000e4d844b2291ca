// The forms' generated bad input, first share (tests/support/form-fuzz.ts),
// and where the login sends a teacher next.
import { fuzzFormActions } from "../support/form-fuzz";

const DEMO = { email: "anna.nowak@example.pl", password: "Demo#Haslo1" };
const ORIGIN = "http://localhost:3000";

const { request } = await fuzzFormActions({ part: 1, of: 2 });

describe("where the login sends a teacher next", () => {
  it.each(["/kónto/żółć", "/konto\u0000", "//evil.example", "/%E0%A4%A", "https://evil.example/"])(
    "%s is never a 500 nor another site",
    async (redirectTo) => {
      const body = new URLSearchParams({ ...DEMO, redirectTo });
      const response = await request("/logowanie", {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/(?!\/)/);
      const page = await request(`/logowanie?redirectTo=${encodeURIComponent(redirectTo)}`);
      expect(page.status).toBe(200);
    },
  );
});
