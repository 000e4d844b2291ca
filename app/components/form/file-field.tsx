import type { InputHTMLAttributes, ReactNode } from "react";

import { formatNumberPl, joinAlternativesPl } from "~/lib/validation/messages";

import { controlAria, FieldFrame } from "./field-frame";
import { useFormField } from "./use-form-field";

import "./form.css";

export type FileFieldProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  extensions?: readonly string[];
  maxSizeKb?: number;
  formId?: string;
  className?: string;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "id" | "className" | "type" | "value" | "defaultValue" | "accept"
>;

export function formatFileSize(kb: number): string {
  if (kb >= 1024) return `${formatNumberPl(Math.round((kb / 1024) * 10) / 10)} MB`;
  return `${formatNumberPl(kb)} KB`;
}

export function fileLimitsText(extensions: readonly string[] = [], maxSizeKb?: number): string {
  const types = joinAlternativesPl(extensions.map((ext) => ext.trim().replace(/^\.+/, "").toUpperCase()));
  const size = maxSizeKb === undefined ? "" : `najwyżej ${formatFileSize(maxSizeKb)}`;
  const text = [types, size].filter(Boolean).join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A file is never repopulated, so after a failed submit it is picked again. */
export function FileField({
  name,
  label,
  hint,
  extensions = [],
  maxSizeKb,
  formId,
  className,
  ...inputProps
}: FileFieldProps) {
  const limits = fileLimitsText(extensions, maxSizeKb);
  const field = useFormField(name, { formId, label, hasHint: Boolean(hint || limits) });
  const accept = extensions.length
    ? extensions.map((ext) => `.${ext.trim().replace(/^\.+/, "").toLowerCase()}`).join(",")
    : undefined;
  const props = field.getControlProps({ id: field.id, type: "file", accept, ...inputProps });
  delete props.defaultValue;
  const hintContent =
    hint || limits ? (
      <>
        {hint ? <span className="field__hint-line">{hint}</span> : null}
        {hint && limits ? " " : null}
        {limits ? <span className="field__hint-line">{limits}</span> : null}
      </>
    ) : undefined;

  return (
    <FieldFrame field={field} label={label} hint={hintContent} className={className}>
      <input {...props} className="field__input field__file" {...controlAria(field)} />
    </FieldFrame>
  );
}
