import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Zaloguj się do platformy", layout: "form", siteMap: "Konto" };

export default function LoginPage() {
  return (
    <>
      <h1>Zaloguj się do platformy</h1>
      <p>
        Logowanie do konta nauczyciela jest w przygotowaniu. Zalogujesz się tym samym adresem e-mail, którego użyłeś
        przy zapisie na szkolenie.
      </p>
    </>
  );
}
