import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Generowanie hasła", layout: "article" };

export default function PasswordGenerationPage() {
  return (
    <>
      <h1>Generowanie hasła</h1>
      <p>
        Tutaj ustawisz pierwsze hasło do nowego konta, korzystając z linku z wiadomości e-mail. Formularz jest
        w przygotowaniu.
      </p>
    </>
  );
}
