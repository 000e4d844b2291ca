/** Length as a user counts it: code points, so an emoji is one character, not two. */
export function textLength(text: string): number {
  return Array.from(text).length;
}
