// /pl/api/staff/*: the programme office's calls. A teacher's token, valid as
// it is, opens none of them (403); no token is 401 as everywhere.
import type { MiddlewareHandler } from "hono";
import { requireUser, type ApiContext, type ApiEnv, type User } from "../context";
import { forbidden } from "../http/errors";

export const STAFF_ONLY = "Ta funkcja jest dostępna tylko dla biura programu.";

export function requireStaff(c: ApiContext): User {
  const user = requireUser(c);
  if (!user.isStaff) throw forbidden(STAFF_ONLY);
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
