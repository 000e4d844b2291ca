// A teacher's valid token opens none of these (403); no token is 401.
import type { MiddlewareHandler } from "hono";

import { SECOND_FACTOR_MESSAGES } from "../../../app/lib/contract";
import { type ApiContext, type ApiEnv, requireUser, type User } from "../context";
import { forbidden } from "../http/errors";

export const STAFF_ONLY = "Ta funkcja jest dostępna tylko dla biura programu.";

/** A password alone opens nothing here (issue 15 item 9). */
export function requireStaff(c: ApiContext): User {
  const user = requireUser(c);
  if (!user.isStaff) throw forbidden(STAFF_ONLY);
  if (!c.get("secondFactorConfirmed")) throw forbidden(SECOND_FACTOR_MESSAGES.required);
  return user;
}

/** Who made a change, as the audit log records it: an office account, or the server's console. */
export interface Actor {
  actorUserId: number | null;
  actorLabel: string;
}

/** The server's console (npm run admin), as the audit log names it. */
export const CONSOLE: Actor = { actorUserId: null, actorLabel: "console" };

export function auditActor(user: User): Actor {
  return { actorUserId: user.id, actorLabel: user.email };
}

export const staffOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireStaff(c);
  await next();
};
