import { renderToStaticMarkup } from "react-dom/server";

import { UnbrokenText } from "./unbroken-text";

describe("UnbrokenText", () => {
  it("keeps each form of e-mail on one line and leaves the rest as it is", () => {
    expect(renderToStaticMarkup(<UnbrokenText text="Napiszemy e-mailem; sprawdź E-mail i e-maile." />)).toBe(
      'Napiszemy <span class="nowrap">e-mailem</span>; sprawdź <span class="nowrap">E-mail</span> i <span class="nowrap">e-maile</span>.',
    );
    expect(renderToStaticMarkup(<UnbrokenText text="Bez łączników." />)).toBe("Bez łączników.");
  });
});
