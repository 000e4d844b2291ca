import { createNonce, isSecureRequest, securityHeaders } from "./security-headers.server";

describe("securityHeaders", () => {
  it("allows inline scripts only with the request's nonce", () => {
    const csp = securityHeaders({ nonce: "abc123", secure: false })["Content-Security-Policy"];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("sends HSTS only over HTTPS", () => {
    expect(securityHeaders({ nonce: "n", secure: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders({ nonce: "n", secure: true })["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
  });

  it("sets the fixed hardening headers", () => {
    const headers = securityHeaders({ nonce: "n", secure: false });
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });
});

describe("createNonce", () => {
  it("is unpredictable per request", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce().length).toBeGreaterThanOrEqual(22);
  });
});

describe("isSecureRequest", () => {
  it("trusts the protocol and the proxy's forwarded header", () => {
    expect(isSecureRequest(new Request("https://wf.example/"))).toBe(true);
    expect(isSecureRequest(new Request("http://localhost/"))).toBe(false);
    expect(isSecureRequest(new Request("http://localhost/", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
  });
});
