// Why: docs/decisions/006-drafts-on-the-device.md
import { type NetworkFailure } from "./network-failure";

export { isNetworkFailure, skipRevalidationAfterNetworkFailure } from "./network-failure";

/** Text only: never a file or a password. */
export type DraftValues = Record<string, string | string[]>;

export interface Draft {
  values: DraftValues;
  savedAt: number;
}

export const DRAFT_FIELD = "_draft";
const FORM_ID_FIELD = "__rvfInternalFormId";

const PREFIX = "sport-kluby:draft:";
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export function draftKey(scope: string, path: string, formId: string): string {
  return `${PREFIX}${scope}:${path}#${formId}`;
}

/** Null where storage is missing or refuses (private mode, quota). */
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
    // A refused storage only loses the safety net, never the form.
  }
}

export function forgetDraft(key: string): void {
  storage()?.removeItem(key);
}

function draftKeys(store: Storage): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
}

export function forgetExpiredDrafts(now = Date.now()): void {
  const store = storage();
  if (store) for (const key of draftKeys(store)) readDraft(key, now);
}

export function forgetOtherTeachersDrafts(scope: string): void {
  const store = storage();
  if (!store) return;
  for (const key of draftKeys(store)) if (!key.startsWith(`${PREFIX}${scope}:`)) store.removeItem(key);
}

/** Clear-Site-Data applies when the browser will, and a draft written after it would stay. */
export function forgetAllDrafts(): void {
  const store = storage();
  if (store) for (const key of draftKeys(store)) store.removeItem(key);
}

export function draftValuesOf(form: HTMLFormElement, except: readonly string[] = []): DraftValues {
  const values: DraftValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || name === DRAFT_FIELD || except.includes(name)) continue;
    const earlier = values[name];
    values[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return values;
}

/** What the form would post once reset: the browser's reset knows its rules. */
export function pageValuesOf(form: HTMLFormElement, except: readonly string[] = []): DraftValues {
  const copy = form.cloneNode(true) as HTMLFormElement;
  copy.reset();
  return draftValuesOf(copy, except);
}

/** Hidden fields, files, buttons and `except` are not filled in by a person. */
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

/** On a slow connection a teacher types before the scripts run; that must be kept. */
export function typedFields({ fields, page, current }: FormNow): string[] {
  return fields.filter((name) => !sameValue(current[name], page[name]));
}

/** Fields typed into since the page loaded keep what was typed; null when nothing would change. */
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

function isConnectionLost(error: unknown): boolean {
  return error instanceof TypeError;
}

function isRefusal(data: unknown): boolean {
  return typeof data === "object" && data !== null && "fieldErrors" in data;
}

/** clientAction: removes the draft once accepted, keeps it on a refusal, answers a dropped connection in the form. */
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
