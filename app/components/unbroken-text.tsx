import { Fragment } from "react";

/** A line must not break at their hyphen (issue 10, reflow checks). */
const HYPHENATED_WORD = /(e-mail\p{L}*)/iu;

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
