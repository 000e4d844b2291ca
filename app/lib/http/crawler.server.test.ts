import { isCrawler } from "./crawler.server";

const PAGE_RENDERING_TOOLS = {
  "Playwright's headless Chromium":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36",
  "Puppeteer's headless Chrome":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  "headless Firefox": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 Headless",
  Lighthouse:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  WebPageTest:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 PTST/250101.123456",
};

const CRAWLERS = {
  Googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  Bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "an uptime monitor": "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
  curl: "curl/8.5.0",
};

describe("isCrawler", () => {
  it.each(Object.entries(PAGE_RENDERING_TOOLS))("does not take %s for a crawler", (_, userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });

  it.each(Object.entries(CRAWLERS))("takes %s for a crawler", (_, userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it("takes a person's browser, or a client that names none, for no crawler", () => {
    expect(
      isCrawler(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      ),
    ).toBe(false);
    expect(isCrawler("")).toBe(false);
  });
});
