export function FormFailedNotice({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="panel-notice panel-notice--error" role="alert">
      {message}
    </p>
  ) : null;
}
