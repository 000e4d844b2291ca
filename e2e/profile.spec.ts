import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { logIn, registerFreshTeacher } from "./teachers";

test("a teacher edits the profile; mistakes are listed and nothing typed is lost", async ({ page }) => {
  await registerFreshTeacher(page);
  await page.getByRole("link", { name: "Edytuj profil" }).click();
  await expect(page).toHaveURL("/konto/edycja-profilu");
  await expect(page.getByLabel("Imię")).toHaveValue("Marta");
  await expect(page.getByLabel("Stanowisko")).toHaveValue("Nauczyciel");
  await expectNoAxeViolations(page);

  await page.getByLabel("Telefon").fill("12");
  await page.getByLabel("Miejscowość").fill("Kraków");
  await page.getByRole("button", { name: "Zapisz profil" }).click();
  await expect(page.getByRole("alert")).toContainText("Telefon");
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Kraków");

  await page.getByLabel("Telefon").fill("700800900");
  await page.getByLabel("Ukończone szkolenie").selectOption("Nauczyciel edukacji wczesnoszkolnej");
  await page.getByRole("button", { name: "Zapisz profil" }).click();
  await expect(page.getByRole("status").getByText("Zapisano zmiany w profilu.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Telefon")).toHaveValue("700 800 900");
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Kraków");
  await expect(page.getByLabel("Ukończone szkolenie")).toHaveValue("Nauczyciel edukacji wczesnoszkolnej");
});

test("a teacher changes the password with the old one and stays logged in", async ({ page, context }) => {
  const { email, password } = await registerFreshTeacher(page, "Tomasz", "Lis");
  await page.goto("/konto/edycja-profilu");

  await page.getByLabel("Obecne hasło").fill("Zle#Haslo99");
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Kolejne#Haslo8");
  await page.getByLabel("Powtórz nowe hasło").fill("Kolejne#Haslo8");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByRole("alert")).toContainText("Obecne hasło");

  await page.getByLabel("Obecne hasło").fill(password);
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Kolejne#Haslo8");
  await page.getByLabel("Powtórz nowe hasło").fill("Kolejne#Haslo8");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByRole("status").getByText("Hasło zostało zmienione.")).toBeVisible();
  await page.goto("/konto");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moje konto");

  await context.clearCookies();
  await logIn(page, email, "Kolejne#Haslo8");
});
