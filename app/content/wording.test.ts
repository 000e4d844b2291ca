// Everything a user reads addresses every teacher, women and men alike
// (issue 10, item 8): no second-person forms that carry a gender, such as
// "założyłeś", "jesteś zapisany" or "zapisany(-a)". Checked over the sources
// of every page, message and e-mail.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server/api", "server/domain", "server/mail"];

function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|mdx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

const NOT_LETTER_BEFORE = "(?<!\\p{L})";
const NOT_LETTER_AFTER = "(?!\\p{L})";
const GENDERED = [
  {
    form: "a past tense of 'you' (założyłeś, otrzymałaś)",
    pattern: new RegExp(`\\p{L}+(łeś|łaś)${NOT_LETTER_AFTER}`, "iu"),
  },
  {
    form: "'jesteś' with a gendered adjective (jesteś zapisany, jesteś zalogowana)",
    pattern: new RegExp(`${NOT_LETTER_BEFORE}jesteś\\s+(już\\s+)?\\p{L}+(ny|na|ty|ta|wy|wa)${NOT_LETTER_AFTER}`, "iu"),
  },
  { form: "a bracketed ending (zapisany(-a), prosiłeś(-aś))", pattern: /\p{L}\((-?a|-?aś|-?eś|-?ła)\)/iu },
];

/** The quoted strings and text of a source line: comments in English are not read by teachers. */
const withoutComments = (line: string) => line.replace(/^\s*(\/\/|\*|\/\*).*$/, "");

describe("wording that fits every teacher", () => {
  const files = FOLDERS.flatMap(sources);

  it("reads the sources of pages, messages and e-mails", () => {
    expect(files).toEqual(expect.arrayContaining(["app/routes/logowanie/route.tsx", "server/mail/templates.ts"]));
  });

  it.each(GENDERED)("no $form", ({ pattern }) => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .map(withoutComments)
        .filter((line) => pattern.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
