import { expect, test } from "./fixtures";
import { latestMailTo } from "./outbox";

/** Each project uses its own teacher, so the two runs never flip the same subscription. */
const TEACHER = { js: "anna.nowak@example.pl", "no-js": "piotr.wisniewski@example.pl" } as Record<string, string>;

test("a teacher subscribes to the newsletter, gets a confirmation e-mail, and unsubscribes", async ({
  page,
  baseURL,
}) => {
  const email = TEACHER[test.info().project.name];
  const since = Date.now() - 1000;
  await page.goto("/logowanie?redirectTo=%2Fkonto");
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill("Demo#Haslo1");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL("/konto");

  const newsletter = page.getByRole("main");
  await expect(newsletter.getByText("Nie otrzymujesz newslettera.")).toBeVisible();
  await newsletter.getByRole("button", { name: "Zapisz mnie na newsletter" }).click();
  await expect(newsletter.getByText(`Otrzymujesz newsletter programu na adres ${email}.`)).toBeVisible();
  await expect(page.getByRole("status").getByText("Zapisano na newsletter.", { exact: false })).toBeVisible();
  await expect.poll(() => latestMailTo(email, since), { timeout: 10_000 }).toContain("newsletter");
  // Its link to the account leads back to the site the teacher subscribed on.
  expect(latestMailTo(email, since)).toContain(`${new URL(baseURL!).origin}/konto`);

  await newsletter.getByRole("button", { name: "Wypisz mnie z newslettera" }).click();
  await expect(newsletter.getByText("Nie otrzymujesz newslettera.")).toBeVisible();
});
