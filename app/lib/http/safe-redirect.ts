/** Only a path starting with exactly one slash (no "//host", no "/\host"). */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  // Control characters could smuggle a different target past the checks above.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    return to.replace(/[^\x21-\x7e]+/g, (text) => encodeURIComponent(text));
  } catch {
    // A lone surrogate has no UTF-8 form.
    return fallback;
  }
}

/** The office works at /biuro: the teacher's dashboard is never where a staff account lands. */
export function landingPath(to: string, isStaff: boolean): string {
  return isStaff && /^\/konto\/?(?:[?#]|$)/.test(to) ? "/biuro" : to;
}
