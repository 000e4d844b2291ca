/** SPEC §8: YouTube's error codes in Polish, one message for the rest. */
const YOUTUBE_MESSAGES: Record<number, string> = {
  2: "Adres tego nagrania jest nieprawidłowy. Daj nam znać, a poprawimy go.",
  5: "Tego nagrania nie da się odtworzyć w tej przeglądarce. Spróbuj w innej przeglądarce lub na innym urządzeniu.",
  100: "Tego nagrania nie ma już w serwisie YouTube albo jest prywatne.",
  101: "Autor nagrania nie pozwala odtwarzać go poza serwisem YouTube.",
  150: "Autor nagrania nie pozwala odtwarzać go poza serwisem YouTube.",
};

export const UNKNOWN_PLAYER_ERROR = "Nie udało się odtworzyć nagrania. Odśwież stronę i spróbuj ponownie.";

export function playerErrorMessage(media: unknown): string {
  const code = (media as { error?: { code?: unknown } } | null | undefined)?.error?.code;
  return (typeof code === "number" && YOUTUBE_MESSAGES[code]) || UNKNOWN_PLAYER_ERROR;
}
