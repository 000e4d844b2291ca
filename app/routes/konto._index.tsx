import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";

import { SETUP_REQUIREMENTS } from "~/lib/account";
import { UpstreamError } from "~/lib/api/errors.server";
import { getNewsletter, subscribeNewsletter, unsubscribeNewsletter } from "~/lib/api/newsletter.server";
import { getGroupPlaces, type GroupPlace } from "~/lib/api/season.server";
import type { Setup } from "~/lib/contract/setup";
import { formatDate } from "~/lib/dates";
import { requireUser } from "~/lib/guards.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { redirectWithError, redirectWithSuccess } from "~/lib/toast.server";
import type { RouteHandle } from "~/lib/route-handle";

import "~/styles/account.css";

export const handle: RouteHandle = { title: "Moje konto", siteMap: "Konto" };

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, profile } = await requireUser(request);
  const setup = await session.setup();
  const [groups, newsletter] = await Promise.all([
    setup.hasCurrentSeasonEnrollment
      ? getGroupPlaces(session).catch((): GroupPlace[] => [])
      : Promise.resolve<GroupPlace[]>([]),
    getNewsletter(session).catch(() => null),
  ]);
  return json(
    { name: `${profile.firstname} ${profile.lastname}`.trim(), email: profile.email, setup, groups, newsletter },
    { headers: await session.commit() },
  );
}

/** The newsletter switch: subscribe or unsubscribe, one button, with or without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { session } = await requireUser(request);
  const subscribe = (await request.formData()).get("newsletter") === "zapisz";
  try {
    await (subscribe ? subscribeNewsletter(session, request) : unsubscribeNewsletter(session));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return redirectWithError("/konto", error.message, { headers: await session.commit() });
  }
  const message = subscribe
    ? "Zapisano na newsletter. Wysłaliśmy potwierdzenie na Twój adres e-mail."
    : "Wypisano z newslettera.";
  // Post/redirect/get: the toast shows on the next page, with or without JavaScript.
  return redirectWithSuccess("/konto", message, { headers: await session.commit() });
}

type StepState = "done" | "open" | "waiting";

interface Step {
  title: string;
  state: StepState;
  text: string;
}

/** The programme's steps for this teacher, in order, from the setup flags. */
function programmeSteps(setup: Setup): Step[] {
  return [
    {
      title: "Certyfikat ukończenia szkolenia",
      state: setup.hasCertificate ? "done" : "waiting",
      text: setup.hasCertificate
        ? "Masz certyfikat — możesz prowadzić Sport Klub."
        : "Nie widzimy Twojego certyfikatu. Klub może prowadzić tylko nauczyciel, który ukończył szkolenie.",
    },
    {
      title: "Wniosek o utworzenie klubu",
      state: setup.hasClubEnrollment ? "done" : setup.hasCertificate ? "open" : "waiting",
      text: setup.hasClubEnrollment
        ? "Wniosek został złożony."
        : setup.hasCertificate
          ? "Możesz złożyć wniosek. Formularz wniosku udostępnimy na tym koncie."
          : SETUP_REQUIREMENTS.hasCertificate,
    },
    {
      title: "Umowa",
      state: setup.agreementDateSigned ? "done" : "waiting",
      text: setup.agreementDateSigned
        ? `Umowa podpisana ${formatDate(setup.agreementDateSigned)}.`
        : "Umowę przygotujemy po akceptacji wniosku.",
    },
    {
      title: "Zapis na bieżący sezon",
      state: setup.hasCurrentSeasonEnrollment ? "done" : setup.hasClubEnrollment ? "open" : "waiting",
      text: setup.hasCurrentSeasonEnrollment
        ? "Jesteś zapisany na bieżący sezon."
        : "Zapiszesz się na sezon po akceptacji wniosku o utworzenie klubu.",
    },
  ];
}

const STATE_LABELS: Record<StepState, string> = {
  done: "Gotowe",
  open: "Do zrobienia",
  waiting: "Jeszcze niedostępne",
};

export default function AccountPage() {
  const { name, email, setup, groups, newsletter } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const switchingNewsletter = navigation.formData?.has("newsletter") ?? false;
  return (
    <>
      <h1>Moje konto</h1>
      <p className="lead">
        Dzień dobry, {name}. <span className="account__email">({email})</span>
      </p>

      <h2>Twoje kroki w programie</h2>
      <ol className="account-steps">
        {programmeSteps(setup).map((step) => (
          <li key={step.title} className={`account-steps__item account-steps__item--${step.state}`}>
            <h3>{step.title}</h3>
            <p className="account-steps__state">{STATE_LABELS[step.state]}</p>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>

      <h2>Zajęcia i ankiety</h2>
      {groups.length === 0 ? (
        <p>
          {setup.schedulePreviewAvailable
            ? "Nie masz jeszcze grup w tym sezonie."
            : SETUP_REQUIREMENTS.schedulePreviewAvailable}
        </p>
      ) : (
        <table className="account-groups">
          <caption className="visually-hidden">Twoje grupy w bieżącym sezonie</caption>
          <thead>
            <tr>
              <th scope="col">Grupa</th>
              <th scope="col">Miejsce zajęć</th>
              <th scope="col">Harmonogram</th>
              <th scope="col">Ankiety sprawności</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.groupNumber}>
                <th scope="row">Grupa {group.groupNumber}</th>
                <td>{group.defaultClassesPlace || "—"}</td>
                <td>
                  {setup.schedulePreviewAvailable ? (
                    <Link to={`/konto/harmonogram/${group.groupNumber}`}>Harmonogram grupy {group.groupNumber}</Link>
                  ) : (
                    SETUP_REQUIREMENTS.schedulePreviewAvailable
                  )}
                </td>
                <td>
                  {setup.surveysPreviewAvailable ? (
                    <Link to={`/konto/ankiety/${group.groupNumber}`}>Ankiety grupy {group.groupNumber}</Link>
                  ) : (
                    SETUP_REQUIREMENTS.surveysPreviewAvailable
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {setup.surveysPreviewAvailable ? (
        <p>
          Badania sprawności w tym sezonie: od {formatDate(setup.surveysDateStart)} do{" "}
          {formatDate(setup.surveysDateEnd)}.
        </p>
      ) : null}
      {setup.schedulePreviewAvailable ? <p>Zajęcia możesz planować do {formatDate(setup.scheduleMaxDate)}.</p> : null}

      <h2>Newsletter</h2>
      {newsletter ? (
        <Form method="post" className="account-newsletter">
          <p>
            {newsletter.enrolled
              ? `Otrzymujesz newsletter programu na adres ${newsletter.email}.`
              : "Nie otrzymujesz newslettera. Piszemy w nim o terminach zapisów, kongresie i nowych materiałach."}
          </p>
          <button
            type="submit"
            name="newsletter"
            value={newsletter.enrolled ? "wypisz" : "zapisz"}
            className={newsletter.enrolled ? "button button--secondary" : "button"}
            disabled={switchingNewsletter}
          >
            {newsletter.enrolled ? "Wypisz mnie z newslettera" : "Zapisz mnie na newsletter"}
          </button>
        </Form>
      ) : (
        <p>Nie udało się sprawdzić zapisu na newsletter. Spróbuj ponownie później.</p>
      )}

      <p>
        <Link to="/konto/edycja-profilu">Edytuj profil</Link>
      </p>
    </>
  );
}
