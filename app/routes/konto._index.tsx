import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";

import { programmeSteps, scheduleState, STATE_LABELS, surveysState } from "~/areas/account/account-steps";
import { type AccountOverview, getAccountOverview } from "~/areas/account/api/account.server";
import { subscribeNewsletter, unsubscribeNewsletter } from "~/areas/account/api/newsletter.server";
import { NoCertificateYet } from "~/areas/account/no-certificate";
import { agendaSummary, freshPromotions, promotionNotice } from "~/areas/agenda/my-agenda";
import { isSubmittedStatus } from "~/areas/club/club-status";
import { UnbrokenText } from "~/components/unbroken-text";
import { todayInPoland } from "~/lib/dates";
import { readForm } from "~/lib/forms/forms.server";
import { requireUser } from "~/lib/guards.server";
import { jsonWithSession, redirectAfterCall, redirectWithSession } from "~/lib/responses.server";
import type { RouteHandle } from "~/lib/route-handle";
import { SETUP_UNAVAILABLE, UNAVAILABLE_SETUP } from "~/lib/setup-requirements";

import "~/areas/account/account.css";

export const handle: RouteHandle = { title: "Moje konto", siteMap: "Konto" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, profile } = await requireUser(request);
  if (profile.isStaff) throw await redirectWithSession(session, "/biuro");
  const { setup, clubEnrollment: club, groups, newsletter, agenda } = await getAccountOverview(session);
  const inCongress = profile.registeredEvents.length > 0;
  return jsonWithSession(session, {
    name: `${profile.firstname} ${profile.lastname}`.trim(),
    email: profile.email,
    setup,
    // Steps told from SPEC §4's defaults would be untrue: the page says the API could not tell.
    setupUnavailable: setup === UNAVAILABLE_SETUP,
    // Nothing else of it (no PESEL, no account number).
    club: club && isSubmittedStatus(club.status) ? { status: club.status, staffNote: club.staffNote } : null,
    groups,
    newsletter,
    // SPEC §7: only when the teacher joined a congress city.
    congress: { inCongress, agenda: inCongress && agenda ? agendaNews(agenda) : null },
    today: todayInPoland(),
  });
}

function agendaNews(items: NonNullable<AccountOverview["agenda"]>) {
  return {
    summary: agendaSummary(items),
    promotions: freshPromotions(items, new Date()).map((item) => ({ id: item.id, notice: promotionNotice(item) })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireUser(request);
  const subscribe = (await readForm(request)).get("newsletter") === "zapisz";
  return redirectAfterCall(
    session,
    "/konto",
    () => (subscribe ? subscribeNewsletter(session, request) : unsubscribeNewsletter(session)),
    subscribe ? "Zapisano na newsletter. Wysłaliśmy potwierdzenie na Twój adres e-mail." : "Wypisano z newslettera.",
  );
}

export default function AccountPage() {
  const { name, email, setup, setupUnavailable, club, groups, newsletter, congress, today } =
    useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const switchingNewsletter = navigation.formData?.has("newsletter") ?? false;
  return (
    <>
      <h1>Moje konto</h1>
      <p className="lead">
        Dzień dobry, {name}. <span className="account__email">({email})</span>
      </p>
      {congress.agenda && congress.agenda.promotions.length > 0 ? (
        <div className="panel-notice">
          {congress.agenda.promotions.map((promotion) => (
            <p key={promotion.id}>{promotion.notice}</p>
          ))}
          <p>
            <Link to="/konto/moja-agenda">Zobacz swoją agendę</Link>
          </p>
        </div>
      ) : null}

      <h2>Twoje kroki w programie</h2>
      {setupUnavailable ? (
        <p className="panel-notice">{SETUP_UNAVAILABLE}</p>
      ) : (
        <>
          <ol className="account-steps">
            {programmeSteps(setup, club).map((step) => (
              <li key={step.title} className={`account-steps__item account-steps__item--${step.state}`}>
                <h3>{step.title}</h3>
                <p className="account-steps__state">{step.label ?? STATE_LABELS[step.state]}</p>
                <p>
                  <UnbrokenText text={step.text} />
                </p>
                {step.noCertificate ? <NoCertificateYet /> : null}
                {step.note ? (
                  <div className="account-steps__note">
                    <h4>Uwagi biura programu</h4>
                    <p>{step.note}</p>
                  </div>
                ) : null}
                {step.action ? (
                  <p>
                    <Link to={step.action.to} className={step.state === "open" ? "button" : undefined}>
                      {step.action.label}
                    </Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>

          <h2>Zajęcia i ankiety</h2>
          <ul className="account-windows">
            <li>
              <strong>Harmonogram zajęć.</strong> {scheduleState(setup)}
            </li>
            <li>
              <strong>Ankiety sprawności.</strong> {surveysState(setup, today)}
            </li>
          </ul>
        </>
      )}
      {groups.length === 0 ? (
        setup.hasCurrentSeasonEnrollment ? (
          <p>Nie masz jeszcze grup w tym sezonie.</p>
        ) : null
      ) : (
        <ul className="account-groups" aria-label="Twoje grupy w bieżącym sezonie">
          {groups.map((group) => (
            <li key={group.groupNumber} className="account-groups__group">
              <h3>Grupa {group.groupNumber}</h3>
              <p>Miejsce zajęć: {group.defaultClassesPlace || "nie podano"}</p>
              {setup.schedulePreviewAvailable || setup.surveysPreviewAvailable ? (
                <ul className="account-groups__links">
                  {setup.schedulePreviewAvailable ? (
                    <li>
                      <Link to={`/konto/harmonogram/${group.groupNumber}`}>Harmonogram grupy {group.groupNumber}</Link>
                    </li>
                  ) : null}
                  {setup.surveysPreviewAvailable ? (
                    <li>
                      <Link to={`/konto/ankiety/${group.groupNumber}`}>
                        Ankiety sprawności grupy {group.groupNumber}
                      </Link>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <h2>Kongres</h2>
      {congress.inCongress ? (
        <p>{congress.agenda?.summary ?? "Nie udało się wczytać Twojej agendy. Spróbuj ponownie później."}</p>
      ) : (
        <p>
          Twoje konto nie należy jeszcze do kongresu w żadnym mieście.{" "}
          <Link to="/agenda#kod-miasta">Dołącz do kongresu kodem miasta</Link>, który otrzymujesz od organizatorów.
        </p>
      )}
      <ul className="account-congress-links">
        <li>
          <Link to="/konto/moja-agenda">Moja agenda</Link>
        </li>
        <li>
          <Link to="/agenda">Agenda kongresu</Link>
        </li>
      </ul>

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
