import { bareAnswerHeaders, createNonce, isSecureRequest, securityHeaders } from "./security-headers.server";

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

  it("names in Permissions-Policy only features browsers know (no FLoC's interest-cohort, long withdrawn)", () => {
    // Policy-controlled features of the W3C Permissions Policy registry (webappsec-permissions-policy, features.md).
    const known = new Set([
      "accelerometer",
      "ambient-light-sensor",
      "autoplay",
      "battery",
      "camera",
      "display-capture",
      "document-domain",
      "encrypted-media",
      "fullscreen",
      "geolocation",
      "gyroscope",
      "magnetometer",
      "microphone",
      "midi",
      "payment",
      "picture-in-picture",
      "publickey-credentials-get",
      "screen-wake-lock",
      "sync-xhr",
      "usb",
      "web-share",
      "xr-spatial-tracking",
    ]);
    for (const secure of [false, true]) {
      for (const headers of [securityHeaders({ nonce: "n", secure }), bareAnswerHeaders({ secure })]) {
        const features = headers["Permissions-Policy"]!.split(",").map((directive) => directive.trim().split("=")[0]);
        expect(features.filter((feature) => !known.has(feature))).toEqual([]);
      }
    }
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
