/** An oversized file is read past so its form can say so; a body beyond this many times the limit is refused whole. */
export const READ_PAST_FACTOR = 4;

export function multipartBodyLimit(uploadMaxKb: number): number {
  return uploadMaxKb * 1024 * READ_PAST_FACTOR + 1024 * 1024;
}
