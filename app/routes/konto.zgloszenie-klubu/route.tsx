import { Link, useLoaderData } from "@remix-run/react";

import { NoCertificateYet } from "~/areas/account/no-certificate";
import { CLUB_STATUS_NAMES, clubStatusMeaning, isSubmittedStatus } from "~/areas/club/club-status";
import { EnrollmentForm, SavedFileLink } from "~/areas/club/enrollment-form";
import { EnrollmentSummary } from "~/areas/club/enrollment-summary";
import { UnbrokenText } from "~/components/unbroken-text";
import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import { formatDateTime } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";
import { SETUP_REQUIREMENTS } from "~/lib/setup-requirements";

import type { loader, SavedFile } from "./club-enrollment.server";

import "~/areas/account/account.css";
import "~/areas/club/club-enrollment.css";

export { action, loader } from "./club-enrollment.server";

export const handle: RouteHandle = { title: "Zgłoszenie klubu", siteMap: "Konto" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

export default function ClubEnrollmentPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="account-forms">
      <h1>Zgłoszenie klubu</h1>
      {data.view === "no-certificate" ? (
        <>
          <p>{SETUP_REQUIREMENTS.hasCertificate}</p>
          <NoCertificateYet />
          <p>
            <Link to="/konto">Wróć do konta</Link>
          </p>
        </>
      ) : (
        <>
          <ApplicationStatus status={data.status} staffNote={data.staffNote} submittedAt={data.submittedAt} />
          {data.view === "form" ? (
            <>
              {data.status === ClubEnrollmentStatus.empty ? (
                <p>
                  Zgłoszenie wysyłasz raz. Biuro programu sprawdzi je i odpowie <span className="nowrap">e-mailem</span>
                  ; miejsca przyznajemy w kolejności zgłoszeń. Przygotuj numer PESEL, numer rachunku bankowego i skan
                  lub zdjęcie zgody dyrektora szkoły. Pola bez dopisku „nieobowiązkowe” są wymagane.
                </p>
              ) : (
                <h2>Poprawa zgłoszenia</h2>
              )}
              {data.restored ? (
                <p className="panel-notice" role="status">
                  Przywrócono dane wpisane przed wygaśnięciem sesji. Numeru PESEL i numeru rachunku bankowego nie
                  przechowujemy w przeglądarce: wpisz je ponownie
                  {data.savedFile
                    ? ", sprawdź pozostałe dane i wyślij zgłoszenie."
                    : ", wybierz plik ponownie i wyślij zgłoszenie."}
                </p>
              ) : null}
              <EnrollmentForm
                defaults={data.defaults}
                savedFile={data.savedFile}
                maxKb={data.maxKb}
                correcting={data.status !== ClubEnrollmentStatus.empty}
              />
            </>
          ) : (
            <>
              <h2>Wysłane zgłoszenie</h2>
              <p>
                Zgłoszenia nie można teraz zmienić. Jeśli trzeba coś w nim zmienić, napisz do biura programu (adres jest
                na dole strony): biuro może zwrócić zgłoszenie do poprawy.
              </p>
              <EnrollmentSummary sections={data.sections} />
              <ConsentFile file={data.savedFile} />
            </>
          )}
        </>
      )}
    </div>
  );
}

function ApplicationStatus({
  status,
  staffNote,
  submittedAt,
}: {
  status: ClubEnrollmentStatus;
  staffNote: string;
  submittedAt: string | null;
}) {
  if (!isSubmittedStatus(status)) return null;
  return (
    <section className="club-status" aria-labelledby="status-zgloszenia">
      <h2 id="status-zgloszenia">
        Status zgłoszenia: <span className="club-status__name">{CLUB_STATUS_NAMES[status]}</span>
      </h2>
      <p>
        <UnbrokenText text={clubStatusMeaning(status)} />
      </p>
      {staffNote && status === ClubEnrollmentStatus.correction ? (
        <div className="account-steps__note club-status__note">
          <h3>Uwagi biura programu</h3>
          <p>{staffNote}</p>
        </div>
      ) : null}
      {submittedAt ? <p className="club-status__sent">Wysłano: {formatDateTime(submittedAt)}</p> : null}
    </section>
  );
}

function ConsentFile({ file }: { file: SavedFile | null }) {
  return (
    <section className="club-summary" aria-labelledby="zgloszenie-zgoda">
      <h3 id="zgloszenie-zgoda">Zgoda dyrektora szkoły</h3>
      {file ? (
        <p>
          Plik do pobrania: <SavedFileLink file={file} />
        </p>
      ) : (
        <p>Brak pliku.</p>
      )}
    </section>
  );
}
