/** Said above a form filled again with what was typed before the session expired: `data` of a new record, `changes` of one. */
export function KeptNotice({ shown, typed, save }: { shown: boolean; typed: "data" | "changes"; save?: string }) {
  return shown ? (
    <p className="panel-notice" role="status">
      {`Przywrócono ${typed === "data" ? "dane" : "zmiany"} wpisane przed wygaśnięciem sesji. Sprawdź je i zapisz${save ? ` ${save}` : ""}.`}
    </p>
  ) : null;
}
