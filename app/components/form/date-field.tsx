import { TextField, type TextFieldProps } from "./text-field";

/** The browser's own picker; it posts YYYY-MM-DD, which isoDate checks. */
export function DateField({ className, ...props }: Omit<TextFieldProps, "type">) {
  return <TextField {...props} type="date" className={["field--date", className].filter(Boolean).join(" ")} />;
}
