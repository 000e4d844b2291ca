import { playerErrorMessage, UNKNOWN_PLAYER_ERROR } from "./player-errors";

describe("a video that will not play (SPEC §8)", () => {
  it.each([
    [2, "Adres tego nagrania jest nieprawidłowy"],
    [5, "nie da się odtworzyć w tej przeglądarce"],
    [100, "nie ma już w serwisie YouTube albo jest prywatne"],
    [101, "nie pozwala odtwarzać go poza serwisem YouTube"],
    [150, "nie pozwala odtwarzać go poza serwisem YouTube"],
  ])("YouTube's code %i is told in Polish", (code, message) => {
    expect(playerErrorMessage({ error: { code, message: "English" } })).toContain(message);
  });

  it.each([[{ error: { code: 3 } }], [{ error: null }], [null], [{ error: { code: "2" } }]])(
    "anything else is the unknown-error message",
    (media) => {
      expect(playerErrorMessage(media)).toBe(UNKNOWN_PLAYER_ERROR);
    },
  );
});
