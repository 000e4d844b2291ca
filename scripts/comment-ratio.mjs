// `node scripts/comment-ratio.mjs [--files N]`: comment lines / (comment + code lines) of product code (issue 36 item 5).
// Blank lines are left out; a line with code and a comment is code. Comments are found by TypeScript's parser.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

import ts from "typescript";

const PRODUCT = /\.(ts|tsx|mjs|js)$/;
const NOT_PRODUCT = /\.test\.|\.d\.ts$|(^|\/)(tests|e2e|bench|migrations)\//;

export function countLines(file, text) {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line;
  const code = new Set();
  const comment = new Set();
  const seen = new Set();
  const mark = (lines, start, end) => {
    for (let line = lineOf(start), last = lineOf(Math.max(start, end - 1)); line <= last; line++) lines.add(line);
  };
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (node.kind === ts.SyntaxKind.JsxText) {
      if (!node.containsOnlyTriviaWhiteSpaces) mark(code, node.getStart(source), node.end);
      return;
    }
    const children = node.getChildren(source);
    if (children.length > 0) return children.forEach(visit);
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      mark(comment, range.pos, range.end);
    }
    if (node.kind !== ts.SyntaxKind.EndOfFileToken) mark(code, node.getStart(source), node.end);
  };
  visit(source);
  const counts = { comment: 0, code: 0 };
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "" || (index === 0 && line.startsWith("#!"))) return;
    if (comment.has(index) && !code.has(index)) counts.comment++;
    else counts.code++;
  });
  return counts;
}

const ratio = ({ comment, code }) => ((100 * comment) / (comment + code || 1)).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync("git", ["ls-files", "app", "server", "web", "scripts"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => PRODUCT.test(file) && !NOT_PRODUCT.test(file));
  const results = files.map((file) => ({ file, ...countLines(file, readFileSync(file, "utf8")) }));
  const total = results.reduce((sum, r) => ({ comment: sum.comment + r.comment, code: sum.code + r.code }), {
    comment: 0,
    code: 0,
  });
  const shown = process.argv.indexOf("--files");
  if (shown !== -1) {
    const top = results.sort((a, b) => b.comment - a.comment).slice(0, Number(process.argv[shown + 1]) || 30);
    for (const r of top)
      console.log(
        `${String(r.comment).padStart(5)} ${String(r.code).padStart(6)} ${ratio(r).padStart(5)} %  ${r.file}`,
      );
  }
  console.log(
    `${files.length} files: ${total.comment} comment lines, ${total.code} code lines, comments ${ratio(total)} %`,
  );
}
