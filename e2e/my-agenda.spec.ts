import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { parseCalendar } from "../tests/support/calendar";
import { agendaEntry, DEBATE, FUNCTIONAL, SHUTTLE_RUN } from "./agenda-items";
import { expect, test } from "./fixtures";
import { logIn, registerFreshTeacher } from "./teachers";

/**
 * The teacher's own agenda (issue 12): the items in every city, the .ics
 * file, the calendar address, and leaving an item or a waiting list. The
 * demo teacher Anna has seats on two Warsaw items and keeps them: what
 * changes sign-ups is done by a fresh teacher of one's own.
 */

const ANNA = "anna.nowak@example.pl";

test("my agenda lists the items the teacher has a seat on, reached from the account screen", async ({ page }) => {
  await logIn(page, ANNA);
  await page.getByRole("main").getByRole("link", { name: "Moja agenda", exact: true }).click();
  await expect(page).toHaveURL("/konto/moja-agenda");
  await expect(page).toHaveTitle("Moja agenda - WF z AWF");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moja agenda");

  const debate = agendaEntry(page, DEBATE);
  await expect(debate).toContainText("10:00–11:30");
  await expect(debate).toContainText("Warszawa · Aula główna");
  await expect(debate).toContainText("Masz zapis");
  await expect(debate.getByRole("button", { name: "Wypisz się" })).toBeVisible();
  await expect(agendaEntry(page, SHUTTLE_RUN)).toContainText("Warszawa · Hala sportowa");
  await expect(debate.getByRole("link", { name: DEBATE })).toHaveAttribute(
    "href",
    /^\/agenda\?miasto=warszawa#punkt-\d+$/,
  );
});

test("the .ics file holds the teacher's items at their Warsaw times", async ({ page }) => {
  await logIn(page, ANNA);
  await page.goto("/konto/moja-agenda");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Pobierz plik .ics" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("moja-agenda.ics");
  const { name, events } = parseCalendar(await readFile((await download.path())!, "utf8"));
  expect(name).toBe("Kongres Sport Kluby – moja agenda");
  expect(events.map((event) => event.summary)).toEqual(expect.arrayContaining([DEBATE, SHUTTLE_RUN]));
  expect(events.every((event) => event.timeZone === "Europe/Warsaw" && event.status === "CONFIRMED")).toBe(true);
  const debate = events.find((event) => event.summary === DEBATE)!;
  expect(debate.localStart).toMatch(/T10:00$/);
  expect(debate.localEnd).toMatch(/T11:30$/);
  expect(debate.location).toBe("Aula główna, Warszawa");
  expect(debate.description).toContain("Kongres Sport Kluby – Warszawa");
});

/** Makes my agenda's calendar a new address with the button so named; answers it once the page says it is made. */
async function makeCalendarAddress(page: Page, button: string | RegExp): Promise<string> {
  const calendar = page.getByRole("region", { name: "Kalendarz w telefonie" });
  await calendar.getByRole("button", { name: button }).click();
  await expect(
    page
      .getByRole("status")
      .getByText(/^Utworzono adres kalendarza/)
      .first(),
  ).toBeVisible();
  return calendar.getByLabel("Adres kalendarza").inputValue();
}

test("the agenda's calendar address is made for a phone, and a new address ends the old one", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // One run: a second run making Anna a new address at once would end the first run's.
  test.skip(javaScriptEnabled, "the address and its feed are the same with or without scripts");
  await logIn(page, ANNA);
  await page.goto("/konto/moja-agenda");
  const calendar = page.getByRole("region", { name: "Kalendarz w telefonie" });
  const address = await makeCalendarAddress(page, /^Utwórz (nowy )?adres kalendarza$/);
  expect(address).toMatch(/^http:\/\/localhost:\d+\/kalendarz\/[\w-]{43}\.ics$/);
  await expect(calendar.getByRole("link", { name: "Dodaj do kalendarza w telefonie" })).toHaveAttribute(
    "href",
    address.replace(/^http:/, "webcal:"),
  );

  // A calendar app has no session: the address alone opens the feed.
  const feed = await request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  const { name, events } = parseCalendar(await feed.text());
  expect(name).toBe("Kongres Sport Kluby – moja agenda");
  expect(events.map((event) => event.summary)).toEqual(expect.arrayContaining([DEBATE, SHUTTLE_RUN]));

  const renewed = await makeCalendarAddress(page, "Utwórz nowy adres kalendarza");
  expect(renewed).not.toBe(address);
  expect((await request.get(address)).status()).toBe(404);
  expect((await request.get(renewed)).status()).toBe(200);
});

test("a teacher leaves an item and a waiting list from their agenda", async ({ page }) => {
  await registerFreshTeacher(page, "Joanna", "Mazur");
  await page.goto("/konto/moja-agenda");
  await expect(page.getByText("Nie masz jeszcze zapisów na punkty programu kongresu.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Pobierz plik .ics" })).toHaveCount(0);

  // A seat on an open workshop, and a place in line for the full one, taken on the agenda.
  await page.getByRole("link", { name: "Zobacz agendę kongresu" }).click();
  await expect(page).toHaveURL(/\/agenda/);
  // The item shows the outcome while the request is under way; the toast comes with the server's answer.
  await agendaEntry(page, FUNCTIONAL).getByRole("button", { name: "Zapisz się", exact: true }).click();
  await expect(agendaEntry(page, FUNCTIONAL)).toContainText("Masz zapis.");
  await expect(page.getByRole("status").getByText(`Masz zapis na „${FUNCTIONAL}”.`).first()).toBeVisible();
  await agendaEntry(page, SHUTTLE_RUN).getByRole("button", { name: "Zapisz się na listę oczekujących" }).click();
  await expect(agendaEntry(page, SHUTTLE_RUN)).toContainText(/Jesteś na liście oczekujących: miejsce \d+\./);
  await expect(
    page.getByRole("status").getByText(`Jesteś na liście oczekujących na „${SHUTTLE_RUN}”`).first(),
  ).toBeVisible();

  await page.goto("/konto/moja-agenda");
  const workshop = agendaEntry(page, FUNCTIONAL);
  await expect(workshop).toContainText("Masz zapis");
  const line = agendaEntry(page, SHUTTLE_RUN);
  await expect(line).toContainText(/Lista oczekujących: miejsce \d+/);

  await line.getByRole("button", { name: "Opuść listę oczekujących" }).click();
  await expect(page).toHaveURL("/konto/moja-agenda");
  await expect(
    page.getByRole("status").getByText(`Nie jesteś już na liście oczekujących na „${SHUTTLE_RUN}”.`).first(),
  ).toBeVisible();
  await expect(line).toHaveCount(0);

  await workshop.getByRole("button", { name: "Wypisz się" }).click();
  await expect(page).toHaveURL("/konto/moja-agenda");
  await expect(page.getByRole("status").getByText(`Wypisano Cię z „${FUNCTIONAL}”.`).first()).toBeVisible();
  await expect(workshop).toHaveCount(0);
  await expect(page.getByText("Nie masz jeszcze zapisów na punkty programu kongresu.")).toBeVisible();
});
