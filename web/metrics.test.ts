import { metricsAddress } from "../server/metrics";
import { routeLabel } from "./metrics";

describe("routeLabel", () => {
  it.each([
    ["/konto", 200, "/konto"],
    ["/konto/harmonogram/12/34", 200, "/konto/harmonogram/:id/:id"],
    ["/agenda/7", 200, "/agenda/:id"],
    ["/szkolenia/rozgrzewka", 200, "/szkolenia/rozgrzewka"],
    ["/build/_shared/chunk-ABC123.js", 200, "/build/*"],
    ["/media/szkolenia/rozgrzewka-v2.mp4", 206, "/media/*"],
    ["/favicon.ico", 200, "(file)"],
    ["/konto/moja-agenda.ics", 200, "/konto/moja-agenda.ics"],
    ["/wp-login.php", 404, "(not found)"],
    ["/konto/harmonogram/999999", 404, "(not found)"],
    ["/szkolenia/%zz", 400, "(bad address)"],
    ["/%E0%A4%A", 400, "(bad address)"],
  ])("labels %s (%i) as %s", (path, status, label) => {
    expect(routeLabel(path, status)).toBe(label);
  });
});

describe("metricsAddress", () => {
  it("is none without METRICS_PORT, and loopback unless METRICS_HOST says otherwise", () => {
    expect(metricsAddress({})).toBeNull();
    expect(metricsAddress({ METRICS_PORT: "9464" })).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(metricsAddress({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" })).toEqual({
      port: 9464,
      host: "10.0.0.5",
    });
    expect(() => metricsAddress({ METRICS_PORT: "http" })).toThrow("METRICS_PORT");
  });
});
