import { Link, useLoaderData } from "@remix-run/react";

import {
  BMI_CATEGORY_NAMES,
  CHANGE_WORDS,
  figureWithUnit,
  FITNESS_TESTS,
  formatChange,
  formatFigure,
  REPORT_MEASURES,
  SEX_NAMES,
} from "~/areas/survey/fitness-report";
import { BMI_CATEGORY_KEYS } from "~/lib/contract/survey";
import { formatDate } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";
import { pluralPl } from "~/lib/validation/polish";

import type { loader } from "./report.server";

import "~/areas/survey/report.css";

export { loader } from "./report.server";

export const handle: RouteHandle = { title: "Raport sprawności grupy", hydrate: false };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Report = Data["report"];
type Figures = Report["pupils"][number]["first"];

const dates = (range: { from: string; to: string } | null) =>
  range === null
    ? "–"
    : range.from === range.to
      ? formatDate(range.from)
      : `${formatDate(range.from)} – ${formatDate(range.to)}`;

type Swatch = "better" | "same" | "worse" | "first" | "latest";

/** The key is HTML: Plot's legend needs inline styles, which the CSP refuses. */
function Chart({ svg, legend }: { svg: string | null; legend: [Swatch, string][] }) {
  if (!svg) return null;
  return (
    <figure className="report-chart">
      <div dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>
        <ul className="report-legend" aria-label="Kolory na wykresie">
          {legend.map(([swatch, label]) => (
            <li key={swatch}>
              <span className={`report-legend__swatch report-legend__swatch--${swatch}`} aria-hidden="true" /> {label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

const CHANGE_LEGEND: [Swatch, string][] = [
  ["better", "lepiej"],
  ["same", "bez zmian"],
  ["worse", "gorzej"],
];
const ROUND_LEGEND: [Swatch, string][] = [
  ["first", "pierwsze badanie"],
  ["latest", "ostatnie badanie"],
];

/** A table of the report, named by the heading `id`, in a scrolling box; `children` are its rows. */
function ReportTable({
  id,
  className = "report-table",
  headings,
  children,
}: {
  id: string;
  className?: string;
  headings: React.ReactNode[];
  children: React.ReactNode;
}) {
  return (
    // A scrolling box must be reachable by keyboard (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0} data-scroll-region>
      <table className={className} aria-labelledby={id}>
        <thead>
          <tr>
            {headings.map((heading, column) => (
              <th scope="col" key={column}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function GroupTable({ report }: { report: Report }) {
  return (
    <ReportTable
      id="raport-grupa"
      headings={[
        "Pomiar",
        "Uczniowie",
        "Pierwsze badanie: średnia (zbadani, pominięci)",
        "Ostatnie badanie: średnia (zbadani, pominięci)",
        "Zmiana u zbadanych oba razy: średnio (liczba uczniów)",
        "Lepiej / bez zmian / gorzej",
      ]}
    >
      {REPORT_MEASURES.flatMap((measure) =>
        (["K", "M", "all"] as const).map((sex, index) => {
          const row = report.measures.find((m) => m.measure === measure.key && m.sex === sex)!;
          return (
            <tr key={`${measure.key}-${sex}`} className={sex === "all" ? "report-table__total" : undefined}>
              {index === 0 ? (
                <th scope="rowgroup" rowSpan={3}>
                  {measure.name}
                </th>
              ) : null}
              <th scope="row">{SEX_NAMES[sex]}</th>
              <td className="report-table__number">
                {figureWithUnit(row.first.mean, measure.decimals, measure.unit)} ({row.first.measured},{" "}
                {row.first.omitted})
              </td>
              <td className="report-table__number">
                {figureWithUnit(row.latest.mean, measure.decimals, measure.unit)} ({row.latest.measured},{" "}
                {row.latest.omitted})
              </td>
              <td className="report-table__number">
                {formatChange(row.change.meanChange, measure.decimals)} ({row.change.pupils})
              </td>
              <td className="report-table__number">
                {row.change.better === null ? "–" : `${row.change.better} / ${row.change.same} / ${row.change.worse}`}
              </td>
            </tr>
          );
        }),
      )}
    </ReportTable>
  );
}

function ChangesTable({ report }: { report: Report }) {
  const all = (key: string) => report.measures.find((m) => m.measure === key && m.sex === "all")!;
  return (
    <ReportTable id="raport-zmiany" headings={["Próba", "Lepiej", "Bez zmian", "Gorzej", "Zbadani oba razy"]}>
      {FITNESS_TESTS.map((test) => {
        const { change } = all(test.key);
        return (
          <tr key={test.key}>
            <th scope="row">{test.name}</th>
            <td className="report-table__number">{change.better}</td>
            <td className="report-table__number">{change.same}</td>
            <td className="report-table__number">{change.worse}</td>
            <td className="report-table__number">{change.pupils}</td>
          </tr>
        );
      })}
    </ReportTable>
  );
}

function CategoriesTable({ report }: { report: Report }) {
  const sexes = ["K", "M", "all"] as const;
  const count = (sex: string, category: string) =>
    report.bmiCategories.find((row) => row.sex === sex && row.category === category)!;
  return (
    <ReportTable
      id="raport-bmi"
      headings={["Kategoria", ...sexes.map((sex) => <>{SEX_NAMES[sex]}: pierwsze / ostatnie badanie</>)]}
    >
      {BMI_CATEGORY_KEYS.map((category) => (
        <tr key={category}>
          <th scope="row">{BMI_CATEGORY_NAMES[category]}</th>
          {sexes.map((sex) => (
            <td className="report-table__number" key={sex}>
              {count(sex, category).first} / {count(sex, category).latest}
            </td>
          ))}
        </tr>
      ))}
    </ReportTable>
  );
}

function growthText(figures: Figures): string {
  if (figures.implausible) return "wynik nieprawdopodobny – sprawdź wagę i wzrost";
  if (figures.bmi === null) return "–";
  const category = figures.bmiCategory ? `, ${BMI_CATEGORY_NAMES[figures.bmiCategory].toLowerCase()}` : "";
  return `${formatFigure(figures.bmi, 1)}${category}`;
}

function shuttleText(figures: Figures): string {
  if (figures.beepTest === null) return "pominięto";
  const vo2 = figures.vo2Max === null ? "" : `, VO₂max ${formatFigure(figures.vo2Max, 1)}`;
  return `${figures.beepTest} (etap ${figures.shuttleStage}${vo2})`;
}

function PupilsTable({ report }: { report: Report }) {
  const measured = (value: number | null, decimals: number, unit: string) =>
    value === null ? "pominięto" : `${formatFigure(value, decimals)} ${unit}`;
  const cells = (figures: Figures) => [
    growthText(figures),
    figures.waistToHeight === null
      ? "–"
      : `${formatFigure(figures.waistToHeight, 2)}${figures.waistToHeightHigh ? " (≥ 0,5)" : ""}`,
    shuttleText(figures),
    measured(figures.run, 2, "s"),
    measured(figures.stickOverhang, 1, "s"),
    measured(figures.plank, 0, "s"),
  ];
  const changeOf = (pupil: Report["pupils"][number], index: number) => {
    const key = [null, null, "beepTest", "run", "stickOverhang", "plank"][index] as keyof typeof pupil.changes | null;
    const change = key ? pupil.changes[key] : undefined;
    return change ? ` – ${CHANGE_WORDS[change]}` : "";
  };
  return (
    <ReportTable
      id="raport-uczniowie"
      className="report-table report-table--pupils"
      headings={[
        "Uczeń",
        "Badanie",
        "BMI (kategoria WHO)",
        "Talia / wzrost",
        ...FITNESS_TESTS.map((test) => test.name),
      ]}
    >
      {report.pupils.flatMap((pupil, number) => {
        const rows = [{ label: "pierwsze", figures: pupil.first }];
        if (pupil.latest) rows.push({ label: "ostatnie", figures: pupil.latest });
        return rows.map(({ label, figures }, index) => (
          <tr key={`${number}-${label}`} className={index === 0 ? "report-table__pupil" : undefined}>
            {index === 0 ? (
              <th scope="rowgroup" rowSpan={rows.length}>
                {pupil.name}
              </th>
            ) : null}
            <th scope="row">
              {label}, {formatDate(figures.examinationDate)}
            </th>
            {cells(figures).map((text, cell) => (
              <td key={cell}>
                {text}
                {index === 1 ? changeOf(pupil, cell) : ""}
              </td>
            ))}
          </tr>
        ));
      })}
    </ReportTable>
  );
}

export default function FitnessReportPage() {
  const { group, report, charts, today } = useLoaderData<typeof loader>();
  const pupils = report.pupils.length;
  return (
    <article className="report">
      <h1>Raport sprawności grupy {group}</h1>
      <dl className="report-heading">
        <dt>Szkoła</dt>
        <dd>{report.school || "–"}</dd>
        <dt>Prowadzi</dt>
        <dd>{report.teacher}</dd>
        <dt>Grupa</dt>
        <dd>{group}</dd>
        <dt>Sezon</dt>
        <dd>{report.season}</dd>
        <dt>Stan na dzień</dt>
        <dd>{formatDate(today)}</dd>
      </dl>
      {pupils === 0 ? (
        <p>W tej grupie nie ma jeszcze ankiet: raport powstanie z pierwszego badania uczniów.</p>
      ) : (
        <>
          <p>
            {pupils} {pluralPl(pupils, "uczeń", "uczniów", "uczniów")}; pierwsze badanie: {dates(report.firstDates)};
            ostatnie badanie: {dates(report.latestDates)}. Zbadani co najmniej dwa razy: {report.pupilsSurveyedTwice} z{" "}
            {pupils}.
          </p>
          <p className="report__note">
            Zmianę liczymy tylko u uczniów zbadanych oba razy; wynik pominięty liczymy jako pominięty, nigdy jako 0. Bez
            ocen: wynik ucznia porównujemy z jego własnym poprzednim i z grupą. BMI i wzrost oceniamy według siatek WHO
            2007 dla wieku 5–19 lat; VO₂max to szacunek ze wzoru Légera dla dzieci (6–18 lat).
          </p>

          <h2 id="raport-zmiany">Zmiana wyników w próbach sprawności</h2>
          <p className="report__note">
            Za zmianę uznajemy co najmniej: 4 odcinki testu wahadłowego, 0,5 s w biegu 10 × 5 m, 2 s zwisu, 10 s deski.
          </p>
          <Chart svg={charts.changes} legend={CHANGE_LEGEND} />
          <ChangesTable report={report} />

          <h2 id="raport-bmi">Kategorie BMI według WHO</h2>
          <Chart svg={charts.bmi} legend={ROUND_LEGEND} />
          <CategoriesTable report={report} />
          <p className="report__note">
            Brak oceny: nie zmierzono wagi lub wzrostu, wiek poza 5–19 lat albo wynik tak odległy od siatek, że to
            najpewniej pomyłka przy wpisywaniu.
          </p>

          <h2 id="raport-grupa">Grupa w pierwszym i ostatnim badaniu</h2>
          <GroupTable report={report} />

          {charts.progress ? (
            <>
              <h2 id="raport-wahadlowy">Test wahadłowy 20 m: każdy uczeń</h2>
              <p className="report__note">
                Kropka: pierwsze badanie; grot strzałki: ostatnie. Liczby każdego ucznia są w tabeli „Uczniowie”.
              </p>
              <Chart svg={charts.progress} legend={ROUND_LEGEND} />
            </>
          ) : null}

          <h2 id="raport-uczniowie">Uczniowie</h2>
          <PupilsTable report={report} />
        </>
      )}
      <p className="report__links">
        <Link to={`/konto/ankiety/${group}`}>Wróć do ankiet grupy {group}</Link>
      </p>
    </article>
  );
}
