import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

export interface HtmlProblem {
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

/**
 * The W3C Nu HTML Checker (vnu.jar, on Debian's Java) over a batch of pages
 * at once, as they came over the wire: starting the JVM takes seconds, a page
 * a few milliseconds. Answers every error, with the page it is on.
 */
export async function checkHtml(pages: { name: string; html: Buffer }[], folder: string): Promise<HtmlProblem[]> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const files = new Map<string, string>();
  pages.forEach(({ name, html }, index) => {
    const file = path.join(folder, `${String(index).padStart(3, "0")}.html`);
    writeFileSync(file, html);
    files.set(file, name);
  });
  const { stderr } = await promisify(execFile)(
    process.env.JAVA ?? "java",
    ["-jar", vnuJar, "--format", "json", "--errors-only", "--exit-zero-always", ...files.keys()],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr) as {
    messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[];
  };
  return messages
    .filter(({ type }) => type === "error" || type === "non-document-error")
    .map(({ url, lastLine, message, extract }) => ({
      page: (url && files.get(fileURLToPath(url))) ?? url ?? "?",
      line: lastLine,
      message,
      extract,
    }));
}
