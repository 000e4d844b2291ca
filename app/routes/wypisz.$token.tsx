import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { unsubscribeByLink, type UnsubscribeLink, unsubscribeLink } from "~/areas/account/api/reminders.server";
import { asErrorResponse, UpstreamError } from "~/lib/api/errors.server";
import { MAILING_LIST_NAMES, UNSUBSCRIBE_TOKEN_PATTERN } from "~/lib/contract/reminders";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Wypisanie z e-maili", layout: "form", secretParams: ["token"] };

/** The link's person and list; null, answered 404, for a link the platform did not make. */
async function readLink(token: string | undefined, send: (token: string) => Promise<UnsubscribeLink>) {
  if (!token || !UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
  try {
    return await send(token);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    // The error page with the API's status (503 while the store takes no write: a mail app tries again).
    return asErrorResponse(error);
  }
}

/** Opening the link only asks: mail scanners open every link, and must not unsubscribe anyone. */
export async function loader({ params }: LoaderFunctionArgs) {
  const link = await readLink(params.token, unsubscribeLink);
  return json({ link }, { status: link ? 200 : 404 });
}

/**
 * The button, and RFC 8058's one-click POST that a mail app sends by itself
 * (List-Unsubscribe-Post): no login, no cookie and no Origin; the signed link
 * is the key, and leaving a list twice is harmless.
 */
export async function action({ params }: ActionFunctionArgs) {
  const link = await readLink(params.token, unsubscribeByLink);
  return json({ link }, { status: link ? 200 : 404 });
}

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>().link;
  const done = useActionData<typeof action>();
  const link = done?.link ?? (done ? null : loaded);

  if (!link) {
    return (
      <>
        <h1>
          Wypisanie z <span className="nowrap">e-maili</span>
        </h1>
        <p>Ten link do wypisania jest nieprawidłowy. Sprawdź, czy adres został skopiowany w całości.</p>
        <p>
          Przypomnienia wyłączysz też po zalogowaniu, w <Link to="/konto/edycja-profilu">edycji profilu</Link>, a
          newsletter – na stronie <Link to="/konto">Moje konto</Link>.
        </p>
      </>
    );
  }

  const what = MAILING_LIST_NAMES[link.list];
  return (
    <>
      <h1>
        Wypisanie z <span className="nowrap">e-maili</span>
      </h1>
      {link.subscribed ? (
        <>
          <p>
            Adres <strong>{link.email}</strong> przestanie dostawać {what}. Inne wiadomości z platformy, na przykład o
            decyzjach biura, będą przychodzić jak dotąd.
          </p>
          <Form method="post" replace>
            <button type="submit" className="button">
              Wypisz mnie
            </button>
          </Form>
        </>
      ) : (
        <div className="panel-confirmation" role="status">
          <h2>Wypisano</h2>
          <p>
            Adres <strong>{link.email}</strong> nie będzie już dostawać {what}.
          </p>
        </div>
      )}
      <p className="form__after">
        Zmienisz to po zalogowaniu: przypomnienia w <Link to="/konto/edycja-profilu">edycji profilu</Link>, newsletter
        na stronie <Link to="/konto">Moje konto</Link>.
      </p>
    </>
  );
}
