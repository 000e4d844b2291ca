// /pl/api/staff/*: the programme office's calls. A teacher's token, valid as
// it is, opens none of them (403); no token is 401 as everywhere.
import type { MiddlewareHandler } from "hono";
import { requireUser, type ApiContext, type ApiEnv, type User } from "../context";
import { SECOND_FACTOR_MESSAGES } from "../../../app/lib/contract";
import { forbidden } from "../http/errors";

export const STAFF_ONLY = "Ta funkcja jest dostępna tylko dla biura programu.";

/** Staff, in a session confirmed with the second factor (issue 15 item 9): a password alone opens nothing here. */
export function requireStaff(c: ApiContext): User {
  const user = requireUser(c);
  if (!user.isStaff) throw forbidden(STAFF_ONLY);
  if (!c.get("secondFactorConfirmed")) throw forbidden(SECOND_FACTOR_MESSAGES.required);
  return user;
}

/** Who an audit entry names: the staff account and its e-mail as it was then. */
export function auditActor(user: User) {
  return { actorUserId: user.id, actorLabel: user.email };
}

export const staffOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireStaff(c);
  await next();
};
