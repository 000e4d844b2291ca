import { type FetcherWithComponents, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";

import "../floating-notice.css";

export const WARNING_SECONDS = 5 * 60;

type Phase = "active" | "warning" | "ended";

/** Every navigation and "stay" is an authenticated call, so activity on the server restarts the count. */
export function SessionTimeout({ idleTimeoutSeconds }: { idleTimeoutSeconds: number }) {
  const { key } = useLocation();
  const stay = useFetcher<{ at: number }>();
  return <Countdown key={`${key}:${stay.data?.at ?? ""}`} idleTimeoutSeconds={idleTimeoutSeconds} stay={stay} />;
}

function Countdown({ idleTimeoutSeconds, stay }: { idleTimeoutSeconds: number; stay: FetcherWithComponents<unknown> }) {
  const [phase, setPhase] = useState<Phase>("active");

  useEffect(() => {
    const warn = setTimeout(() => setPhase("warning"), Math.max(0, idleTimeoutSeconds - WARNING_SECONDS) * 1000);
    const end = setTimeout(() => setPhase("ended"), idleTimeoutSeconds * 1000);
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [idleTimeoutSeconds]);

  if (phase === "active") return null;
  const { pathname, search } = window.location;
  return (
    <div className="floating-notice" role="alert">
      {phase === "warning" ? (
        <>
          <p>Za kilka minut wylogujemy Cię z powodu braku aktywności.</p>
          <stay.Form method="post" action="/sesja">
            <button type="submit" className="button" disabled={stay.state !== "idle"}>
              Nie wylogowuj mnie
            </button>
          </stay.Form>
        </>
      ) : (
        <>
          <p>Sesja wygasła z powodu braku aktywności. Formularz wysłany teraz zachowamy do ponownego zalogowania.</p>
          <a className="button" href={`/logowanie?redirectTo=${encodeURIComponent(pathname + search)}`}>
            Zaloguj się ponownie
          </a>
        </>
      )}
    </div>
  );
}
