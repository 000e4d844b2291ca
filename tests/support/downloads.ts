// What an export gives, read back as a spreadsheet would.

/** A CSV export's rows as cells (our cells hold no semicolons except where a test says; quotes stay as sent). */
export async function csvRows(response: Response): Promise<string[][]> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text
    .slice(1)
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(";"));
}
