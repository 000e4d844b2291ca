import { Link } from "@remix-run/react";

import { useSiteSettings } from "~/lib/site/site-settings";

/** What a teacher without a certificate can do: where the trainings are, when it appears, whom to ask. */
export function NoCertificateYet() {
  const { contactEmail } = useSiteSettings();
  return (
    <>
      <p>
        Sport Klub może prowadzić tylko nauczyciel, który ukończył szkolenie programu.{" "}
        <Link to="/szkolenia">Zobacz szkolenia</Link>.
      </p>
      <p>
        Certyfikat pojawi się na koncie, gdy biuro programu wpisze listę uczestników Twojego szkolenia. Wyślemy Ci wtedy{" "}
        <span className="nowrap">e-mail</span>.
      </p>
      <p>
        Szkolenie jest ukończone, a certyfikatu nie widać? Napisz do biura programu:{" "}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </>
  );
}
