// Drafts of long forms, kept in localStorage under the signed-in teacher's
// scope as they type, until the server accepts the form, the teacher discards
// it, a week passes or they log out. Why: docs/decisions/006-drafts-on-the-device.md
import { type NetworkFailure } from "./network-failure";

export { isNetworkFailure, skipRevalidationAfterNetworkFailure } from "./network-failure";

/** Form values as the form would post them: text only (never a file or a password). */
export type DraftValues = Record<string, string | string[]>;

export interface Draft {
  values: DraftValues;
  savedAt: number;
}

/** The hidden field naming the draft a submission was typed in, so its answer can remove it. */
export const DRAFT_FIELD = "_draft";
/** The hidden field remix-validated-form names a form with an id by. */
const FORM_ID_FIELD = "__rvfInternalFormId";

const PREFIX = "sport-kluby:draft:";
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The storage key of one form's draft: the teacher's scope, the page and the form. */
export function draftKey(scope: string, path: string, formId: string): string {
  return `${PREFIX}${scope}:${path}#${formId}`;
}

/** localStorage, or null where there is none or it refuses (private mode, storage off, quota). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string, now = Date.now()): Draft | null {
  const store = storage();
  const text = store?.getItem(key);
  if (!store || !text) return null;
  try {
    const draft = JSON.parse(text) as Draft;
    if (typeof draft.savedAt !== "number" || typeof draft.values !== "object" || draft.values === null) {
      throw new TypeError("not a draft");
    }
    if (now - draft.savedAt > DRAFT_LIFETIME_MS) throw new RangeError("expired");
    return draft;
  } catch {
    store.removeItem(key);
    return null;
  }
}

export function saveDraft(key: string, values: DraftValues, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, savedAt: now } satisfies Draft));
  } catch {
    // A full or refused storage only loses the safety net, never the form.
  }
}

export function forgetDraft(key: string): void {
  storage()?.removeItem(key);
}

/** The keys of every draft on this device. */
function draftKeys(store: Storage): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
}

/** Removes every expired draft: a draft nobody came back to for a week is not kept. */
export function forgetExpiredDrafts(now = Date.now()): void {
  const store = storage();
  if (store) for (const key of draftKeys(store)) readDraft(key, now);
}

/**
 * Removes the drafts of everyone but the signed-in teacher (`scope`): on a
 * shared computer, what the last person typed does not wait in the browser
 * while the next one uses it.
 */
export function forgetOtherTeachersDrafts(scope: string): void {
  const store = storage();
  if (!store) return;
  for (const key of draftKeys(store)) if (!key.startsWith(`${PREFIX}${scope}:`)) store.removeItem(key);
}

/**
 * Removes every draft on this device, as the teacher logs out (a form marked
 * `data-logout` is sent). The logout's answer also asks the browser to clear
 * the site's storage (Clear-Site-Data); a browser applies that when it will,
 * and a draft written after it would stay.
 */
export function forgetAllDrafts(): void {
  const store = storage();
  if (store) for (const key of draftKeys(store)) store.removeItem(key);
}

/**
 * A form's values as a draft keeps them: what FormData would send, minus files,
 * the fields named in `except` (passwords) and the draft marker itself.
 */
export function draftValuesOf(form: HTMLFormElement, except: readonly string[] = []): DraftValues {
  const values: DraftValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || name === DRAFT_FIELD || except.includes(name)) continue;
    const earlier = values[name];
    values[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return values;
}

/**
 * A form's values as the page was sent with them: what it would post once
 * reset. The browser's reset knows its rules, e.g. a select with no option
 * marked selected shows its first one.
 */
export function pageValuesOf(form: HTMLFormElement, except: readonly string[] = []): DraftValues {
  const copy = form.cloneNode(true) as HTMLFormElement;
  copy.reset();
  return draftValuesOf(copy, except);
}

/**
 * The names of the fields a person fills in: hidden fields (the submission
 * key, an intent), files, buttons and the fields in `except` are not.
 */
export function fieldNamesOf(form: HTMLFormElement, except: readonly string[] = []): string[] {
  const names = new Set<string>();
  for (const element of Array.from(form.elements)) {
    const fillable =
      element instanceof HTMLInputElement
        ? !["hidden", "file", "submit", "button", "reset", "image"].includes(element.type)
        : element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
    const { name } = element as HTMLInputElement;
    if (fillable && name && name !== DRAFT_FIELD && !except.includes(name)) names.add(name);
  }
  return [...names];
}

/** A form as the draft's restore finds it: its fields, the page's values and the values now. */
export interface FormNow {
  fields: readonly string[];
  page: DraftValues;
  current: DraftValues;
}

export function formNow(form: HTMLFormElement, except: readonly string[] = []): FormNow {
  return {
    fields: fieldNamesOf(form, except),
    page: pageValuesOf(form, except),
    current: draftValuesOf(form, except),
  };
}

function sameValue(a: string | string[] | undefined, b: string | string[] | undefined): boolean {
  const listA = a === undefined ? [] : [a].flat();
  const listB = b === undefined ? [] : [b].flat();
  return listA.length === listB.length && listA.every((value, index) => value === listB[index]);
}

/**
 * The fields typed into since the page loaded: on a slow connection a teacher
 * types before the page's scripts run, and that must be kept as soon as they do.
 */
export function typedFields({ fields, page, current }: FormNow): string[] {
  return fields.filter((name) => !sameValue(current[name], page[name]));
}

/**
 * What the form shows once its draft is read: the draft's values, except in
 * the fields typed into since the page loaded, which keep what was typed.
 * Null when the draft would change no field left untyped (hidden fields such
 * as the submission key do not count): nothing is restored then.
 */
export function restoredValues(draft: DraftValues, form: FormNow): DraftValues | null {
  const typed = typedFields(form);
  const restores = form.fields.some((name) => !typed.includes(name) && !sameValue(draft[name], form.page[name]));
  if (!restores) return null;
  const values = { ...draft };
  for (const name of typed) {
    const value = form.current[name];
    if (value === undefined) delete values[name];
    else values[name] = value;
  }
  return values;
}

/** fetch rejects with a TypeError when the connection drops; anything else is a real error. */
function isConnectionLost(error: unknown): boolean {
  return error instanceof TypeError;
}

function isRefusal(data: unknown): boolean {
  return typeof data === "object" && data !== null && "fieldErrors" in data;
}

/**
 * A route's clientAction for forms that keep drafts: it sends the form to the
 * route's action and
 * - when the server accepted it (a redirect, or an answer that is not a
 *   refusal) removes the draft it was typed in;
 * - when the connection dropped answers `{ networkFailure: true }` instead of
 *   the error page, so the form stays with every value and says so;
 * - passes a refusal (field errors) through, the draft kept.
 */
export async function sendKeepingDraft({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<unknown>;
}): Promise<unknown> {
  const sent = await request.clone().formData();
  const key = sent.get(DRAFT_FIELD);
  const formId = sent.get(FORM_ID_FIELD);
  const form = typeof key === "string" ? key : typeof formId === "string" ? formId : null;
  const accepted = () => {
    if (typeof key === "string") forgetDraft(key);
  };
  try {
    const data = await serverAction();
    if (!isRefusal(data)) accepted();
    return data;
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) accepted();
    if (isConnectionLost(error)) return { networkFailure: true, form } satisfies NetworkFailure;
    throw error;
  }
}
