// Pages promise only what the site does (issue 10, item 7). Each promise the
// content once made, or may make, is paired with the check that the site keeps
// it; a page may state the promise only once that check holds. When a feature
// lands, its check turns true and the page may promise it again.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { agendaItemResponse } from "~/lib/contract/agenda";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
// Flat route files and the files of folder routes (route.tsx with its .server.ts modules).
const routeFiles = readdirSync(path.join(ROOT, "app/routes"), { recursive: true, encoding: "utf8" })
  .map((file) => `app/routes/${file}`)
  .filter((file) => /\.tsx?$/.test(file));
const pages = [
  ...readdirSync(path.join(ROOT, "app/content")).map((file) => `app/content/${file}`),
  ...routeFiles,
].filter((file) => /\.(mdx|tsx)$/.test(file) && !file.includes(".test."));

/** Whether a screen (a route file, or a folder route's files) has an action. */
const hasAction = (screen: string) =>
  routeFiles
    .filter((file) => file === screen || file.startsWith(`${screen}/`))
    .some((file) => /export (async function action\b|\{[^}]*\baction\b[^}]*\} from)/.test(read(file)));

const PROMISES = [
  {
    promise: "the names of the people leading each agenda item",
    says: /(imiona|nazwiska)[^.]*prowadzących[^.]*przy (każdym )?punkcie/i,
    kept: () => Object.keys(agendaItemResponse.shape).some((field) => /speaker|lead|prowadz|expert/i.test(field)),
  },
  {
    promise: "each expert listed with the agenda items they lead",
    says: /przy każdej osobie[^.]*punkty programu/i,
    kept: () => /\blistExperts\(/.test(read("app/routes/eksperci.tsx")),
  },
  {
    promise: "training videos on the site",
    says: /(znajdziesz|obejrzysz)[^.]*nagrania|nagrania[^.]*(znajdziesz|obejrzysz)/i,
    kept: () => pages.some((file) => /<video\b|<VideoPlayer\b/.test(read(file))),
  },
  {
    promise: "signing up to and leaving agenda items",
    says: /wybierz punkty programu|wypisz się|zapisujesz się w \[agendzie\]/i,
    kept: () => hasAction("app/routes/agenda"),
  },
  {
    promise: "marking a pupil's result as omitted on a survey",
    says: /oznacz(asz)? wynik jako pominięty/i,
    kept: () => routeFiles.some((file) => file.includes("ankiety") && hasAction(file)),
  },
  {
    promise: "a record of every access to pupils' data",
    says: /(każdy )?dostęp[^.]*(odnotowywany|rejestrowany)/i,
    kept: () => existsSync(path.join(ROOT, "server/db/audit.ts")),
  },
];

describe("pages promise only what the site does", () => {
  it.each(PROMISES)("$promise: stated only when the site does it", ({ says, kept }) => {
    const stating = pages.filter((file) => says.test(read(file)));
    if (!kept()) expect(stating).toEqual([]);
  });

  it("the content is read at all", () => {
    expect(pages).toEqual(expect.arrayContaining(["app/content/szkolenia.mdx", "app/routes/agenda/route.tsx"]));
  });
});
