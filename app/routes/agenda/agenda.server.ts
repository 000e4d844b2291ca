import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";

import { isSignUpIntent, type SignUpIntent } from "~/areas/agenda/agenda";
import { loadCityAgenda } from "~/areas/agenda/agenda-page.server";
import {
  joinAgendaItem,
  joinWaitingList,
  leaveAgendaItem,
  leaveWaitingList,
  type UserAgendaItem,
} from "~/areas/agenda/api/agenda.server";
import { joinEventByCode } from "~/areas/agenda/api/events.server";
import { forgetPublicAgenda } from "~/areas/agenda/congress-lists.server";
import type { Caller } from "~/lib/api/call.server";
import { UpstreamError } from "~/lib/api/errors.server";
import { JOIN_REFUSAL_MESSAGES } from "~/lib/contract/agenda-rules";
import { readForm } from "~/lib/forms/forms.server";
import { requireUser } from "~/lib/guards.server";
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { jsonWithToast, redirectWithRefusal, redirectWithToast, type Toast } from "~/lib/responses.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { headers, ...agenda } = await loadCityAgenda(request);
  return json(agenda, { headers });
}

const SIGN_UP_CALLS: Record<SignUpIntent, (caller: Caller, city: string, id: number) => Promise<UserAgendaItem>> = {
  join: joinAgendaItem,
  leave: leaveAgendaItem,
  wait: joinWaitingList,
  unwait: leaveWaitingList,
};

function signUpSuccess(intent: SignUpIntent, item: UserAgendaItem): string {
  switch (intent) {
    case "join":
      return `Masz zapis na „${item.name}”.`;
    case "leave":
      return `Wypisano Cię z „${item.name}”.`;
    case "wait":
      return `Jesteś na liście oczekujących na „${item.name}”: miejsce ${item.waitingPosition}. Gdy zwolni się miejsce, zapiszemy Cię i wyślemy e-mail.`;
    case "unwait":
      return `Nie jesteś już na liście oczekujących na „${item.name}”.`;
  }
}

function signUpRefusal(error: UpstreamError): string {
  return error.message === JOIN_REFUSAL_MESSAGES.no_seats
    ? `${error.message} Możesz zapisać się na listę oczekujących.`
    : error.message;
}

/** A fetcher (respond=data) gets data and a toast, a plain form a redirect back. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const { session } = await requireUser(request);
  const intent = form.get("intent");
  const asData = form.get("respond") === "data";

  if (intent === "join-city") {
    try {
      const event = await joinEventByCode(session, String(form.get("code") ?? ""));
      return redirectWithToast(session, `/agenda?miasto=${event.slug}`, {
        success: `Dołączono do kongresu: ${event.city}. Możesz zapisywać się na punkty programu.`,
      });
    } catch (error) {
      return redirectWithRefusal(session, "/agenda#kod-miasta", error, { field: "code" });
    }
  }

  const itemId = Number(form.get("item"));
  const city = String(form.get("miasto") ?? "");
  if (!isSignUpIntent(intent) || !Number.isInteger(itemId) || itemId < 1 || !/^[a-z0-9-]{1,60}$/.test(city)) {
    throw new Response("Bad Request", { status: 400 });
  }
  const back = safeRedirectPath(form.get("redirectTo"), `/agenda?miasto=${city}#punkt-${itemId}`);
  let toast: Toast;
  try {
    toast = { success: signUpSuccess(intent, await SIGN_UP_CALLS[intent](session, city, itemId)) };
    forgetPublicAgenda(city);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    toast = { error: signUpRefusal(error) };
  }
  return asData ? jsonWithToast(session, { ok: "success" in toast }, toast) : redirectWithToast(session, back, toast);
}
