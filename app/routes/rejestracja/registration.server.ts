// A .server module, so nothing it imports reaches the page's JavaScript (QUALITY.md budget).
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { PROFILE_LABELS } from "~/areas/account/profile-fields";
import { eventCodeSchema, registrationSchema } from "~/areas/account/registration.rules";
import { checkEventCode, type CongressEvent } from "~/areas/agenda/api/events.server";
import { register } from "~/lib/api/auth.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { TERMS_AGREEMENT_ID } from "~/lib/contract/constants";
import { formatDate } from "~/lib/dates";
import { formFailure, readForm, upstreamFailure, validateForm } from "~/lib/forms/forms.server";
import { assertSameOrigin } from "~/lib/http/same-origin.server";

export type { CongressEvent };

const CODE_REFUSED = "Nie znamy tego kodu. Sprawdź, czy został przepisany bez błędów.";

async function eventForCode(code: string, request: Request): Promise<CongressEvent | null> {
  try {
    return await checkEventCode(code, request);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return null;
    throw error;
  }
}

function congressDates({ dateStart, dateEnd }: Pick<CongressEvent, "dateStart" | "dateEnd">): string {
  if (!dateStart) return "";
  return dateEnd && dateEnd !== dateStart
    ? `: ${formatDate(dateStart)}–${formatDate(dateEnd)}`
    : `: ${formatDate(dateStart)}`;
}

/** The dates come written out: the page loads no date formatting. */
export async function loader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get("kod")?.trim() ?? "";
  if (!code) return json({ code, event: null, codeRefusal: null });
  const event = await eventForCode(code, request).catch(asErrorResponse);
  return json({
    code,
    event: event && { ...event, dates: congressDates(event) },
    codeRefusal: event === null ? CODE_REFUSED : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const formData = await readForm(request);

  if (formData.get("krok") === "kod") {
    const { data, values, failure } = validateForm(eventCodeSchema, formData);
    if (failure) return failure;
    let event: CongressEvent | null;
    try {
      event = await eventForCode(data.kod, request);
    } catch (error) {
      return upstreamFailure(error, values, { field: "kod" });
    }
    if (!event) return formFailure({ kod: CODE_REFUSED }, values);
    return redirect(`/rejestracja?kod=${encodeURIComponent(data.kod)}`);
  }

  const { data, values, failure } = validateForm(registrationSchema, formData);
  if (failure) return failure;
  const event = await eventForCode(data.kod, request);
  if (!event) return formFailure({ kod: CODE_REFUSED }, values);

  // SPEC §7: multipart, the agreements as repeated user_agreements.
  const registration = new FormData();
  for (const name of [
    "firstname",
    "lastname",
    "email",
    "phone",
    "city",
    "postal_code",
    "user_groups1",
    "user_groups2",
  ] as const) {
    registration.set(name, String(data[name]));
  }
  registration.append("user_agreements", String(TERMS_AGREEMENT_ID));
  try {
    await register(event.slug, registration, request);
  } catch (error) {
    return upstreamFailure(error, values, { field: "email", fields: Object.keys(PROFILE_LABELS) });
  }
  return json({ registeredEmail: data.email, city: event.city });
}
