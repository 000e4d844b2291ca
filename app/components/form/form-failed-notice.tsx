/**
 * A hand-made form's failure that is no field's (the server could not save
 * it), said at the top of the form; what was typed stays in its fields.
 */
export function FormFailedNotice({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="panel-notice panel-notice--error" role="alert">
      {message}
    </p>
  ) : null;
}
