import { useEffect, useId, useRef, useState } from "react";

import { useEngineField } from "./form-engine";

const SUBMISSION_KEY_FIELD = "submission_key";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SubmissionKeyProps {
  name?: string;
  value?: string;
  formId?: string;
}

/** Why: docs/decisions/014-submission-keys.md */
export function SubmissionKey({ name = SUBMISSION_KEY_FIELD, value, formId }: SubmissionKeyProps) {
  const id = useId();
  const { defaultValue } = useEngineField(name, { formId });
  const [generated, setGenerated] = useState(() => {
    // A repopulated key first: a form rebuilt from its draft resends under its key.
    if (typeof defaultValue === "string" && UUID.test(defaultValue)) return defaultValue;
    const fromServer = typeof document === "undefined" ? null : document.getElementById(id);
    // No DOM classes on the server: `fromServer` is null there.
    if (fromServer && fromServer instanceof HTMLInputElement && UUID.test(fromServer.value)) return fromServer.value;
    return newKey();
  });
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const renew = () => setGenerated(newKey());
    form.addEventListener("reset", renew);
    return () => form.removeEventListener("reset", renew);
  }, []);

  return <input type="hidden" id={id} ref={ref} name={name} value={value ?? generated} />;
}

/** randomUUID exists only in secure contexts; a plain-HTTP test server still needs a key. */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
