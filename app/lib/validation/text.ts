/** Code points, so an emoji is one character. */
export function textLength(text: string): number {
  return Array.from(text).length;
}
