import { Link, useLoaderData } from "@remix-run/react";

import { MEASUREMENT_NAMES, MEASUREMENTS, pupilsOf } from "~/areas/survey/survey";
import { formatDate } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";
import { pluralPl } from "~/lib/validation/polish";

import type { loader } from "./surveys.server";

import "~/areas/survey/surveys.css";

export { loader } from "./surveys.server";

export const handle: RouteHandle = { title: "Ankiety sprawności" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

export default function SurveysPage() {
  const { group, adding, window, surveys } = useLoaderData<typeof loader>();
  const complete = surveys.filter((survey) => survey.omitted.length === 0).length;
  return (
    <>
      <h1>Ankiety sprawności uczniów grupy {group}</h1>
      <p>{window}</p>
      {adding ? (
        <p>
          <Link to={`/konto/ankiety/${group}/nowa`} className="button">
            Dodaj ankietę
          </Link>
        </p>
      ) : null}

      {surveys.length === 0 ? (
        <p>W tej grupie nie ma jeszcze ankiet.</p>
      ) : (
        <>
          <p>
            {surveys.length} {pluralPl(surveys.length, "ankieta", "ankiety", "ankiet")}, w tym z kompletem pomiarów:{" "}
            {complete}.
          </p>
          <p>
            <Link to={`/konto/raport/${group}`} reloadDocument>
              Raport sprawności grupy {group}
            </Link>{" "}
            – postępy uczniów od pierwszego do ostatniego badania, z wykresami i do druku.
          </p>
          <ol className="survey-list" aria-label={`Uczniowie grupy ${group}`}>
            {pupilsOf(surveys).map(({ examinations, first, latest }) => (
              <li key={first.id} className="survey-list__item">
                <h2 className="survey-list__name">{latest.name}</h2>
                <p>
                  {first === latest
                    ? `Badanie: ${formatDate(first.examinationDate)}.`
                    : `Pierwsze badanie: ${formatDate(first.examinationDate)}, ostatnie: ${formatDate(latest.examinationDate)}.`}
                </p>
                <ul className="survey-list__examinations" aria-label={`Badania: ${latest.name}`}>
                  {examinations.map((survey) => (
                    <li key={survey.id}>
                      <Link to={`/konto/ankiety/${group}/${survey.id}`}>
                        Ankieta nr {survey.ordinalNumber} z {formatDate(survey.examinationDate)}
                      </Link>{" "}
                      <span
                        className={`survey-list__completeness survey-list__completeness--${survey.omitted.length === 0 ? "full" : "partial"}`}
                      >
                        {survey.omitted.length === 0
                          ? "Komplet pomiarów"
                          : `Pominięto ${survey.omitted.length} z ${MEASUREMENTS.length}: ${survey.omitted
                              .map((name) => MEASUREMENT_NAMES[name].title.toLowerCase())
                              .join(", ")}`}
                      </span>
                    </li>
                  ))}
                </ul>
                {adding ? (
                  <p>
                    <Link to={`/konto/ankiety/${group}/nowa?uczen=${latest.id}`}>
                      Kolejne badanie<span className="visually-hidden">: {latest.name}</span>
                    </Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}

      <p>
        <Link to="/konto">Wróć do konta</Link>
      </p>
    </>
  );
}
