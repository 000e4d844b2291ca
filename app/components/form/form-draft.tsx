import { useActionData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

import {
  type Draft,
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
} from "~/lib/forms/form-draft";

export interface DraftOptions {
  name?: string;
  except?: readonly string[];
}

const SAVE_DELAY_MS = 300;

const savedAtFormat = new Intl.DateTimeFormat("pl-PL", { dateStyle: "short", timeStyle: "short" });

function useDraftScope(): string | null {
  const root = useRouteLoaderData("root") as { user?: { draftScope?: string } | null } | undefined;
  return root?.user?.draftScope ?? null;
}

/** Why: docs/decisions/006-drafts-on-the-device.md */
export function OtherTeachersDraftsForgotten() {
  const scope = useDraftScope();
  useEffect(() => {
    if (scope) forgetOtherTeachersDrafts(scope);
  }, [scope]);
  return null;
}

/** useLayoutEffect warns on the server. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Why: docs/decisions/006-drafts-on-the-device.md */
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
    const saveWhenHidden = () => {
      if (document.visibilityState === "hidden" && timer !== undefined) save();
    };
    // Leaving the field fires its change just before the logout button's click.
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

/** A failed form is often built anew, so its button is found by the form's identity. */
let lastSubmitter: { form: string | null; name: string; value: string } | null = null;

/** Sends again with the same button, so the same intent and submission key. */
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
