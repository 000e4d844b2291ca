import { loadAppHandler } from "../support/app-build";

let request: Awaited<ReturnType<typeof loadAppHandler>>;
beforeAll(async () => {
  request = await loadAppHandler();
});

function titleOf(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1];
}

describe("public screens from the production build", () => {
  it.each([
    ["/", "WF z AWF"],
    ["/agenda", "Agenda - WF z AWF"],
    ["/eksperci", "Eksperci - WF z AWF"],
    ["/sport-kluby", "Sport Kluby - WF z AWF"],
    ["/pytania-i-odpowiedzi", "Pytania i odpowiedzi - WF z AWF"],
    ["/logowanie", "Zaloguj się do platformy - WF z AWF"],
    ["/pages/mapa-strony", "Mapa strony - WF z AWF"],
  ])("%s answers 200 with its title, one h1 and Polish markup", async (path, title) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe(title);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<html lang="pl"');
    expect(html).toContain('<meta name="description" content="Aktywny powrót uczniów do szkoły po pandemii"/>');
  });

  it("sends the security headers with a fresh nonce that the inline scripts carry", async () => {
    const first = await request("/");
    const second = await request("/");
    const csp = first.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    const html = await first.text();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("answers an unknown path with 404, 'Page Not Found' and ways back", async () => {
    const response = await request("/nie-ma-takiej-strony");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(titleOf(html)).toBe("Nie znaleziono strony - WF z AWF");
    expect(html).toContain("Page Not Found");
    expect(html).toContain('href="/mapa-strony"');
  });

  it("gives a crawler only the bare status of an error", async () => {
    const response = await request("/nie-ma-takiej-strony", {
      userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
  });

  it("gives a crawler a form's own answer in full: the page with the errors", async () => {
    const response = await request("/logowanie", {
      method: "POST",
      body: new URLSearchParams({ email: "", password: "" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(titleOf(html)).toBe("Zaloguj się do platformy - WF z AWF");
    expect(html).toContain("To pole jest wymagane");
  });

  it("gives a headless browser with its default user agent the error page", async () => {
    const response = await request("/nie-ma-takiej-strony", {
      userAgent:
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36",
    });
    expect(response.status).toBe(404);
    expect(titleOf(await response.text())).toBe("Nie znaleziono strony - WF z AWF");
  });

  it("builds the site map loader data from the route list", async () => {
    const response = await request("/mapa-strony?_data=routes%2Fmapa-strony");
    expect(response.status).toBe(200);
    const { groups } = (await response.json()) as { groups: { section: string; entries: { path: string }[] }[] };
    expect(groups.map((group) => group.section)).toEqual(["Program", "Kongres", "Konto", "Informacje"]);
    const paths = groups.flatMap((group) => group.entries.map((entry) => entry.path));
    expect(paths).toEqual(
      expect.arrayContaining(["/sport-kluby", "/agenda", "/czesc-warsztatowa", "/deklaracja-dostepnosci"]),
    );
    expect(paths.some((path) => path.includes(":"))).toBe(false);
  });

  it("sends anonymous visitors of account screens to the login page", async () => {
    const response = await request("/konto/harmonogram/2?tydzien=3");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/logowanie?redirectTo=%2Fkonto%2Fharmonogram%2F2%3Ftydzien%3D3");
  });
});

describe("the contrast switch", () => {
  function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return request("/kontrast", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000", ...headers },
    });
  }

  it("stores the choice in an httpOnly cookie and returns to the page", async () => {
    const response = await post({ contrast: "high", redirectTo: "/agenda" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/agenda");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^contrast=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");

    const page = await request("/agenda", { headers: { cookie: cookie.split(";")[0] } });
    expect(await page.text()).toContain('<html lang="pl" class="contrast"');
  });

  it("clears the cookie when switched off", async () => {
    const response = await post({ contrast: "normal", redirectTo: "/" });
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("never redirects to another site", async () => {
    const response = await post({ contrast: "high", redirectTo: "//evil.example/" });
    expect(response.headers.get("location")).toBe("/");
  });

  it("refuses a cross-site post", async () => {
    const response = await post(
      { contrast: "high", redirectTo: "/" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("the public agenda", () => {
  it("shows the default city's programme from the API, with seats and sign-up windows", async () => {
    const response = await request("/agenda");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Debata ekspertów: jak odbudować sprawność uczniów po pandemii");
    expect(html).toContain("Zostało 119 z 120 miejsc");
    expect(html).toContain("Brak miejsc");
    expect(html).toContain("Zapisy zakończone");
    expect(html).not.toContain("Warsztaty: zabawy na boisku szkolnym");
  });

  it("shows another city's programme on request", async () => {
    const html = await (await request("/agenda?miasto=krakow")).text();
    expect(html).toContain("Warsztaty: zabawy na boisku szkolnym");
  });

  it("answers 404 for a city without a congress", async () => {
    expect((await request("/agenda?miasto=gdansk")).status).toBe(404);
    expect((await request("/agenda?miasto=..%2F..%2Fpl%2Fapi")).status).toBe(404);
  });
});

describe("the experts page", () => {
  it("lists the demo experts where its text places them, each with the items they lead", async () => {
    const response = await request("/eksperci");
    expect(response.status).toBe(200);
    const html = await response.text();
    const list = html.slice(html.indexOf("Kto prowadzi punkty programu"), html.indexOf("Chcesz podzielić się"));
    expect(list).toContain('<h3 class="expert__name" id="malgorzata-zielinska">Małgorzata Zielińska</h3>');
    expect(list).toContain("dr hab., prof. AWF Warszawa");
    expect(list).toMatch(
      /Moderacja(<!-- -->)?:(<!-- -->)? <a [^>]*href="\/agenda\?miasto=warszawa#punkt-\d+">Debata ekspertów/,
    );
    expect(list).toMatch(/href="\/agenda\?miasto=krakow#punkt-\d+"/);
    expect(list).toContain("Kraków");
    // The page no longer promises to name the leaders later: it names them.
    expect(html).not.toContain("informujemy uczestników przed kongresem");
  });

  it("gives its loader data camelCased from the contract, by surname", async () => {
    const response = await request("/eksperci?_data=routes%2Feksperci");
    expect(response.status).toBe(200);
    const { experts } = (await response.json()) as {
      experts: { name: string; photo: string | null; items: { datetimeStart: string }[] }[];
    };
    expect(experts.length).toBeGreaterThanOrEqual(5);
    const surnames = experts.map((expert) => expert.name.split(" ").at(-1)!);
    expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b, "pl")));
    expect(experts[0].items[0].datetimeStart).toMatch(/Z$/);
  });
});

describe("rendering a page", () => {
  const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

  it("leaves no timer behind once the page is sent: its abort deadline is cleared", async () => {
    await (await request("/")).text();
    const before = pendingTimers();
    for (let page = 0; page < 20; page++) await (await request("/")).text();
    // A deadline left pending keeps the whole render alive for 5 s: under load, thousands of pages.
    expect(pendingTimers() - before).toBeLessThan(5);
  });
});
