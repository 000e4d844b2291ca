import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { endSessionElsewhere, registerFreshTeacher } from "./teachers";

/**
 * A teacher fills a long form between classes and the session ends meanwhile
 * (the refresh token outlived, or the cookies gone). The login page says why,
 * and after logging in the form shows what was typed, not the stored values.
 */

const FORM_KEPT = "Sesja wygasła — zaloguj się, a zmiany wrócą do formularza";

test("what was typed into the profile when the session ended comes back after logging in, and is saved", async ({
  page,
  context,
  browser,
}) => {
  // A whole journey (registration, two logins, two accessibility scans): more than one screen's time.
  test.slow();
  const { email, password } = await registerFreshTeacher(page, "Katarzyna", "Wrona");
  await page.goto("/konto/edycja-profilu");
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Warszawa");

  await endSessionElsewhere(browser, context);
  await page.getByLabel("Nazwisko").fill("Wrona-Nowicka");
  await page.getByLabel("Miejscowość").fill("Gdańsk");
  await page.getByLabel("Kod pocztowy").fill("80-001");
  await page.getByLabel("Stanowisko").selectOption("Koordynator");
  await page.getByRole("button", { name: "Zapisz profil" }).click();

  await expect(page).toHaveURL("/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu");
  await expect(page.getByText(FORM_KEPT)).toBeVisible();
  await expectNoAxeViolations(page);

  // A mistyped password does not lose the values either.
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill("Zle#Haslo99");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("alert")).toContainText("Nieprawidłowy adres e-mail lub hasło.");
  await expect(page.getByText(FORM_KEPT)).toBeVisible();

  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL("/konto/edycja-profilu");
  await expect(page.getByText("Przywrócono zmiany wpisane przed wygaśnięciem sesji.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Imię")).toHaveValue("Katarzyna");
  await expect(page.getByLabel("Nazwisko")).toHaveValue("Wrona-Nowicka");
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Gdańsk");
  await expect(page.getByLabel("Kod pocztowy")).toHaveValue("80-001");
  await expect(page.getByLabel("Stanowisko")).toHaveValue("Koordynator");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Zapisz profil" }).click();
  await expect(page.getByRole("status").getByText("Zapisano zmiany w profilu.")).toBeVisible();
  await page.goto("/konto");
  await expect(page.getByText("Dzień dobry, Katarzyna Wrona-Nowicka.")).toBeVisible();
  await page.goto("/konto/edycja-profilu");
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Gdańsk");
  await expect(page.getByLabel("Stanowisko")).toHaveValue("Koordynator");
  await expect(page.getByText("Przywrócono zmiany", { exact: false })).toHaveCount(0);
});

test("passwords typed when the session ended are never kept: the login page says only that the session ended", async ({
  page,
  context,
  browser,
}) => {
  const { email, password } = await registerFreshTeacher(page, "Paweł", "Sowa");
  await page.goto("/konto/edycja-profilu");

  await endSessionElsewhere(browser, context);
  await page.getByLabel("Obecne hasło").fill(password);
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Kolejne#Haslo8");
  await page.getByLabel("Powtórz nowe hasło").fill("Kolejne#Haslo8");
  await page.getByRole("button", { name: "Zmień hasło" }).click();

  await expect(page).toHaveURL("/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu");
  await expect(page.getByText("Sesja wygasła. Zaloguj się ponownie.")).toBeVisible();
  await expect(page.getByText(FORM_KEPT)).toHaveCount(0);
  expect((await context.cookies()).map(({ name }) => name)).not.toContain("kept_form");

  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL("/konto/edycja-profilu");
  await expect(page.getByLabel("Obecne hasło")).toHaveValue("");
  await expect(page.getByLabel("Nowe hasło", { exact: true })).toHaveValue("");
});

test.describe("a session not kept on this device", () => {
  test("ends with the browser: its cookies have no expiry unless 'Nie wylogowuj mnie na tym urządzeniu' is ticked", async ({
    page,
    context,
  }) => {
    const { email, password } = await registerFreshTeacher(page, "Olga", "Kruk");
    const sessionCookies = async () =>
      (await context.cookies()).filter(({ name }) => name === "token" || name === "refresh_token");
    // The login of registerFreshTeacher leaves the box unticked.
    for (const cookie of await sessionCookies()) expect(cookie.expires).toBe(-1);

    await page.getByRole("button", { name: "Wyloguj" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/logowanie");
    await expect(page.getByLabel("Nie wylogowuj mnie na tym urządzeniu")).not.toBeChecked();
    await page.getByLabel("Adres e-mail").fill(email);
    await page.getByLabel("Hasło", { exact: true }).fill(password);
    await page.getByLabel("Nie wylogowuj mnie na tym urządzeniu").check();
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page).toHaveURL("/konto");
    for (const cookie of await sessionCookies()) expect(cookie.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 86400);
  });

  test("warns five minutes before it ends for inactivity, and 'Nie wylogowuj mnie' keeps it open", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", "The warning needs JavaScript; without it the session simply ends.");
    await page.clock.install();
    await registerFreshTeacher(page, "Marek", "Czajka");
    await page.goto("/konto/edycja-profilu");
    const warning = page.getByRole("alert").filter({ hasText: "wylogujemy Cię z powodu braku aktywności" });
    await page.clock.fastForward("24:00");
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward("01:30");
    await expect(warning).toBeVisible();
    await warning.getByRole("button", { name: "Nie wylogowuj mnie" }).click();
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward("24:00");
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward("06:30");
    const ended = page.getByRole("alert").filter({ hasText: "Sesja wygasła z powodu braku aktywności" });
    await expect(ended).toBeVisible();
    await expect(ended.getByRole("link", { name: "Zaloguj się ponownie" })).toHaveAttribute(
      "href",
      "/logowanie?redirectTo=%2Fkonto%2Fedycja-profilu",
    );
  });
});
