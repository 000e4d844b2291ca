import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { latestMailTo } from "./outbox";
import { registerFreshTeacher } from "./teachers";

/** The one-click address of a list e-mail (RFC 8058), its header unfolded as a mail app reads it. */
function unsubscribeHeaderOf(mail: string): string | undefined {
  return /^List-Unsubscribe: <([^>]+)>$/m.exec(mail.replace(/\r?\n[ \t]+/g, " "))?.[1];
}

/** A new teacher of the test's own subscribes on the account screen: the address, and a time before the mail. */
async function subscribeFreshTeacher(page: Page, firstname: string, lastname: string) {
  const { email } = await registerFreshTeacher(page, firstname, lastname);
  const since = Date.now() - 1000;
  await page.goto("/konto");
  await page.getByRole("button", { name: "Zapisz mnie na newsletter" }).click();
  return { email, since };
}

test("a teacher turns a reminder off and on again in the profile", async ({ page }) => {
  await registerFreshTeacher(page, "Jan", "Mazur");
  await page.goto("/konto/edycja-profilu");
  const reminders = page.getByRole("group", { name: "Wysyłaj mi" });
  for (const label of [
    "Przypomnienie o terminie ankiet sprawności",
    "Przypomnienie o terminie planowania zajęć",
    "Przypomnienie o punktach kongresu",
  ]) {
    await expect(reminders.getByLabel(label)).toBeChecked();
  }
  await reminders.getByLabel("Przypomnienie o punktach kongresu").uncheck();
  await page.getByRole("button", { name: "Zapisz przypomnienia" }).click();
  await expect(page.getByRole("status").getByText("Zapisano ustawienia przypomnień.")).toBeVisible();
  await page.reload();
  await expect(reminders.getByLabel("Przypomnienie o punktach kongresu")).not.toBeChecked();
  await expect(reminders.getByLabel("Przypomnienie o terminie ankiet sprawności")).toBeChecked();
  await expectNoAxeViolations(page);

  await reminders.getByLabel("Przypomnienie o punktach kongresu").check();
  await page.getByRole("button", { name: "Zapisz przypomnienia" }).click();
  await expect(page.getByRole("status").getByText("Zapisano ustawienia przypomnień.")).toBeVisible();
  await page.reload();
  await expect(reminders.getByLabel("Przypomnienie o punktach kongresu")).toBeChecked();
});

test("the newsletter's e-mail carries a one-click unsubscribe link that works without logging in", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  const { email, since } = await subscribeFreshTeacher(page, "Alicja", "Sowa");
  await expect(page.getByText(`Otrzymujesz newsletter programu na adres ${email}.`)).toBeVisible();
  await expect.poll(() => latestMailTo(email, since), { timeout: 10_000 }).toContain("newsletter");
  const mail = latestMailTo(email, since)!;
  const origin = new URL(baseURL!).origin;
  // RFC 8058: the headers a mail app offers its own button with, and the same link in the text.
  const header = unsubscribeHeaderOf(mail);
  expect(header).toMatch(new RegExp(`^${origin}/wypisz/[\\w-]+\\.[\\w-]+$`));
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(mail).toContain(header);

  // Opened on another device, with no session: it asks first (a mail scanner opening it unsubscribes nobody).
  const elsewhere = await browser.newContext({ javaScriptEnabled });
  const link = await elsewhere.newPage();
  await link.goto(header!);
  await expect(link.getByRole("heading", { level: 1 })).toHaveText("Wypisanie z e-maili");
  await expect(link.getByText(`Adres ${email} przestanie dostawać newslettera programu Sport Kluby.`)).toBeVisible();
  await expectNoAxeViolations(link);
  await link.getByRole("button", { name: "Wypisz mnie" }).click();
  await expect(link.getByRole("main").getByRole("status")).toContainText(
    `Adres ${email} nie będzie już dostawać newslettera programu Sport Kluby.`,
  );
  await elsewhere.close();

  await page.reload();
  await expect(page.getByText("Nie otrzymujesz newslettera.")).toBeVisible();
});

test("a mail app's one-click POST unsubscribes with no cookie and no Origin, and a made-up link is refused", async ({
  page,
  request,
}) => {
  const { email, since } = await subscribeFreshTeacher(page, "Olga", "Wrona");
  await expect.poll(() => latestMailTo(email, since), { timeout: 10_000 }).toContain("List-Unsubscribe");
  const url = unsubscribeHeaderOf(latestMailTo(email, since)!)!;
  const answer = await request.post(url, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toContain("no-store");
  await page.reload();
  await expect(page.getByText("Nie otrzymujesz newslettera.")).toBeVisible();

  const forged = await request.post(url.replace(/\.[\w-]+$/, ".AAAAAAAAAAAAAAAAAAAAAA"), {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(forged.status()).toBe(404);
});
