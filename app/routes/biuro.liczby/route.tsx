import { useLoaderData } from "@remix-run/react";

import { CLUB_STATUS_NAMES, type SubmittedStatus } from "~/areas/club/club-status";
import { StaffSelect } from "~/areas/staff/list-filters";
import { STAFF_EXPORTS } from "~/areas/staff/staff-exports";
import { formatChange, formatFigure, REPORT_MEASURES } from "~/areas/survey/fitness-report";
import { formatDateTime } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";

import type { loader } from "./figures.server";

export { loader } from "./figures.server";

export const handle: RouteHandle = { title: "Liczby programu" };

const STATUS_ORDER = [0, 2, 3, 1, 4] as const satisfies readonly SubmittedStatus[];

const SEASON_COLUMNS = [
  ["clubs", "Kluby"],
  ["groups", "Grupy"],
  ["girls", "Dziewczęta"],
  ["boys", "Chłopcy"],
  ["classesHeld", "Zajęcia odbyte"],
  ["classesCancelled", "Zajęcia odwołane"],
  ["classesPlanned", "Zajęcia zaplanowane"],
  ["surveys", "Ankiety"],
] as const;

const number = new Intl.NumberFormat("pl-PL");

const voivodeshipName = (voivodeship: string) => voivodeship || "bez zgłoszenia";

/** Named by both headings, so it reads whole when a screen reader jumps between tables. */
function ScrollingTable({
  id,
  section,
  title,
  children,
}: {
  id: string;
  section: string;
  title: string;
  children: React.ReactNode;
}) {
  const labels = `${section} ${id}`;
  return (
    <>
      <h3 id={id}>{title}</h3>
      {/* A box that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-labelledby={labels} tabIndex={0} data-scroll-region>
        <table className="figures" aria-labelledby={labels}>
          {children}
        </table>
      </div>
    </>
  );
}

type Fitness = ReturnType<typeof useLoaderData<typeof loader>>["fitness"];

/** Everything else is in the export. */
const FITNESS_SHOWN = REPORT_MEASURES.filter((measure) =>
  ["bmi_z", "beep_test", "vo2_max", "run", "stick_overhang", "plank"].includes(measure.key),
);

function FitnessRow({ row, name }: { row: Fitness[number]; name: string }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td className="figures__number">
        {number.format(row.pupils)} ({number.format(row.pupilsSurveyedTwice)})
      </td>
      {FITNESS_SHOWN.map(({ key, decimals }) => {
        const measure = row.measures.find((m) => m.measure === key)!;
        return (
          <td key={key} className="figures__number">
            {`${formatFigure(measure.firstMean, decimals)} → ${formatFigure(measure.latestMean, decimals)} (${formatChange(measure.meanChange, decimals)})`}
          </td>
        );
      })}
    </tr>
  );
}

function FitnessSection({
  figures,
  computedAt,
  recomputing,
}: {
  figures: Fitness;
  computedAt: string | null;
  recomputing: boolean;
}) {
  const rows = figures.filter((row) => row.sex === "all");
  return (
    <>
      <h2 id="sprawnosc">Sprawność uczniów</h2>
      {rows.length === 0 ? (
        <p role="status">W tym sezonie nie ma jeszcze ankiet uczniów.</p>
      ) : (
        <>
          <p>
            Średnia w pierwszym i ostatnim badaniu uczniów, a w nawiasie średnia zmiana u uczniów zbadanych oba razy.
            Wynik pominięty nie liczy się jako 0. Zestawienie „Sprawność uczniów” poniżej podaje też osobno dziewczęta i
            chłopców, każdy klub i wszystkie pomiary.
          </p>
          {computedAt && (
            <p role="status">
              Stan na {formatDateTime(computedAt)}.
              {recomputing &&
                " Od tego czasu zmieniły się ankiety lub dane klubów: nowe liczby są właśnie obliczane. Odśwież stronę za kilka sekund, aby je zobaczyć."}
            </p>
          )}
          <ScrollingTable id="sprawnosc-tabela" section="sprawnosc" title="Według województwa szkoły">
            <thead>
              <tr>
                <th scope="col">Województwo</th>
                <th scope="col" className="figures__number">
                  Uczniowie (zbadani dwa razy)
                </th>
                {FITNESS_SHOWN.map((measure) => (
                  <th scope="col" key={measure.key} className="figures__number">
                    {measure.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows
                .filter((row) => row.level === "voivodeship")
                .map((row) => (
                  <FitnessRow key={row.voivodeship} row={row} name={voivodeshipName(row.voivodeship ?? "")} />
                ))}
            </tbody>
            <tfoot>
              {rows
                .filter((row) => row.level === "programme")
                .map((row) => (
                  <FitnessRow key="programme" row={row} name="Cały program" />
                ))}
            </tfoot>
          </ScrollingTable>
        </>
      )}
    </>
  );
}

/** A row of a figures table: its heading, then each number in Polish notation. */
function FiguresRow({ heading, figures }: { heading: string; figures: number[] }) {
  return (
    <tr>
      <th scope="row">{heading}</th>
      {figures.map((figure, column) => (
        <td key={column} className="figures__number">
          {number.format(figure)}
        </td>
      ))}
    </tr>
  );
}

export default function FiguresPage() {
  const { figures, fitness, fitnessComputedAt, fitnessRecomputing } = useLoaderData<typeof loader>();
  const { season, seasons, clubsByStatus, seasonFigures } = figures;

  const voivodeships = [...new Set(clubsByStatus.map((row) => row.voivodeship))];
  const applications = (voivodeship: string | null, status: number | null) =>
    clubsByStatus
      .filter(
        (row) =>
          (voivodeship === null || row.voivodeship === voivodeship) && (status === null || row.status === status),
      )
      .reduce((sum, row) => sum + row.count, 0);
  const applicationsRow = (voivodeship: string | null) => [
    ...STATUS_ORDER.map((status) => applications(voivodeship, status)),
    applications(voivodeship, null),
  ];
  const programme = Object.fromEntries(
    SEASON_COLUMNS.map(([key]) => [key, seasonFigures.reduce((sum, row) => sum + row[key], 0)]),
  ) as Record<(typeof SEASON_COLUMNS)[number][0], number>;

  return (
    <>
      <h1>Liczby programu</h1>

      <h2 id="zgloszenia">Zgłoszenia klubów</h2>
      {voivodeships.length === 0 ? (
        <p role="status">Nie ma jeszcze żadnego zgłoszenia.</p>
      ) : (
        <ScrollingTable id="zgloszenia-tabela" section="zgloszenia" title="Według województwa szkoły i statusu">
          <thead>
            <tr>
              <th scope="col">Województwo</th>
              {STATUS_ORDER.map((status) => (
                <th scope="col" key={status} className="figures__number">
                  {CLUB_STATUS_NAMES[status]}
                </th>
              ))}
              <th scope="col" className="figures__number">
                razem
              </th>
            </tr>
          </thead>
          <tbody>
            {voivodeships.map((voivodeship) => (
              <FiguresRow
                key={voivodeship}
                heading={voivodeshipName(voivodeship)}
                figures={applicationsRow(voivodeship)}
              />
            ))}
          </tbody>
          <tfoot>
            <FiguresRow heading="Cały program" figures={applicationsRow(null)} />
          </tfoot>
        </ScrollingTable>
      )}

      {season === null ? (
        <p role="status">
          Nie ma jeszcze żadnego sezonu: liczby sezonu i zestawienia pojawią się, gdy biuro go utworzy.
        </p>
      ) : (
        <>
          <h2 id="sezon">
            {season.name}
            {season.isCurrent ? " (bieżący)" : ""}
          </h2>
          {seasons.length > 1 ? (
            <form method="get" action="/biuro/liczby" className="staff-filters" aria-label="Wybór sezonu">
              <StaffSelect
                id="sezon"
                name="sezon"
                label="Sezon"
                defaultValue={season.id}
                options={seasons.map((option) => ({ value: option.id, label: option.name }))}
              />
              <button type="submit" className="button button--secondary">
                Pokaż sezon
              </button>
            </form>
          ) : null}
          <p>
            Uczniowie to liczby zadeklarowane przez nauczycieli dla grup. Zajęcia odbyte to zajęcia nieodwołane, które
            już się zakończyły; każde trwa godzinę.
          </p>
          {seasonFigures.length === 0 ? (
            <p role="status">Na ten sezon nie zapisał się jeszcze żaden klub.</p>
          ) : (
            <ScrollingTable id="sezon-tabela" section="sezon" title="Według województwa szkoły">
              <thead>
                <tr>
                  <th scope="col">Województwo</th>
                  {SEASON_COLUMNS.map(([key, name]) => (
                    <th scope="col" key={key} className="figures__number">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {seasonFigures.map((row) => (
                  <FiguresRow
                    key={row.voivodeship}
                    heading={voivodeshipName(row.voivodeship)}
                    figures={SEASON_COLUMNS.map(([key]) => row[key])}
                  />
                ))}
              </tbody>
              <tfoot>
                <FiguresRow heading="Cały program" figures={SEASON_COLUMNS.map(([key]) => programme[key])} />
              </tfoot>
            </ScrollingTable>
          )}

          <FitnessSection figures={fitness} computedAt={fitnessComputedAt} recomputing={fitnessRecomputing} />

          <h2>Zestawienia do pobrania</h2>
          <p>
            Pliki CSV otwiera polski Excel (średnik jako separator, przecinek dziesiętny); XLSX to arkusz kalkulacyjny.
            Każde pobranie zapisujemy w dzienniku zdarzeń.
          </p>
          <ul className="staff-list" aria-label="Zestawienia">
            {STAFF_EXPORTS.map((report) => {
              const link = (format: "csv" | "xlsx") =>
                `/biuro/eksport/${report.path}?sezon=${season.id}&format=${format}`;
              return (
                <li key={report.path} className="staff-list__item">
                  <h3 className="staff-list__title">{report.title}</h3>
                  <p>{report.description}</p>
                  <p className="staff-actions">
                    <a href={link("csv")} download>
                      {report.title}: CSV
                    </a>
                    <a href={link("xlsx")} download>
                      {report.title}: XLSX
                    </a>
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
