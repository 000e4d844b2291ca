import { createIsbotFromList, list } from "isbot";

/** Tools that render a page as a person would (headless browsers, Lighthouse, WebPageTest) get it in full. */
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

export const isCrawler = createIsbotFromList(list.filter((pattern) => !PAGE_RENDERING_TOOLS.includes(pattern)));
