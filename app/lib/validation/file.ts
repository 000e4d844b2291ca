// Uploaded files: size and type limits, checked on the File-like object both
// the browser (File) and the server's form parser give us.
import { FILE, fileExtensionMessage, fileSizeMessage } from "./messages";
import { type FileLike, type Rule, invalid, isFileLike, valid, rule } from "./core";

/** KB as users and operating systems show it: 1 KB = 1024 bytes. */
const BYTES_PER_KB = 1024;

export function isFileSizeAtMost(file: FileLike, maxKb: number): boolean {
  return file.size <= maxKb * BYTES_PER_KB;
}

/** "Raport.PDF" has extension "pdf"; ".pdf" and "PDF" in the list mean the same. */
export function hasFileExtension(file: FileLike, extensions: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  // endsWith, not "text after the last dot", so "tar.gz" works too.
  return extensions.some((ext) => {
    const clean = ext.trim().replace(/^\.+/, "").toLowerCase();
    return clean !== "" && name.length > clean.length + 1 && name.endsWith(`.${clean}`);
  });
}

/** A chosen file of at most `maxKb` KB; outputs the file. */
export function fileSize(maxKb: number, message: string = fileSizeMessage(maxKb)): Rule<FileLike> {
  return rule((value) => {
    if (!isFileLike(value)) return invalid(FILE);
    return isFileSizeAtMost(value, maxKb) ? valid(value) : invalid(message);
  });
}

/** A chosen file whose name ends with one of the extensions; outputs the file. */
export function fileExtension(
  extensions: readonly string[],
  message: string = fileExtensionMessage(extensions),
): Rule<FileLike> {
  return rule((value) => {
    if (!isFileLike(value)) return invalid(FILE);
    return hasFileExtension(value, extensions) ? valid(value) : invalid(message);
  });
}
