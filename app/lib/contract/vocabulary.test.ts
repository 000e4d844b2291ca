// One name for one thing (issue 37): words the product once used beside its own terms never come back.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Every source file a person's text can come from: screens, content, e-mails, exports. */
function productFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return productFiles(full);
    return /\.(tsx?|mdx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

const RETIRED: [RegExp, string][] = [
  [/\bwnios(ek|ku|ki|kiem|kach|ków)\b/i, "the club's application is „zgłoszenie klubu” everywhere"],
  [/zapis(ie)? na szkolenie/i, "accounts come from the registration for the congress"],
  [/Zwis na drążku|na przedramionach|Bieg 10 × 5 m/, "a fitness test is named as FITNESS_TEST_NAMES says"],
];

describe("the product's vocabulary", () => {
  const files = ["app", "server"].flatMap(productFiles);

  it.each(RETIRED)("has no %s: %s", (word) => {
    const found = files.filter((file) => word.test(readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });
});
