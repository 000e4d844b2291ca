import { type FileLike, invalid, isFileLike, type Rule, rule, valid } from "./core";
import { FILE, fileExtensionMessage, fileSizeMessage } from "./messages";

const BYTES_PER_KB = 1024;

export function isFileSizeAtMost(file: FileLike, maxKb: number): boolean {
  return file.size <= maxKb * BYTES_PER_KB;
}

export function hasFileExtension(file: FileLike, extensions: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  // endsWith, so "tar.gz" works too.
  return extensions.some((ext) => {
    const clean = ext.trim().replace(/^\.+/, "").toLowerCase();
    return clean !== "" && name.length > clean.length + 1 && name.endsWith(`.${clean}`);
  });
}

export function fileSize(maxKb: number, message: string = fileSizeMessage(maxKb)): Rule<FileLike> {
  return rule((value) => {
    if (!isFileLike(value)) return invalid(FILE);
    return isFileSizeAtMost(value, maxKb) ? valid(value) : invalid(message);
  });
}

export function fileExtension(
  extensions: readonly string[],
  message: string = fileExtensionMessage(extensions),
): Rule<FileLike> {
  return rule((value) => {
    if (!isFileLike(value)) return invalid(FILE);
    return hasFileExtension(value, extensions) ? valid(value) : invalid(message);
  });
}
