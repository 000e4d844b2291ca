import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { eventCodeSchema, registrationSchema } from "~/components/account/form-schemas.server";
import { Checkbox } from "~/components/form/checkbox";
import { ErrorSummary } from "~/components/form/error-summary";
import { MaskedField } from "~/components/form/masked-field";
import { PublicForm } from "~/components/form/public-form";
import { Select } from "~/components/form/select";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { POSITIONS, PROFILE_LABELS, TRAINING_LEVELS } from "~/lib/account";
import { register } from "~/lib/api/auth.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { checkEventCode, type CongressEvent } from "~/lib/api/events.server";
import { TERMS_AGREEMENT_ID } from "~/lib/contract/constants";
import { formatDate } from "~/lib/dates";
import { formFailure, upstreamFailure, validateForm } from "~/lib/forms.server";
import type { RouteHandle } from "~/lib/route-handle";
import { assertSameOrigin } from "~/lib/same-origin.server";

export const handle: RouteHandle = { title: "Rejestracja na kongres", layout: "form", siteMap: "Kongres" };

const loadCodeSchema = () => import("~/components/account/profile-schema").then((module) => module.eventCodeSchema);
const loadRegistrationSchema = () =>
  import("~/components/account/profile-schema").then((module) => module.registrationSchema);

/** ": 12.03.2027–13.03.2027", or nothing while the congress has no dates yet. */
function congressDates({ dateStart, dateEnd }: Pick<CongressEvent, "dateStart" | "dateEnd">): string {
  if (!dateStart) return "";
  return dateEnd && dateEnd !== dateStart
    ? `: ${formatDate(dateStart)}–${formatDate(dateEnd)}`
    : `: ${formatDate(dateStart)}`;
}

const CODE_REFUSED = "Nie znamy tego kodu. Sprawdź, czy został przepisany bez błędów.";

/** The congress a code opens (SPEC §7 events/check_code), or null for an unknown code. */
async function eventForCode(code: string, request: Request): Promise<CongressEvent | null> {
  try {
    return await checkEventCode(code, request);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return null;
    throw error;
  }
}

/** Step one without a code, step two with a code that opens a congress city. */
export async function loader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get("kod")?.trim() ?? "";
  if (!code) return json({ code, event: null, codeRefused: false });
  const event = await eventForCode(code, request).catch(asErrorResponse);
  return json({ code, event, codeRefused: event === null });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const formData = await request.formData();

  if (formData.get("krok") === "kod") {
    const { data, values, failure } = await validateForm(eventCodeSchema, formData);
    if (failure) return failure;
    const event = await eventForCode(data.kod, request).catch((error: unknown) => error);
    if (event instanceof UpstreamError) return upstreamFailure(event, values, { field: "kod" });
    if (event instanceof Error) throw event;
    if (!event) return formFailure({ kod: CODE_REFUSED }, values);
    return redirect(`/rejestracja?kod=${encodeURIComponent(data.kod)}`);
  }

  const { data, values, failure } = await validateForm(registrationSchema, formData);
  if (failure) return failure;
  const event = await eventForCode(data.kod, request);
  if (!event) return formFailure({ kod: CODE_REFUSED }, values);

  // SPEC §7: registration is a multipart form, the agreements as repeated user_agreements.
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
    if (!(error instanceof UpstreamError)) throw error;
    return upstreamFailure(error, values, { field: "email", fields: Object.keys(PROFILE_LABELS) });
  }
  return json({ registeredEmail: data.email, city: event.city });
}

/**
 * Each step is its own component: React then builds each step's form anew,
 * instead of reusing step one's inputs (and its loaded schema) for step two,
 * where the code typed into "Kod kongresu" came back as the "Nazwisko".
 */
export default function RegistrationPage() {
  const { code, event, codeRefused } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  if (actionData && "registeredEmail" in actionData) {
    return <Registered email={actionData.registeredEmail} city={actionData.city} />;
  }
  if (!event) return <CodeStep code={code} codeRefused={codeRefused} />;
  return <DetailsStep code={code} event={event} />;
}

function Registered({ email, city }: { email: string; city: string }) {
  return (
    <>
      <h1>Rejestracja na kongres</h1>
      <div className="panel-confirmation" role="status">
        <h2>Sprawdź skrzynkę e-mail</h2>
        <p>
          Zarejestrowaliśmy Cię na kongres w mieście {city}. Na adres {email} wysłaliśmy link do ustawienia hasła. Link
          jest ważny 24 godziny.
        </p>
      </div>
      <p>
        Masz już hasło? <Link to="/logowanie">Zaloguj się</Link>
      </p>
    </>
  );
}

function CodeStep({ code, codeRefused }: { code: string; codeRefused: boolean }) {
  return (
    <>
      <h1>Rejestracja na kongres</h1>
      <p>Podaj kod kongresu otrzymany od organizatorów. Kod wskazuje miasto, w którym weźmiesz udział.</p>
      <PublicForm schema={loadCodeSchema} defaultValues={{ kod: code }}>
        <ErrorSummary labels={{ kod: "Kod kongresu" }} />
        {codeRefused ? (
          <p className="field__error" role="alert">
            {CODE_REFUSED}
          </p>
        ) : null}
        <input type="hidden" name="krok" value="kod" />
        <TextField name="kod" label="Kod kongresu" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        <SubmitButton>Dalej</SubmitButton>
      </PublicForm>
    </>
  );
}

function DetailsStep({ code, event }: { code: string; event: CongressEvent }) {
  return (
    <>
      <h1>Rejestracja na kongres</h1>
      <p>
        {event.name}
        {congressDates(event)}, {event.city}. Po rejestracji wyślemy Ci <span className="nowrap">e-mail</span> z linkiem
        do ustawienia hasła.
      </p>
      <PublicForm schema={loadRegistrationSchema}>
        <ErrorSummary labels={PROFILE_LABELS} />
        <input type="hidden" name="kod" value={code} />
        <TextField name="firstname" label={PROFILE_LABELS.firstname} autoComplete="given-name" />
        <TextField name="lastname" label={PROFILE_LABELS.lastname} autoComplete="family-name" />
        <TextField name="email" label={PROFILE_LABELS.email} type="email" autoComplete="email" spellCheck={false} />
        <MaskedField name="phone" label={PROFILE_LABELS.phone} preset="phone" />
        <TextField name="city" label={PROFILE_LABELS.city} autoComplete="address-level2" />
        <MaskedField name="postal_code" label={PROFILE_LABELS.postal_code} preset="postalCode" />
        <Select name="user_groups1" label={PROFILE_LABELS.user_groups1} options={TRAINING_LEVELS} />
        <Select name="user_groups2" label={PROFILE_LABELS.user_groups2} options={POSITIONS} />
        <Checkbox
          name="user_agreements"
          label="Akceptuję regulamin programu Sport Kluby i kongresu"
          hint="Regulamin opisuje zasady udziału w programie i przetwarzania Twoich danych."
        />
        <SubmitButton pendingLabel="Rejestrowanie…">Zarejestruj się</SubmitButton>
      </PublicForm>
    </>
  );
}
