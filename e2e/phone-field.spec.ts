import { expect, test } from "./fixtures";
import { registerFreshTeacher } from "./teachers";

/**
 * A phone number typed key by key, the way teachers copy it from a contact
 * card: with its country prefix. With JavaScript the field's mask formats it
 * as it is typed; without, the server does. Either way the number saved is the
 * number typed, and another country's number is refused, never altered.
 */

const withJavaScript = () => test.info().project.use.javaScriptEnabled !== false;

test("the profile saves a number typed with +48 as the number itself", async ({ page }) => {
  await registerFreshTeacher(page, "Joanna", "Kamińska");
  await page.goto("/konto/edycja-profilu");

  const phone = page.getByLabel("Telefon");
  await phone.fill("");
  await phone.pressSequentially("+48 600 700 800");
  if (withJavaScript()) await expect(phone).toHaveValue("600 700 800");
  await page.getByRole("button", { name: "Zapisz profil" }).click();
  await expect(page.getByRole("status").getByText("Zapisano zmiany w profilu.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Telefon")).toHaveValue("600 700 800");
});

test("registration: 0048 typed before the number is dropped; another country's number stays as typed and is refused", async ({
  page,
}) => {
  await page.goto("/rejestracja?kod=WAW2026");
  const phone = page.getByLabel("Telefon");

  await phone.pressSequentially("0048 600 700 800");
  if (withJavaScript()) await expect(phone).toHaveValue("600 700 800");

  await phone.fill("");
  await phone.pressSequentially("+49 600 700 800");
  await expect(phone).toHaveValue("+49 600 700 800");
  await page.getByRole("button", { name: "Zarejestruj się" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: /^Telefon:/ })).toBeVisible();
  await expect(page.getByLabel("Telefon")).toHaveValue("+49 600 700 800");
  await expect(page.getByLabel("Telefon")).toHaveAttribute("aria-invalid", "true");
});
