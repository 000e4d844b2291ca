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
});
