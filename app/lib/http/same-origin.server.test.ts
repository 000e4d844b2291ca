import { assertSameOrigin } from "./same-origin.server";

function post(headers: Record<string, string>) {
  return new Request("http://localhost:3000/kontrast", {
    method: "POST",
    headers: { host: "localhost:3000", ...headers },
  });
}

function refusal(request: Request): Response | undefined {
  try {
    assertSameOrigin(request);
    return undefined;
  } catch (thrown) {
    return thrown as Response;
  }
}

describe("assertSameOrigin", () => {
  it("lets same-origin form posts through", () => {
    expect(refusal(post({ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }))).toBeUndefined();
  });

  it("lets requests without browser provenance headers through", () => {
    expect(refusal(post({}))).toBeUndefined();
  });

  it("refuses a post from another site with 403 and a Polish message", async () => {
    const response = refusal(post({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }));
    expect(response?.status).toBe(403);
    expect(await response?.text()).toBe("Żądanie z innej witryny zostało odrzucone.");
  });

  it("refuses a foreign Origin even without Sec-Fetch-Site", () => {
    expect(refusal(post({ origin: "https://evil.example" }))?.status).toBe(403);
    expect(refusal(post({ origin: "null" }))?.status).toBe(403);
  });

  it("refuses same-site but different-origin posts", () => {
    expect(refusal(post({ "sec-fetch-site": "same-site" }))?.status).toBe(403);
  });

  it("refuses an Origin of the same host and port with another scheme", () => {
    expect(refusal(post({ origin: "https://localhost:3000" }))?.status).toBe(403);
    expect(refusal(post({ origin: "https://localhost:3000", "sec-fetch-site": "same-origin" }))?.status).toBe(403);
  });

  it("over HTTPS (a proxy's X-Forwarded-Proto, as the web server has made it true), expects an https Origin", () => {
    const behindProxy = (origin: string) =>
      new Request("http://localhost:3000/kontrast", {
        method: "POST",
        headers: { host: "wfzawf.pl", "x-forwarded-proto": "https", origin },
      });
    expect(refusal(behindProxy("https://wfzawf.pl"))).toBeUndefined();
    expect(refusal(behindProxy("http://wfzawf.pl"))?.status).toBe(403);
    expect(
      refusal(new Request("https://wfzawf.pl/kontrast", { method: "POST", headers: { origin: "https://wfzawf.pl" } })),
    ).toBeUndefined();
  });
});
