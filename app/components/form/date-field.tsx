import { TextField, type TextFieldProps } from "./text-field";

/**
 * The browser's own date picker (nothing to download, in the user's locale);
 * it posts YYYY-MM-DD, the form the isoDate rule checks, and takes it back as
 * its value. `min`/`max` are ISO dates too.
 */
export function DateField({ className, ...props }: Omit<TextFieldProps, "type">) {
  return <TextField {...props} type="date" className={["field--date", className].filter(Boolean).join(" ")} />;
}
