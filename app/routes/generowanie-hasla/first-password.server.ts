import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";

import { isPasswordTokenUsable, setPasswordFromLink } from "~/areas/account/password-token.server";
import { readForm } from "~/lib/forms/forms.server";
import { assertSameOrigin } from "~/lib/http/same-origin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return json({ token: token ?? "", usable: await isPasswordTokenUsable(token) });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return setPasswordFromLink(await readForm(request), "Hasło zostało ustawione. Zaloguj się do platformy.");
}
