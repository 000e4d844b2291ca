import { TextField, type TextFieldProps } from "./text-field";

/** A step of 60 s keeps seconds out of the picker. */
export function DateTimeField({ className, step = 60, ...props }: Omit<TextFieldProps, "type">) {
  return (
    <TextField
      {...props}
      type="datetime-local"
      step={step}
      className={["field--date", className].filter(Boolean).join(" ")}
    />
  );
}
