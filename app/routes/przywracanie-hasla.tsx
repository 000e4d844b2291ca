import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Przywracanie hasła", layout: "form", siteMap: "Konto" };

export default function PasswordRecoveryPage() {
  return (
    <>
      <h1>Przywracanie hasła</h1>
      <p>Formularz przywracania hasła jest w przygotowaniu.</p>
    </>
  );
}
