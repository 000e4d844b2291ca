import { newsletterOperations } from "../../../app/lib/contract";
import { isSubscribed, subscribe, unsubscribe } from "../../db/newsletter";
import { unsubscribeUrlOf } from "../../mail/reminders";
import { newsletterConfirmationMail } from "../../mail/templates";
import { type ApiContext, requireUser } from "../context";
import { routes, withStatus } from "../http/route";

async function showSubscription(c: ApiContext) {
  const user = requireUser(c);
  return { enrolled: await isSubscribed(c.get("db"), user.id), email: user.email };
}

async function subscribeUser(c: ApiContext) {
  const user = requireUser(c);
  const created = await c.get("db").transaction(async (tx) => {
    const subscribed = await subscribe(tx, user);
    if (subscribed) {
      await c.get("deps").mail.queue(
        tx,
        newsletterConfirmationMail({
          to: user.email,
          firstname: user.firstname,
          accountUrl: `${c.get("deps").config.publicUrl}/konto`,
          unsubscribeUrl: unsubscribeUrlOf(c.get("deps").config, user.id, "newsletter"),
        }),
      );
    }
    return subscribed;
  });
  return withStatus({ enrolled: true, email: user.email }, created ? 201 : 200);
}

async function unsubscribeUser(c: ApiContext) {
  const user = requireUser(c);
  await unsubscribe(c.get("db"), user.id);
  return { enrolled: false, email: user.email };
}

export const newsletterRoutes = routes(newsletterOperations, {
  show: showSubscription,
  subscribe: subscribeUser,
  unsubscribe: unsubscribeUser,
});
