import type { Page } from "@playwright/test";

// Items of the demo congress in Warsaw (server/db/demo-data.ts) that teachers sign up for.
export const DEBATE = "Debata ekspertów: jak odbudować sprawność uczniów po pandemii";
export const SHUTTLE_RUN = "Warsztaty: test wahadłowy i bieg 10×5 m w praktyce szkolnej";
export const FUNCTIONAL = "Warsztaty: trening funkcjonalny z uczniami szkół ponadpodstawowych";

/** An agenda item's entry in the page's main list, found by its heading. */
export const agendaEntry = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });
