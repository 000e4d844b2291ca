import { Fragment } from "react";

/** "e-mail", "e-mailem", "e-maila": words a line must not break at their hyphen (issue 10, reflow checks). */
const HYPHENATED_WORD = /(e-mail\p{L}*)/iu;

/** Text, with its hyphenated words kept on one line. */
export function UnbrokenText({ text }: { text: string }) {
  return (
    <>
      {text.split(HYPHENATED_WORD).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
