import { useActionData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

import {
  DRAFT_FIELD,
  draftKey,
  draftValuesOf,
  forgetAllDrafts,
  forgetDraft,
  forgetExpiredDrafts,
  forgetOtherTeachersDrafts,
  formNow,
  isNetworkFailure,
  readDraft,
  restoredValues,
  saveDraft,
  typedFields,
  type Draft,
} from "~/lib/forms/form-draft";

export interface DraftOptions {
  /** The draft's name on its page; the form's id by default. */
  name?: string;
  /** Fields never kept on the device (passwords); files never are. */
  except?: readonly string[];
}

/** Typing pauses this long before the draft is written. */
const SAVE_DELAY_MS = 300;

const savedAtFormat = new Intl.DateTimeFormat("pl-PL", { dateStyle: "short", timeStyle: "short" });

/** The signed-in teacher's draft scope, from the root loader; null when signed out. */
function useDraftScope(): string | null {
  const root = useRouteLoaderData("root") as { user?: { draftScope?: string } | null } | undefined;
  return root?.user?.draftScope ?? null;
}

/** Signed in, this device keeps no other teacher's drafts. Why: docs/decisions/006-drafts-on-the-device.md */
export function OtherTeachersDraftsForgotten() {
  const scope = useDraftScope();
  useEffect(() => {
    if (scope) forgetOtherTeachersDrafts(scope);
  }, [scope]);
  return null;
}

/** useLayoutEffect in the browser (it runs before paint); nothing on the server, where it would warn. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A form's draft on this device (see lib/form-draft.ts): read once in the
 * browser as the form is hydrated, written as the teacher types. `restored`
 * is the draft the form shows instead of the page's values, only when it
 * changes a field; a field typed into before the scripts ran keeps what was
 * typed. `discard` goes back to the page's values.
 *
 * Either way the form is built anew, in two steps before the next paint:
 * first without it (remix-validated-form keeps a form's state by its id, and
 * only a form that left the page starts again from new default values), then
 * with the values it should show (`rebuilding` is true in between).
 */
export function useFormDraft(formId: string | undefined, { name = formId, except = [] }: DraftOptions) {
  const scope = useDraftScope();
  const { pathname } = useLocation();
  const key = scope && name ? draftKey(scope, pathname, name) : null;
  const [shown, setShown] = useState<{ draft: Draft | null; rebuilding: boolean }>({
    draft: null,
    rebuilding: false,
  });
  const marker = useRef<HTMLInputElement>(null);

  // Once per form, before paint: nothing is typed between reading the form and rebuilding it.
  useBrowserLayoutEffect(() => {
    const form = marker.current?.form;
    if (!key || !form) return;
    forgetExpiredDrafts();
    const kept = readDraft(key);
    const now = formNow(form, except);
    const typed = typedFields(now).length > 0;
    const values = kept && restoredValues(kept.values, now);
    if (values) {
      if (typed) saveDraft(key, values);
      setShown({ draft: { values, savedAt: kept.savedAt }, rebuilding: true });
    } else if (typed) {
      saveDraft(key, now.current);
    } else if (kept) {
      // It holds nothing the page does not.
      forgetDraft(key);
    }
  }, [key]);

  useBrowserLayoutEffect(() => {
    if (shown.rebuilding) setShown({ draft: shown.draft, rebuilding: false });
  }, [shown]);

  useEffect(() => {
    const form = marker.current?.form;
    if (!key || !form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      saveDraft(key, draftValuesOf(form, except));
    };
    const saveSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    };
    // Leaving the page (or the app) writes what the pause has not written yet; only that.
    const saveWhenHidden = () => {
      if (document.visibilityState === "hidden" && timer !== undefined) save();
    };
    // Logging out forgets every draft, and the write a pause has scheduled with them: leaving the
    // field fires its change just before the logout button's click.
    const forgetAtLogout = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement) || !event.target.hasAttribute("data-logout")) return;
      clearTimeout(timer);
      timer = undefined;
      forgetAllDrafts();
    };
    form.addEventListener("input", saveSoon);
    form.addEventListener("change", saveSoon);
    // Written at once before sending: a crash mid-send still leaves it.
    form.addEventListener("submit", save);
    document.addEventListener("visibilitychange", saveWhenHidden);
    document.addEventListener("submit", forgetAtLogout, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("submit", forgetAtLogout, true);
      form.removeEventListener("input", saveSoon);
      form.removeEventListener("change", saveSoon);
      form.removeEventListener("submit", save);
      document.removeEventListener("visibilitychange", saveWhenHidden);
    };
    // `except` is a literal per form; the listeners follow the form element, which a rebuild replaces.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, shown]);

  const discard = useCallback(() => {
    if (key) forgetDraft(key);
    setShown({ draft: null, rebuilding: true });
  }, [key]);

  const markerInput = key ? <input ref={marker} type="hidden" name={DRAFT_FIELD} value={key} /> : null;
  return { key, restored: shown.draft, rebuilding: shown.rebuilding, discard, markerInput };
}

/** Says a draft was put back into the form, with the way to drop it. */
export function RestoredDraftNotice({ draft, onDiscard }: { draft: Draft; onDiscard: () => void }) {
  return (
    <div className="panel-notice" role="status">
      <p>
        Przywrócono niewysłane zmiany zapisane na tym urządzeniu {savedAtFormat.format(draft.savedAt)}. Sprawdź je i
        wyślij formularz.
      </p>
      <button type="button" className="button button--secondary" onClick={onDiscard}>
        Odrzuć zmiany
      </button>
    </div>
  );
}

/** The button the last form was sent with (its intent), by the form's identity: a failed form is often built anew. */
let lastSubmitter: { form: string | null; name: string; value: string } | null = null;

/**
 * Says a send failed because the connection dropped (the route's clientAction
 * answered `networkFailure`) in the form that was sent — `form` is its draft
 * key or id — and sends again with the same button as before, hence the same
 * intent and the same submission key.
 */
export function NetworkFailureNotice({ form }: { form: string | null }) {
  const actionData = useActionData();
  const navigation = useNavigation();
  const alert = useRef<HTMLDivElement>(null);
  const failed = isNetworkFailure(actionData) && actionData.form === form && navigation.state === "idle";

  useEffect(() => {
    const element = alert.current?.closest("form");
    if (!element) return;
    const remember = (event: SubmitEvent) => {
      const button = event.submitter;
      lastSubmitter =
        button instanceof HTMLButtonElement && button.name ? { form, name: button.name, value: button.value } : null;
    };
    element.addEventListener("submit", remember);
    return () => element.removeEventListener("submit", remember);
  }, [form]);

  useEffect(() => {
    if (failed) alert.current?.focus();
  }, [failed]);

  const sendAgain = () => {
    const element = alert.current?.closest("form");
    if (!element) return;
    const same =
      lastSubmitter?.form === form
        ? Array.from(element.querySelectorAll("button")).find(
            (button) => button.name === lastSubmitter?.name && button.value === lastSubmitter?.value,
          )
        : undefined;
    element.requestSubmit(same);
  };

  return (
    <div ref={alert} className="panel-notice panel-notice--error" role="alert" tabIndex={-1} hidden={!failed}>
      {failed ? (
        <>
          <p>
            Nie udało się wysłać formularza: brak połączenia z internetem. Wszystko, co wpisano, zostało w formularzu —
            wyślij ponownie, gdy połączenie wróci.
          </p>
          <button type="button" className="button" onClick={sendAgain}>
            Wyślij ponownie
          </button>
        </>
      ) : null}
    </div>
  );
}
