// Issue 15 item 9: wrong codes slow the login and the address, never the account, so a password cannot lock its owner out.

import { SECOND_FACTOR_MESSAGES, secondFactorOperations, type SecondFactorState } from "../../app/lib/contract";
import { recordAudit } from "../db/audit";
import {
  claimTimeStep,
  confirmSession,
  countRecoveryCodesLeft,
  enableSecondFactor,
  findSecondFactor,
  spendRecoveryCode,
  storePendingSecret,
} from "../db/second-factors";
import { endSession } from "../db/sessions";
import { decryptField, encryptField } from "../security/encryption";
import type { Backoff } from "../security/rate-limit";
import {
  acceptedTimeStep,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normalisedRecoveryCode,
  totpUri,
} from "../security/totp";
import { clientAddress } from "./client-address";
import { type ApiContext, inOneTransaction, requireUser, type User } from "./context";
import { fieldError, forbidden } from "./http/errors";
import { type Input, routes } from "./http/route";
import { type Delay, giveBackTurns, perAddress, takeTurns } from "./http/throttle";
import { auditActor } from "./staff/guard";

/** An office login, or a wrong code, in the audit log: whose account, from which address. */
function recordLoginEvent(c: ApiContext, user: User, action: "user.login" | "user.second-factor-failure", how: string) {
  return recordAudit(c.get("db"), {
    ...auditActor(user),
    action,
    subjectType: "user",
    subjectId: user.id,
    after: { email: user.email, how, address: clientAddress(c) },
  });
}

const WRONG_CODES_PER_LOGIN: Backoff = { free: 5, maxDelaySeconds: 15 * 60, windowSeconds: 12 * 3600 };
const WRONG_CODES_PER_ADDRESS: Backoff = { free: 10, maxDelaySeconds: 15 * 60, windowSeconds: 3600 };
const WRONG_CODES_BEFORE_LOGIN_ENDS = 10;

async function inTurn<T>(
  c: ApiContext,
  user: User,
  check: () => Promise<T>,
  isWrong: (result: T) => boolean,
): Promise<T> {
  const sessionId = c.get("sessionId")!;
  const delays: Delay[] = [
    [`second-factor:failures:session:${sessionId}`, WRONG_CODES_PER_LOGIN],
    ...perAddress(c, "second-factor:failures", WRONG_CODES_PER_ADDRESS),
  ];
  const [wrongInLogin] = await takeTurns(c, delays);
  // Stored together with the turns a right code gives back.
  const result = await inOneTransaction(c, async () => {
    const checked = await check();
    if (isWrong(checked)) await recordLoginEvent(c, user, "user.second-factor-failure", "wrong-code");
    else await giveBackTurns(c, delays);
    return checked;
  });
  if (isWrong(result) && wrongInLogin! >= WRONG_CODES_BEFORE_LOGIN_ENDS) {
    await endSession(c.get("db"), sessionId, c.get("deps").now());
    throw forbidden(SECOND_FACTOR_MESSAGES.tooManyWrongCodes);
  }
  return result;
}

export async function secondFactorState(c: ApiContext, user: User): Promise<SecondFactorState> {
  if (!user.isStaff) return "not-needed";
  if (c.get("secondFactorConfirmed")) return "confirmed";
  const factor = await findSecondFactor(c.get("db"), user.id);
  return factor?.secretEncrypted ? "confirm" : "set-up";
}

function requireStaffAccount(c: ApiContext): User {
  const user = requireUser(c);
  if (!user.isStaff) throw forbidden(SECOND_FACTOR_MESSAGES.notStaff);
  return user;
}

async function status(c: ApiContext) {
  const user = requireUser(c);
  const state = await secondFactorState(c, user);
  const left = state === "not-needed" ? 0 : await countRecoveryCodesLeft(c.get("db"), user.id);
  return { state, recovery_codes_left: left };
}

/** Replacing an authenticator in use needs a session it confirmed, or a password alone would take it. */
async function setUp(c: ApiContext) {
  const user = requireStaffAccount(c);
  const key = c.get("deps").config.dataEncryptionKey;
  const factor = await findSecondFactor(c.get("db"), user.id);
  if (factor?.secretEncrypted && !c.get("secondFactorConfirmed")) throw forbidden(SECOND_FACTOR_MESSAGES.alreadySetUp);
  let secret = factor?.pendingSecretEncrypted ? decryptField(factor.pendingSecretEncrypted, key) : null;
  if (!secret) {
    secret = newTotpSecret();
    await storePendingSecret(c.get("db"), user.id, encryptField(secret, key));
  }
  return { secret, otpauth_uri: totpUri(user.email, secret) };
}

async function enable(c: ApiContext, input: Input<typeof secondFactorOperations.enableSecondFactor>) {
  const user = requireStaffAccount(c);
  const { code } = await input.body();
  const { config, now } = c.get("deps");
  const db = c.get("db");
  const factor = await findSecondFactor(db, user.id);
  if (factor?.secretEncrypted && !c.get("secondFactorConfirmed")) throw forbidden(SECOND_FACTOR_MESSAGES.alreadySetUp);
  if (!factor?.pendingSecretEncrypted) throw fieldError("code", SECOND_FACTOR_MESSAGES.noPendingSecret);
  const secret = decryptField(factor.pendingSecretEncrypted, config.dataEncryptionKey);
  const timeStep = await inTurn(
    c,
    user,
    () => acceptedTimeStep({ secret, code, now: now() }),
    (step) => step === null,
  );
  if (timeStep === null) throw fieldError("code", SECOND_FACTOR_MESSAGES.wrongCode);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await enableSecondFactor(tx, {
      userId: user.id,
      secretEncrypted: factor.pendingSecretEncrypted!,
      timeStep,
      recoveryCodeHashes: codes.map(hashRecoveryCode),
      now: now(),
    });
    await confirmSession(tx, c.get("sessionId")!, now());
    await recordAudit(tx, {
      actorUserId: user.id,
      actorLabel: user.email,
      action: "user.second-factor",
      subjectType: "user",
      subjectId: user.id,
      after: { email: user.email },
    });
  });
  return { recovery_codes: codes };
}

type CodeCheck = "good" | "used" | "wrong";

/** "used": right, but taken already (a double submit), which guesses nothing. */
async function checkCode(c: ApiContext, user: User, secretEncrypted: string, code: string): Promise<CodeCheck> {
  const { config, now } = c.get("deps");
  const db = c.get("db");
  const recovery = normalisedRecoveryCode(code);
  if (recovery) return (await spendRecoveryCode(db, user.id, hashRecoveryCode(recovery), now())) ? "good" : "wrong";
  const secret = decryptField(secretEncrypted, config.dataEncryptionKey);
  const timeStep = await acceptedTimeStep({ secret, code, now: now() });
  if (timeStep === null) return "wrong";
  // Two requests with the same code: only one claims its time step.
  return (await claimTimeStep(db, user.id, timeStep)) ? "good" : "used";
}

async function confirm(c: ApiContext, input: Input<typeof secondFactorOperations.confirmSecondFactor>) {
  const user = requireStaffAccount(c);
  const { code } = await input.body();
  const secretEncrypted = (await findSecondFactor(c.get("db"), user.id))?.secretEncrypted;
  if (!secretEncrypted) throw forbidden(SECOND_FACTOR_MESSAGES.notSetUp);
  const check = await inTurn(
    c,
    user,
    async () => {
      const result = await checkCode(c, user, secretEncrypted, code);
      // The code is spent only with the session it confirms.
      if (result === "good") {
        await confirmSession(c.get("db"), c.get("sessionId")!, c.get("deps").now());
        await recordLoginEvent(c, user, "user.login", normalisedRecoveryCode(code) ? "recovery-code" : "app");
      }
      return result;
    },
    (result) => result === "wrong",
  );
  if (check !== "good") throw fieldError("code", SECOND_FACTOR_MESSAGES.wrongCode);
  return { detail: SECOND_FACTOR_MESSAGES.confirmed };
}

export const secondFactorRoutes = routes(secondFactorOperations, {
  secondFactorStatus: status,
  setUpSecondFactor: setUp,
  enableSecondFactor: enable,
  confirmSecondFactor: confirm,
});
