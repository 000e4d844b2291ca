import { inRequest } from "../../../server/request-context";
import { accountOperations } from "../contract/account";
import { clubOperations } from "../contract/club";
import { type Operation, operation } from "../contract/operation";
import { scheduleOperations } from "../contract/schedule";
import { idempotencyHeaders } from "./call.server";
import { errorMessageFromBody, UpstreamError, UpstreamUnavailableError } from "./errors.server";
import { assertApiPath, createTransport, type Fetch, urlOf } from "./transport.server";

function recordingTransport(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const transport: Fetch = async (request) => {
    requests.push(request);
    return answer();
  };
  return { requests, transport };
}

type Options = typeof options & { transport: Fetch; timeoutMs?: number };

/** The transport as the app builds it, over a recording or failing fetch. */
function createUpstream({ transport, timeoutMs = 10_000, ...rest }: Options) {
  return createTransport({ ...rest, fetch: transport, appVersion: "1.2.3", timeoutMs });
}

const anyPath = (path: string, method: Operation["method"] = "GET") =>
  operation({ method, path, summary: "", tag: "test", auth: "none", status: 200, response: null, errors: [] });

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

const options = { origin: "http://upstream.test", apiKey: "klucz" };

describe("assertApiPath", () => {
  it.each(["/pl/api/account/", "/warszawa/pl/api/agenda/agenda_items/sign_up_enabled/"])("accepts %s", (path) => {
    expect(() => assertApiPath(path)).not.toThrow();
  });

  it.each(["pl/api/account/", "//evil.example/pl/api/", "https://evil.example/pl/api/", "/\\evil", ""])(
    "refuses %j with 'Invalid URL format' before any request",
    (path) => {
      expect(() => assertApiPath(path)).toThrow("Invalid URL format");
    },
  );

  it("makes no request for a bad path", async () => {
    const { requests, transport } = recordingTransport(() => json({}));
    await expect(createUpstream({ ...options, transport })(anyPath("//evil.example/"))).rejects.toThrow(
      "Invalid URL format",
    );
    expect(requests).toHaveLength(0);
  });
});

describe("upstream calls", () => {
  it("send the API key, the app version and the JWT, and answer the raw response", async () => {
    const { requests, transport } = recordingTransport(() => json({ has_certificate: true }));
    const send = createUpstream({ ...options, transport });
    const response = await send(accountOperations.show, { token: "abc.def.ghi" });

    expect(await response.json()).toEqual({ has_certificate: true });
    const [request] = requests;
    expect(request.method).toBe("GET");
    expect(request.url).toBe("http://upstream.test/pl/api/account/");
    expect(request.headers.get("x-api-key")).toBe("klucz");
    expect(request.headers.get("x-app-version")).toBe("1.2.3");
    expect(request.headers.get("authorization")).toBe("JWT abc.def.ghi");
    expect(request.headers.has("x-request-id")).toBe(false);
  });

  it("carry the id of the page request they serve, which the API logs its lines under (issue 17)", async () => {
    const { requests, transport } = recordingTransport(() => json({}));
    const send = createUpstream({ ...options, transport });
    await inRequest({ requestId: "3f1c2a9e-page", queries: 0 }, () => send(accountOperations.show, { token: "t" }));
    expect(requests[0].headers.get("x-request-id")).toBe("3f1c2a9e-page");
  });

  it("fill in path parameters, encoded, and the query", () => {
    expect(urlOf(scheduleOperations.cancel, { params: { id: 7 } })).toBe("/pl/api/awf/schedule/7/cancel");
    expect(urlOf(scheduleOperations.list, { query: { group: 2 } })).toBe("/pl/api/awf/schedule/?group=2");
    expect(urlOf(scheduleOperations.list, { query: { group: undefined } })).toBe("/pl/api/awf/schedule/");
    expect(urlOf(clubOperations.downloadFile, { params: { id: "../../x" } })).toBe("/pl/api/awf/files/..%2F..%2Fx/");
    expect(() => urlOf(scheduleOperations.show)).toThrow(/Missing path parameter id/);
  });

  it("pass a file through unchanged, with its headers", async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255]);
    const { transport } = recordingTransport(
      () =>
        new Response(bytes, {
          headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="zgoda.pdf"' },
        }),
    );
    const response = await createUpstream({ ...options, transport })(clubOperations.downloadFile, {
      params: { id: "0b9e0f4e-8a57-4f0e-9c55-0d6f0a8b1c2d" },
    });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="zgoda.pdf"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it("send plain objects as JSON and leave snake_case keys as they are", async () => {
    const { requests, transport } = recordingTransport(() => json({}, 201));
    await createUpstream({ ...options, transport })(anyPath("/pl/api/awf/schedule/", "POST"), {
      body: { girls_count: 7, boys_count: 9 },
    });
    expect(requests[0].method).toBe("POST");
    expect(requests[0].headers.get("content-type")).toBe("application/json");
    expect(await requests[0].json()).toEqual({ girls_count: 7, boys_count: 9 });
  });

  it("send forms as multipart", async () => {
    const { requests, transport } = recordingTransport(() => json({}));
    const form = new FormData();
    form.set("school_name", "Szkoła Podstawowa nr 12");
    await createUpstream({ ...options, transport })(clubOperations.create, { body: form });
    expect(requests[0].headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect((await requests[0].formData()).get("school_name")).toBe("Szkoła Podstawowa nr 12");
  });
});

describe("upstream errors (SPEC §8)", () => {
  async function failure(response: Response): Promise<UpstreamError> {
    const send = createUpstream({ ...options, transport: async () => response });
    return send(accountOperations.show).then(
      () => {
        throw new Error("expected a failure");
      },
      (error: UpstreamError) => error,
    );
  }

  it("prefix the first field error with its Polish label and keep every field error for the form", async () => {
    const error = await failure(
      json({ firstname: ["", "To pole jest wymagane."], phone: ["Niepoprawny numer."] }, 400),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.status).toBe(400);
    expect(error.message).toBe("Imię: To pole jest wymagane.");
    expect(error.fieldErrors).toEqual({ firstname: ["To pole jest wymagane."], phone: ["Niepoprawny numer."] });
  });

  it("show a DRF detail as it is", async () => {
    const error = await failure(json({ detail: "Nie znaleziono." }, 404));
    expect(error.status).toBe(404);
    expect(error.message).toBe("Nie znaleziono.");
  });

  it("fall back to the default message with the contact address", async () => {
    const error = await failure(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(error.status).toBe(502);
    expect(error.message).toBe("Coś poszło nie tak, wyślij pytanie na adres kontakt@wfzawf.pl");
  });

  it("carry Retry-After of a rate limit", async () => {
    const error = await failure(
      json({ detail: "Zbyt wiele prób. Spróbuj ponownie za 5 min." }, 429, { "Retry-After": "300" }),
    );
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(300);
  });

  it("turn an unreachable upstream into 503", async () => {
    const send = createUpstream({ ...options, transport: () => Promise.reject(new TypeError("fetch failed")) });
    await expect(send(accountOperations.show)).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it("give up on an upstream that does not answer in time", async () => {
    const send = createUpstream({ ...options, timeoutMs: 50, transport: () => new Promise<Response>(() => {}) });
    const started = Date.now();
    const error = (await send(accountOperations.show).catch((e: unknown) => e)) as UpstreamError;
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(error.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("name the labels of SPEC §8", () => {
    expect(errorMessageFromBody({ body_weight: ["Poza zakresem."] })).toBe("Waga: Poza zakresem.");
    expect(errorMessageFromBody({ schools_principal_consent: ["Wymagany plik."] })).toBe(
      "Oświadczenie szkoły: Wymagany plik.",
    );
    expect(errorMessageFromBody({ non_field_errors: ["Brak certyfikatu."] })).toBe("Brak certyfikatu.");
  });
});

describe("idempotencyHeaders", () => {
  it("turns a form's submission key into the API's Idempotency-Key", async () => {
    const form = new FormData();
    expect(idempotencyHeaders(form)).toEqual({});
    form.set("submission_key", "3f2c1a9e-5b7d-4c1e-9a2b-7d8e6f5a4b3c");
    expect(idempotencyHeaders(form)).toEqual({ "Idempotency-Key": "3f2c1a9e-5b7d-4c1e-9a2b-7d8e6f5a4b3c" });
  });
});
