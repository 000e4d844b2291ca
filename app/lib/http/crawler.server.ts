import { createIsbotFromList, list } from "isbot";

/**
 * isbot's patterns of browsers that tools drive to show or audit a page as a
 * person would get it: headless Chrome and Firefox (Playwright, Puppeteer,
 * pa11y, axe), Lighthouse and PageSpeed Insights, WebPageTest, SpeedCurve,
 * Selenium. They render what they are sent, so they get every page in full.
 */
const PAGE_RENDERING_TOOLS = [
  "headless",
  "chrome-lighthouse",
  "pagespeed",
  "ptst[ /]\\d",
  "speedcurve",
  "playwright",
  "selenium",
  "phantomjs",
];

/** A search engine's crawler, a feed reader, a link checker, a script: a client that reads no error page. */
export const isCrawler = createIsbotFromList(list.filter((pattern) => !PAGE_RENDERING_TOOLS.includes(pattern)));
