import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { latestMailTo, linkIn } from "./outbox";
import { fillRegistrationForm } from "./teachers";

test("a new teacher registers for a congress city with its code, sets a first password from the e-mail and logs in", async ({
  page,
  baseURL,
}) => {
  // The whole journey: two steps, an e-mail, a first password, a login and an axe scan.
  test.slow();
  const email = `nowa.nauczycielka.${test.info().project.name}.${Date.now()}@example.pl`;
  const since = Date.now() - 1000;

  await page.goto("/agenda");
  await page.getByRole("link", { name: "Zarejestruj się", exact: true }).click();
  await expect(page).toHaveURL("/rejestracja");

  await page.getByLabel("Kod kongresu").fill("ZLYKOD");
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Nie znamy tego kodu.");

  await page.getByLabel("Kod kongresu").fill("WAW2026");
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page).toHaveURL("/rejestracja?kod=WAW2026");
  await expect(page.getByText("Kongres Sport Kluby – Warszawa")).toBeVisible();

  // A form sent with mistakes lists them all and keeps what was typed.
  await page.getByLabel("Imię").fill("Zofia");
  await page.getByLabel("Nazwisko").fill("Mazur");
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Telefon").fill("601 202 303");
  await page.getByLabel("Kod pocztowy").fill("00950");
  await page.getByRole("button", { name: "Zarejestruj się" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Popraw błędy w formularzu");
  await expect(summary.getByRole("link", { name: /^Miejscowość:/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: /^Regulamin:/ })).toBeVisible();
  await expect(page.getByLabel("Imię")).toHaveValue("Zofia");
  await expectNoAxeViolations(page);

  await page.getByLabel("Miejscowość").fill("Warszawa");
  await page.getByLabel("Kod pocztowy").fill("00-950");
  await page.getByLabel("Ukończone szkolenie").selectOption("Nauczyciel wychowania fizycznego");
  await page.getByLabel("Stanowisko").selectOption("Nauczyciel");
  // The consent names what it accepts, opening in a new tab so that nothing typed is lost.
  const terms = page.locator(".field", { has: page.getByLabel("Akceptuję regulamin programu Sport Kluby i kongresu") });
  for (const [name, href] of [
    [/^regulamin/, "/regulamin"],
    [/^informację o przetwarzaniu danych osobowych/, "/ochrona-danych"],
  ] as const) {
    const document = terms.getByRole("link", { name });
    await expect(document).toHaveAttribute("href", href);
    await expect(document).toHaveAttribute("target", "_blank");
    expect((await page.request.get(href)).status()).toBe(200);
  }
  await page.getByLabel("Akceptuję regulamin programu Sport Kluby i kongresu").check();
  await page.getByRole("button", { name: "Zarejestruj się" }).click();
  await expect(
    page.getByRole("status").getByText(`Na adres ${email} wysłaliśmy wiadomość z dalszymi krokami.`, { exact: false }),
  ).toBeVisible();

  await expect.poll(() => latestMailTo(email, since), { timeout: 10_000 }).toBeTruthy();
  const link = new URL(linkIn(latestMailTo(email, since)!, "/generowanie-hasla"));
  // The link leads back to the site the teacher registered on, whatever its port or host.
  expect(link.origin).toBe(new URL(baseURL!).origin);
  await page.goto(link.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Generowanie hasła");
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Pierwsze#Haslo1");
  await page.getByLabel("Powtórz nowe hasło").fill("Pierwsze#Haslo1");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page).toHaveURL("/logowanie");

  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill("Pierwsze#Haslo1");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL("/konto");
  await expect(page.getByText("Dzień dobry, Zofia Mazur.")).toBeVisible();
});

// ASVS 4.0.3 V2.5.x: the page does not tell who has an account; the address's owner is told by e-mail.
test("an address that already has an account gets the same page, and its owner an e-mail", async ({ page }) => {
  const email = `juz.jest.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pl`;
  const teacher = { firstname: "Anna", lastname: "Nowak", email };
  const register = async () => {
    await page.goto("/rejestracja?kod=WAW2026");
    await fillRegistrationForm(page, teacher);
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expect(
      page
        .getByRole("status")
        .getByText(`Na adres ${email} wysłaliśmy wiadomość z dalszymi krokami.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  };
  await register();
  const since = Date.now();
  await register();
  // The "you already have an account" e-mail: links to log in and to a new password, and no password link of its own.
  await expect
    .poll(() => latestMailTo(email, since), { timeout: 10_000 })
    .toMatch(/\/logowanie[\s\S]*\/przywracanie-hasla\n/);
  expect(latestMailTo(email, since)).not.toContain("token=");
});

test("nothing typed in step one comes back in a field of step two", async ({ page }) => {
  await page.goto("/rejestracja");
  // Typed as a teacher types it, spaces around it included.
  await page.getByLabel("Kod kongresu").pressSequentially(" WAW2026 ");
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page).toHaveURL("/rejestracja?kod=WAW2026");

  for (const label of ["Imię", "Nazwisko", "Adres e-mail", "Telefon", "Miejscowość", "Kod pocztowy"]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
  }
  await expect(page.getByLabel("Akceptuję regulamin programu Sport Kluby i kongresu")).not.toBeChecked();

  if (test.info().project.use.javaScriptEnabled !== false) {
    // Step two checks its own fields as they are typed, not step one's.
    const email = page.getByLabel("Adres e-mail");
    await email.pressSequentially("zofia.mazur@");
    await email.blur();
    await expect(email).toHaveAttribute("aria-invalid", "true");
  }
});
