import { expectNoAxeViolations, expectReflow } from "./accessibility";
import { expect, test } from "./fixtures";
import { logIn } from "./teachers";

/**
 * The group's fitness report (issue 18), from the survey screen, with and
 * without JavaScript, and as printed: the demo group was surveyed twice.
 */

test("a teacher reads the group's progress, its charts beside their tables, and prints it", async ({ page }) => {
  await logIn(page, "anna.nowak@example.pl");
  await page.goto("/konto/ankiety/1");
  await page.getByRole("link", { name: "Raport sprawności grupy 1" }).click();
  await expect(page).toHaveURL("/konto/raport/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Raport sprawności grupy 1");
  // The demo's three pupils surveyed twice; other tests of the suite add pupils surveyed once to the group.
  await expect(page.getByText(/Zbadani co najmniej dwa razy: 3 z \d+\./)).toBeVisible();
  // Whose report it is, and of which day, also on paper.
  await expect(page.locator(".report-heading")).toHaveText(
    /Szkoła\s*Szkoła Podstawowa nr 12 im\. Janusza Korczaka\s*Prowadzi\s*Anna Nowak\s*Grupa\s*1\s*Sezon\s*.+\s*Stan na dzień\s*\d{2}\.\d{2}\.\d{4}/,
  );
  // A page to read: no script at all, charts drawn on the server.
  await expect(page.locator("script[src]")).toHaveCount(0);
  for (const name of [
    "Zmiana wyników uczniów w każdej próbie: lepiej, bez zmian, gorzej",
    "Liczba uczniów w kategoriach BMI według WHO w pierwszym i ostatnim badaniu",
    "Wyniki testu wahadłowego 20 m: każdy uczeń, od pierwszego do ostatniego badania",
  ])
    await expect(page.getByRole("img", { name })).toBeVisible();

  // The changes' table: the demo's Zofia, Jakub and Maja (absent for the shuttle run the second time).
  const changes = page.getByRole("region", { name: "Zmiana wyników w próbach sprawności" }).getByRole("table");
  await expect(changes.getByRole("row", { name: /Test wahadłowy 20 m/ })).toHaveText(
    /Test wahadłowy 20 m\s*1\s*1\s*0\s*2/,
  );
  await expect(changes.getByRole("row", { name: /Deska/ })).toHaveText(/Deska \(plank\)\s*3\s*0\s*0\s*3/);
  // Each pupil, first and latest, the omitted result said so.
  const pupils = page.getByRole("region", { name: "Uczniowie" }).getByRole("table");
  await expect(pupils.getByRole("row", { name: /ostatnie/ }).filter({ hasText: "pominięto" })).toHaveCount(1);
  await expect(pupils.getByText("Zofia Kamińska")).toBeVisible();

  // The laps take the form their number does: "34 odcinki", "41 odcinków", "19,5 odcinka".
  const text = await page.getByRole("main").innerText();
  expect(text).toMatch(/\d+(,\d)? odcink(i|ów|a|iem)?\b/);
  expect(text).not.toMatch(/\d,\d+ odcinków|(^|[^\d,])([2-4]|[2-9][2-4]) odcinków/m);

  await expectNoAxeViolations(page);
  await expectReflow(page);

  // On a 375px phone every chart's text is at least 12px and whole (no name cut at the edge),
  // and the per-pupil chart at least 200px tall.
  await page.setViewportSize({ width: 375, height: 800 });
  const charts = await page.locator("svg.chart").evaluateAll((svgs) =>
    svgs.map((svg) => {
      const box = svg.getBoundingClientRect();
      const scale = box.width / (svg as SVGSVGElement).viewBox.baseVal.width;
      const texts = [...svg.querySelectorAll("text")];
      return {
        name: svg.getAttribute("aria-label"),
        height: box.height,
        smallestText: Math.min(...texts.map((text) => parseFloat(getComputedStyle(text).fontSize) * scale)),
        cut: texts
          .filter((text) => {
            const { left, right } = text.getBoundingClientRect();
            return left < box.left - 0.5 || right > box.right + 0.5;
          })
          .map((text) => text.textContent),
      };
    }),
  );
  expect(charts).toHaveLength(3);
  for (const chart of charts) {
    expect(chart.smallestText, chart.name!).toBeGreaterThanOrEqual(12);
    expect(chart.cut, chart.name!).toEqual([]);
  }
  expect(charts[2]!.height).toBeGreaterThanOrEqual(200);
  await expect(page.getByRole("img", { name: /testu wahadłowego/ })).toContainText("Jakub Lewandowski");

  // Printed: the site's header and footer left out, the report itself whole.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const pdf = await page.pdf({ format: "A4" });
  // A group of a dozen pupils on a few A4 pages, not dozens.
  const pageCount = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pageCount).toBeGreaterThanOrEqual(1);
  expect(pageCount).toBeLessThanOrEqual(6);
});

test("another teacher's group, or none, is the 404 page; the report needs a login", async ({ page }) => {
  await page.goto("/konto/raport/1");
  await expect(page).toHaveURL(/\/logowanie\?redirectTo=%2Fkonto%2Fraport%2F1/);
  await logIn(page, "anna.nowak@example.pl");
  const response = await page.goto("/konto/raport/9");
  expect(response?.status()).toBe(404);
});
