import type { BrowserContext, Page } from "@playwright/test";

import { agendaEntry, FUNCTIONAL, SHUTTLE_RUN } from "./agenda-items";
import { expect } from "./fixtures";
import { latestMailTo } from "./outbox";
import { testOnOwnPlatform } from "./own-platform";
import { logIn } from "./teachers";

/**
 * Signing up on the congress agenda (issue 12), with JavaScript and without,
 * on a platform of each project's own (own-platform.ts) with the demo data,
 * which the tests change in turn: the two-seat shuttle-run workshop is full
 * (Anna and Ewa); a teacher waits for it and gets Anna's seat when she
 * leaves, then gives it up for two others to race for.
 */
const test = testOnOwnPlatform("e2e-agenda").extend<{ secondTeacher: (email: string) => Promise<Page> }>({
  /** A page of its own for a second teacher, logged in, in a context with the project's JavaScript setting. */
  secondTeacher: async ({ browser, javaScriptEnabled, platform }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (email) => {
      const context = await browser.newContext({
        baseURL: platform.url,
        javaScriptEnabled,
        locale: "pl-PL",
        timezoneId: "Europe/Warsaw",
      });
      contexts.push(context);
      const page = await context.newPage();
      await logIn(page, email);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

test.describe.configure({ mode: "serial", timeout: 60_000 });

const ANNA = "anna.nowak@example.pl";
const PIOTR = "piotr.wisniewski@example.pl";
const KATARZYNA = "katarzyna.wojcik@example.pl";
const TOMASZ = "tomasz.kaczmarek@example.pl";

test("a teacher of no city is told why and joins the Warsaw congress with its code", async ({ page }) => {
  await logIn(page, KATARZYNA);
  await page.goto("/agenda");
  await expect(page.getByText("Użytkownik nie dołączył do żadnego miasta")).toBeVisible();
  await expect(page.getByRole("button", { name: "Zapisz się", exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Dołącz do kongresu kodem miasta" }).click();
  await page.getByLabel("Kod kongresu").fill("zly-kod");
  await page.getByRole("button", { name: "Dołącz" }).click();
  await expect(page.getByText("Niepoprawny kod wydarzenia.").first()).toBeVisible();

  await page.getByLabel("Kod kongresu").fill("waw2026");
  await page.getByRole("button", { name: "Dołącz" }).click();
  await expect(page).toHaveURL(/\/agenda\?miasto=warszawa/);
  await expect(page.getByText("Dołączono do kongresu: Warszawa.").first()).toBeVisible();
  await expect(agendaEntry(page, FUNCTIONAL).getByRole("button", { name: "Zapisz się", exact: true })).toBeVisible();
});

test("a teacher joins an item and leaves it, and the seats left follow", async ({ page }) => {
  await logIn(page, KATARZYNA);
  await page.goto("/agenda?miasto=warszawa");
  const workshop = agendaEntry(page, FUNCTIONAL);
  await expect(workshop).toContainText("Zostało 30 z 30 miejsc");
  await workshop.getByRole("button", { name: "Zapisz się", exact: true }).click();
  await expect(workshop).toContainText("Masz zapis.");
  await expect(workshop).toContainText("Zostało 29 z 30 miejsc");
  await expect(page.getByText(`Masz zapis na „${FUNCTIONAL}”.`).first()).toBeVisible();

  await workshop.getByRole("button", { name: "Wypisz się" }).click();
  await expect(workshop).toContainText("Zostało 30 z 30 miejsc");
  await expect(workshop.getByRole("button", { name: "Zapisz się", exact: true })).toBeVisible();
  await expect(page.getByText(`Wypisano Cię z „${FUNCTIONAL}”.`).first()).toBeVisible();
});

test("a closed sign-up window offers no button, and says why", async ({ page }) => {
  await logIn(page, ANNA);
  await page.goto("/agenda");
  const closed = agendaEntry(page, "Warsztaty: gry ruchowe w klasach I–III");
  await expect(closed).toContainText("Zapisy zakończone");
  await expect(closed.getByRole("button")).toHaveCount(0);
});

test("on a full item a teacher waits in line and gets the seat, by e-mail, when it frees", async ({
  page,
  platform,
  secondTeacher,
}) => {
  const tomasz = await secondTeacher(TOMASZ);
  await tomasz.goto("/agenda#kod-miasta");
  await tomasz.getByLabel("Kod kongresu").fill("WAW2026");
  await tomasz.getByRole("button", { name: "Dołącz" }).click();
  const line = agendaEntry(tomasz, SHUTTLE_RUN);
  await expect(line).toContainText("Brak miejsc");
  await line.getByRole("button", { name: "Zapisz się na listę oczekujących" }).click();
  await expect(line).toContainText("Jesteś na liście oczekujących: miejsce 1.");
  // That is shown while the request is under way; the toast comes with the server's answer.
  await expect(
    tomasz.getByRole("status").getByText(`Jesteś na liście oczekujących na „${SHUTTLE_RUN}”`).first(),
  ).toBeVisible();

  await logIn(page, ANNA);
  await page.goto("/agenda");
  await expect(agendaEntry(page, SHUTTLE_RUN)).toContainText("Brak miejsc, lista oczekujących: 1");
  const since = Date.now() - 1000;
  await agendaEntry(page, SHUTTLE_RUN).getByRole("button", { name: "Wypisz się" }).click();
  await expect(page.getByText(`Wypisano Cię z „${SHUTTLE_RUN}”.`).first()).toBeVisible();
  // Her seat went to the first in line at once: the item is full again, and she may only queue.
  await expect(agendaEntry(page, SHUTTLE_RUN)).toContainText("Brak miejsc");
  await expect(
    agendaEntry(page, SHUTTLE_RUN).getByRole("button", { name: "Zapisz się na listę oczekujących" }),
  ).toBeVisible();

  await tomasz.reload();
  await expect(agendaEntry(tomasz, SHUTTLE_RUN)).toContainText("Masz zapis.");
  // The seat is his already: the e-mail says so and links to his agenda.
  await expect.poll(() => latestMailTo(TOMASZ, since, platform.outbox)).toContain("/konto/moja-agenda");
});

test("two teachers take the last seat at once: one has it, the other is offered the waiting list", async ({
  page,
  secondTeacher,
}) => {
  // Tomasz gives his seat up: one of two is free, and nobody waits.
  const tomasz = await secondTeacher(TOMASZ);
  await tomasz.goto("/agenda?miasto=warszawa");
  await agendaEntry(tomasz, SHUTTLE_RUN).getByRole("button", { name: "Wypisz się" }).click();
  await expect(tomasz.getByText(`Wypisano Cię z „${SHUTTLE_RUN}”.`).first()).toBeVisible();
  await tomasz.context().close();

  await logIn(page, KATARZYNA);
  const piotr = await secondTeacher(PIOTR);
  // Piotr, of Kraków, adds Warsaw with its code; his own city stays first.
  await piotr.goto("/agenda#kod-miasta");
  await expect(piotr.getByRole("heading", { name: "Program: Kraków" })).toBeVisible();
  await piotr.getByLabel("Kod kongresu").fill("WAW2026");
  await piotr.getByRole("button", { name: "Dołącz" }).click();
  await expect(piotr.getByRole("heading", { name: "Program: Warszawa" })).toBeVisible();

  await page.goto("/agenda?miasto=warszawa");
  const mine = agendaEntry(page, SHUTTLE_RUN);
  const his = agendaEntry(piotr, SHUTTLE_RUN);
  await expect(mine).toContainText("Zostało 1 z 2 miejsc");
  await expect(his).toContainText("Zostało 1 z 2 miejsc");
  await Promise.all([
    mine.getByRole("button", { name: "Zapisz się", exact: true }).click(),
    his.getByRole("button", { name: "Zapisz się", exact: true }).click(),
  ]);
  const success = `Masz zapis na „${SHUTTLE_RUN}”.`;
  const refusal = "Brak wolnych miejsc na ten punkt programu. Możesz zapisać się na listę oczekujących.";
  // Each is told the API's answer; the page shows an outcome at once with JavaScript, so the message decides.
  const outcomes = await Promise.all(
    [page, piotr].map(async (teacher) => {
      await expect(teacher.getByText(success).or(teacher.getByText(refusal)).first()).toBeVisible();
      return (await teacher.getByText(success).count()) > 0 ? "seat" : "refused";
    }),
  );
  expect([...outcomes].sort()).toEqual(["refused", "seat"]);
  const [winner, loser] = outcomes[0] === "seat" ? [page, piotr] : [piotr, page];
  await expect(agendaEntry(winner, SHUTTLE_RUN)).toContainText("Masz zapis.");
  await expect(
    agendaEntry(loser, SHUTTLE_RUN).getByRole("button", { name: "Zapisz się na listę oczekujących" }),
  ).toBeVisible();
});
