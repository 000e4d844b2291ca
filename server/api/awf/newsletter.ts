// /pl/api/awf/newsletter/enroll: the logged-in teacher's newsletter subscription.
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { newsletterSubscriptions } from "../../db/schema";
import { newsletterConfirmationMail } from "../../mail/templates";
import { requireUser, type ApiContext, type ApiEnv } from "../context";

async function isSubscribed(c: ApiContext, userId: number): Promise<boolean> {
  const [row] = await c
    .get("db")
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId));
  return row !== undefined;
}

async function showSubscription(c: ApiContext) {
  const user = requireUser(c);
  return c.json({ enrolled: await isSubscribed(c, user.id), email: user.email });
}

async function subscribe(c: ApiContext) {
  const user = requireUser(c);
  const [created] = await c
    .get("db")
    .insert(newsletterSubscriptions)
    .values({ userId: user.id, email: user.email })
    .onConflictDoNothing()
    .returning();
  if (created) {
    const { mailer, config } = c.get("deps");
    await mailer.send(
      newsletterConfirmationMail({
        to: user.email,
        firstname: user.firstname,
        accountUrl: `${config.publicUrl}/konto`,
      }),
    );
  }
  return c.json({ enrolled: true, email: user.email }, created ? 201 : 200);
}

async function unsubscribe(c: ApiContext) {
  const user = requireUser(c);
  await c.get("db").delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, user.id));
  return c.json({ enrolled: false, email: user.email });
}

export const newsletterRoutes = new Hono<ApiEnv>()
  .get("/awf/newsletter/enroll", showSubscription)
  .post("/awf/newsletter/enroll/", subscribe)
  .delete("/awf/newsletter/enroll/", unsubscribe);
