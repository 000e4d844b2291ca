// Issue 11 point 5 and issue 35 point 2: nothing typed is lost. With JavaScript
// every form that keeps a draft on the device keeps it through reloads until it
// is sent or discarded, says it restored one only when it did, and never
// overwrites with it a field typed before it was read. A send that fails because
// the connection dropped says so, keeps every value and sends again under the
// same submission key. (Without JavaScript the server re-renders every value on
// any failure: the form specs prove that.)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { fillResults, uniqueName } from "./survey-form";
import { logIn, registerFreshTeacher } from "./teachers";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "drafts and resending are the enhanced form's");

/** The draft keys this page's storage holds. */
function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("sport-kluby:draft:")));
}

const restoredNotice = (page: Page) => page.getByRole("status").filter({ hasText: "Przywrócono niewysłane zmiany" });

/** Today in Poland, and a day `days` from it at `time` as a datetime-local input takes it. */
function dayFromToday(days: number, time = ""): string {
  const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(Date.now() + days * 86_400_000);
  return time ? `${day}T${time}` : day;
}

/** Every field of a new survey but the pupil's names. */
async function fillSurveyBesidesNames(page: Page) {
  await page.getByRole("radio", { name: "Dziewczynka" }).check();
  await page.getByLabel("Data urodzenia").fill(`${Number(dayFromToday(0).slice(0, 4)) - 10}-05-04`);
  await page.getByRole("radio", { name: "Szkoła podstawowa" }).check();
  await page.getByLabel("Klasa").selectOption("5");
  await page.getByLabel("Data badania").fill(dayFromToday(0));
  await page.getByLabel("Mam zgodę rodzica lub opiekuna prawnego na udział w badaniu").check();
  await page.getByLabel("Uczestniczy w lekcjach wychowania fizycznego").check();
  await page.getByLabel("Ocena z wychowania fizycznego").selectOption("5");
  await fillResults(page);
}

/** A survey of this test's own in group 1, opened for correction. */
async function openOwnSurvey(page: Page) {
  const last = uniqueName("Kowalska");
  await page.goto("/konto/ankiety/1/nowa");
  await page.getByLabel("Imię").fill("Ewa");
  await page.getByLabel("Nazwisko").fill(last);
  await fillSurveyBesidesNames(page);
  await page.getByRole("button", { name: "Zapisz ankietę" }).click();
  await expect(page).toHaveURL("/konto/ankiety/1");
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Ewa ${last}` }) })
    .getByRole("link", { name: /^Ankieta nr/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(last);
}

/** A class of this test's own in group 1, opened for change. */
async function openOwnClass(page: Page) {
  const topic = `Zajęcia próbne ${uniqueName("szkic")}`;
  await page.goto("/konto/harmonogram/1/nowe");
  await page.getByLabel("Data i godzina rozpoczęcia").fill(dayFromToday(9 + Math.floor(Math.random() * 5), "16:45"));
  await page.getByLabel("Temat zajęć").fill(topic);
  await page.getByRole("button", { name: "Dodaj zajęcia" }).click();
  await expect(page).toHaveURL("/konto/harmonogram/1");
  await page.getByRole("listitem").filter({ hasText: topic }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("16:45");
}

interface DraftedForm {
  /** The route module under app/routes whose form keeps a draft. */
  route: string;
  /** Logs a teacher in and opens the form; `own`: on something the test may change by sending it. */
  open: (page: Page, own: boolean) => Promise<void>;
  /** Two fields to type into, each with a value the page does not hold and another one. */
  fields: [label: string, value: string, other: string][];
  /** Fills what else the form needs, sends it and waits until the server has taken it. */
  send: (page: Page) => Promise<void>;
}

const FORMS: Record<string, DraftedForm> = {
  "the profile": {
    route: "konto.edycja-profilu.tsx",
    async open(page, own) {
      if (own) await registerFreshTeacher(page, "Dorota", "Wilk");
      else await logIn(page, "anna.nowak@example.pl");
      await page.goto("/konto/edycja-profilu");
    },
    fields: [
      ["Miejscowość", "Sandomierz", "Radom"],
      ["Nazwisko", "Wilk-Sowa", "Sowa"],
    ],
    async send(page) {
      await page.getByRole("button", { name: "Zapisz profil" }).click();
      await expect(page.getByRole("status").getByText("Zapisano zmiany w profilu.")).toBeVisible();
    },
  },
  "a new survey": {
    route: "konto.ankiety.$group.nowa/route.tsx",
    async open(page) {
      await logIn(page, "anna.nowak@example.pl");
      await page.goto("/konto/ankiety/1/nowa");
    },
    fields: [
      ["Imię", "Zofia", "Maria"],
      ["Nazwisko", uniqueName("Kruk"), uniqueName("Sikora")],
    ],
    async send(page) {
      await fillSurveyBesidesNames(page);
      await page.getByRole("button", { name: "Zapisz ankietę" }).click();
      await expect(page).toHaveURL("/konto/ankiety/1");
    },
  },
  "a survey's correction": {
    route: "konto.ankiety.$group.$id/route.tsx",
    async open(page, own) {
      await logIn(page, "anna.nowak@example.pl");
      if (own) return openOwnSurvey(page);
      await page.goto("/konto/ankiety/1");
      await page
        .getByRole("list", { name: "Uczniowie grupy 1" })
        .getByRole("link", { name: /^Ankieta nr/ })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Ankieta nr");
    },
    fields: [
      ["Imię", "Zuzanna", "Helena"],
      ["Nazwisko", uniqueName("Kruk"), uniqueName("Sikora")],
    ],
    async send(page) {
      await page.getByRole("button", { name: "Zapisz zmiany" }).click();
      await expect(page).toHaveURL("/konto/ankiety/1");
    },
  },
  "a new class": {
    route: "konto.harmonogram.$group.nowe/route.tsx",
    async open(page) {
      await logIn(page, "anna.nowak@example.pl");
      await page.goto("/konto/harmonogram/1/nowe");
    },
    fields: [
      ["Miejsce zajęć", "Boisko szkolne", "Park miejski"],
      ["Temat zajęć", `Gry zespołowe ${uniqueName("szkic")}`, "Rzuty do kosza"],
    ],
    async send(page) {
      await page
        .getByLabel("Data i godzina rozpoczęcia")
        .fill(dayFromToday(10 + Math.floor(Math.random() * 5), "15:45"));
      await page.getByRole("button", { name: "Dodaj zajęcia" }).click();
      await expect(page).toHaveURL("/konto/harmonogram/1");
    },
  },
  "a class's change": {
    route: "konto.harmonogram.$group.$id/route.tsx",
    async open(page, own) {
      await logIn(page, "anna.nowak@example.pl");
      if (own) return openOwnClass(page);
      await page.goto("/konto/harmonogram/1");
      await page
        .getByRole("listitem")
        .filter({ hasText: "Tor przeszkód i ćwiczenia koordynacyjne" })
        .getByRole("link")
        .click();
      await expect(page.getByRole("heading", { level: 2, name: "Zmiana zajęć" })).toBeVisible();
    },
    fields: [
      ["Miejsce zajęć", "Boisko szkolne", "Park miejski"],
      ["Temat zajęć", "Gry zespołowe", "Rzuty do kosza"],
    ],
    async send(page) {
      await page.getByRole("button", { name: "Zapisz zmiany" }).click();
      await expect(page.getByRole("status").getByText("Zapisano zmiany w zajęciach.")).toBeVisible();
    },
  },
};

/** The route modules whose clientAction keeps a draft (`sendKeepingDraft`), as paths under app/routes. */
function draftKeepingRoutes(folder = "app/routes"): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return draftKeepingRoutes(path);
    return /\.tsx?$/.test(entry) && /clientAction = sendKeepingDraft\b/.test(readFileSync(path, "utf8"))
      ? [path.slice("app/routes/".length)]
      : [];
  });
}

test("every form that keeps a draft is proved below", () => {
  expect(draftKeepingRoutes().sort()).toEqual(
    Object.values(FORMS)
      .map((form) => form.route)
      .sort(),
  );
});

for (const [title, form] of Object.entries(FORMS)) {
  test.describe(title, () => {
    // Each logs a teacher in and loads the form again and again.
    test.beforeEach(() => test.slow());
    const field = (page: Page, label: string) => page.getByLabel(label);

    test("keeps what is typed through three reloads, says so only then, until discarded", async ({ page }) => {
      await form.open(page, false);
      const asSent = await Promise.all(form.fields.map(([label]) => field(page, label).inputValue()));
      // Nothing typed: nothing kept, nothing said.
      await page.reload();
      await expect(restoredNotice(page)).toHaveCount(0);
      expect(await draftKeys(page)).toEqual([]);

      for (const [label, value] of form.fields) await field(page, label).fill(value);
      await expect.poll(() => draftKeys(page)).toHaveLength(1);
      for (let reload = 1; reload <= 3; reload++) {
        await page.reload();
        await expect(restoredNotice(page), `reload ${reload}`).toBeVisible();
        for (const [label, value] of form.fields)
          await expect(field(page, label), `reload ${reload}`).toHaveValue(value);
      }

      await restoredNotice(page).getByRole("button", { name: "Odrzuć zmiany" }).click();
      await expect(restoredNotice(page)).toHaveCount(0);
      for (const [index, [label]] of form.fields.entries()) await expect(field(page, label)).toHaveValue(asSent[index]);
      expect(await draftKeys(page)).toEqual([]);
      await page.reload();
      await expect(restoredNotice(page)).toHaveCount(0);
      for (const [index, [label]] of form.fields.entries()) await expect(field(page, label)).toHaveValue(asSent[index]);
    });

    test("a restore never overwrites a field typed into before it", async ({ page }) => {
      await form.open(page, false);
      for (const [label, value] of form.fields) await field(page, label).fill(value);
      await expect.poll(() => draftKeys(page)).toHaveLength(1);

      // A slow school connection: the teacher types into the first field before the scripts come.
      let release = () => {};
      const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/build/**", async (route) => {
        await scriptsMayCome;
        await route.continue();
      });
      await page.goto(page.url(), { waitUntil: "commit" });
      const [[typedLabel, , typed], [restoredLabel, restored]] = form.fields;
      await field(page, typedLabel).fill(typed);
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
      await expect(restoredNotice(page)).toBeVisible();
      await expect(field(page, typedLabel)).toHaveValue(typed);
      await expect(field(page, restoredLabel)).toHaveValue(restored);

      // What was typed then is in the draft too.
      await page.unroute("**/build/**");
      await page.reload();
      await expect(field(page, typedLabel)).toHaveValue(typed);
      await expect(field(page, restoredLabel)).toHaveValue(restored);
    });

    test("the draft is gone once the form is sent", async ({ page }) => {
      await form.open(page, true);
      const address = page.url();
      for (const [label, value] of form.fields) await field(page, label).fill(value);
      await expect.poll(() => draftKeys(page)).toHaveLength(1);
      await form.send(page);
      expect(await draftKeys(page)).toEqual([]);
      await page.goto(address);
      await expect(restoredNotice(page)).toHaveCount(0);
      expect(await draftKeys(page)).toEqual([]);
    });
  });
}

test("a send without a connection says so, keeps every value and goes through once it is back", async ({
  page,
  context,
}) => {
  await registerFreshTeacher(page, "Adam", "Sowa");
  await page.goto("/konto/edycja-profilu");
  await page.getByLabel("Miejscowość").fill("Zamość");
  await page.getByLabel("Kod pocztowy").fill("22-400");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Zapisz profil" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "brak połączenia z internetem" });
  await expect(failure).toBeVisible();
  await expect(failure).toBeFocused();
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Zamość");
  await expect(page.getByLabel("Kod pocztowy")).toHaveValue("22-400");
  expect(await draftKeys(page)).toHaveLength(1);

  await context.setOffline(false);
  await failure.getByRole("button", { name: "Wyślij ponownie" }).click();
  await expect(page.getByRole("status").getByText("Zapisano zmiany w profilu.")).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Zamość");
  await expect(page.getByText("Przywrócono niewysłane zmiany")).toHaveCount(0);
});

test("drafts belong to one teacher and leave the device at logout", async ({ page }) => {
  await logIn(page, "anna.nowak@example.pl");
  await page.goto("/konto/edycja-profilu");
  await page.getByLabel("Miejscowość").fill("Kielce");
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL("/");
  // The browser clears the site's storage as it reads the logout's answer (Clear-Site-Data), not at once.
  await expect.poll(() => draftKeys(page)).toEqual([]);
});

test("what a teacher types before the page's scripts have run is kept once they do", async ({ page }) => {
  await registerFreshTeacher(page, "Jan", "Wrona");
  // A slow school connection: the scripts arrive only after the teacher has typed.
  let release = () => {};
  const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**", async (route) => {
    await scriptsMayCome;
    await route.continue();
  });
  await page.goto("/konto/edycja-profilu", { waitUntil: "commit" });
  await page.getByLabel("Miejscowość").fill("Radom");
  expect(await draftKeys(page)).toEqual([]);
  release();
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.unroute("**/build/**");
  await page.reload();
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Radom");
});
