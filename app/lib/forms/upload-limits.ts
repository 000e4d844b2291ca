/**
 * How much of a form with a file is read at all. A file over the upload
 * limit is still read past (never kept), so the form can say at its field
 * how big it was and keep everything else typed; a body beyond this many
 * times the limit is refused whole, by the web server before it is read
 * (web/main.ts) and by the form reader if it gets that far.
 */
export const READ_PAST_FACTOR = 4;

/** The largest multipart body the web server lets through, in bytes: the file read past, and its form around it. */
export function multipartBodyLimit(uploadMaxKb: number): number {
  return uploadMaxKb * 1024 * READ_PAST_FACTOR + 1024 * 1024;
}
