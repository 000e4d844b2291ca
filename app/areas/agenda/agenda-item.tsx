import { Link, useFetcher } from "@remix-run/react";

import {
  afterIntent,
  AGENDA_PART_NAMES,
  type AgendaItem,
  type AgendaSignUp,
  agendaTimeRange,
  expertsLine,
  isSignUpIntent,
  signUpStatus,
  withSignUp,
} from "~/areas/agenda/agenda";
import type { AgendaViewer } from "~/areas/agenda/agenda-page.server";
import { useHydrated } from "~/lib/use-hydrated";

import "~/areas/agenda/agenda.css";

export interface AgendaItemCardProps {
  item: AgendaItem & AgendaSignUp;
  city: string;
  viewer: AgendaViewer;
  /** The loader's moment, for deriving what a pending request will change. */
  now: string;
  /** Where a sign-up without JavaScript comes back to. */
  returnTo: string;
}

export function agendaItemPath(city: string, id: number): string {
  return `/agenda/${id}?miasto=${encodeURIComponent(city)}`;
}

/** The button is a POST form that works without JavaScript; with it, the outcome shows at once. */
export function AgendaItemCard({ item: loaded, city, viewer, now, returnTo }: AgendaItemCardProps) {
  const { item, fetcher } = useSignUpFetcher(loaded, now);
  const experts = expertsLine(item.experts);
  const nameId = `punkt-${item.id}-nazwa`;
  return (
    <li id={`punkt-${item.id}`} className="agenda-item">
      <p className="agenda-item__time">{agendaTimeRange(item)}</p>
      <div className="agenda-item__body">
        <h4 className="agenda-item__name" id={nameId}>
          {item.hasContent ? <Link to={agendaItemPath(city, item.id)}>{item.name}</Link> : item.name}
        </h4>
        <p className="agenda-item__meta">
          {AGENDA_PART_NAMES[item.part]}
          {item.place ? ` · ${item.place}` : null}
        </p>
        {experts ? <p className="agenda-item__experts">{experts}</p> : null}
        <p className="agenda-item__status">{signUpStatus(item)}</p>
        {viewer === "member" ? (
          <SignUpForm
            fetcher={fetcher}
            item={item}
            city={city}
            returnTo={`${returnTo}#punkt-${item.id}`}
            describedBy={nameId}
          />
        ) : null}
      </div>
    </li>
  );
}

/** The item as it will be if the request in flight succeeds; the loader's answer puts back the truth. */
export function useSignUpFetcher<Item extends AgendaItem & AgendaSignUp>(loaded: Item, now: string) {
  const fetcher = useFetcher({ key: `agenda-item-${loaded.id}` });
  const pending = fetcher.formData?.get("intent");
  const item = isSignUpIntent(pending) ? withSignUp(afterIntent(loaded, pending), new Date(now)) : loaded;
  return { item, fetcher };
}

export function SignUpForm({
  fetcher,
  item,
  city,
  returnTo,
  describedBy,
}: {
  fetcher: ReturnType<typeof useFetcher>;
  item: AgendaItem & AgendaSignUp;
  city: string;
  returnTo: string;
  describedBy: string;
}) {
  const hydrated = useHydrated();
  const standing = signUpStanding(item);
  if (!standing) return null;
  return (
    <fetcher.Form method="post" action="/agenda" className="agenda-item__sign-up">
      <input type="hidden" name="item" value={item.id} />
      <input type="hidden" name="miasto" value={city} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      {/* A fetcher's request is answered with data and a toast; a plain form's with a redirect back. */}
      {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
      {standing.note ? <p className="agenda-item__standing">{standing.note}</p> : null}
      <button
        type="submit"
        name="intent"
        value={standing.intent}
        className={standing.secondary ? "button button--secondary" : "button"}
        aria-describedby={describedBy}
      >
        {standing.label}
      </button>
    </fetcher.Form>
  );
}

function signUpStanding(item: AgendaItem & AgendaSignUp) {
  if (item.userRegistered) return { note: "Masz zapis.", intent: "leave", label: "Wypisz się", secondary: true };
  if (item.waitingPosition != null) {
    return {
      note: `Jesteś na liście oczekujących: miejsce ${item.waitingPosition}.`,
      intent: "unwait",
      label: "Opuść listę oczekujących",
      secondary: true,
    };
  }
  if (item.canJoin) return { note: null, intent: "join", label: "Zapisz się", secondary: false };
  if (item.canWait) {
    return { note: null, intent: "wait", label: "Zapisz się na listę oczekujących", secondary: false };
  }
  return null;
}
