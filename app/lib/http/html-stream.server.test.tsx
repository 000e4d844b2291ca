import { PassThrough, Readable, type Writable } from "node:stream";

import { renderToPipeableStream, renderToString } from "react-dom/server";

import { withoutNulPadding } from "./html-stream.server";

/** A page of short Polish paragraphs, shifted by `offset` bytes, so its letters fall on every edge of React's views. */
function Page({ offset }: { offset: number }) {
  return (
    <main>
      <p>{"x".repeat(offset)}</p>
      {Array.from({ length: 120 }, (_, index) => (
        <p key={index}>Otwórz tę stronę z linku — źdźbło, łąka, gęś.</p>
      ))}
    </main>
  );
}

function render(element: JSX.Element, destination: Writable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  destination.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    destination.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(destination), onShellError: reject });
  });
}

function through(chunks: number[][]): Promise<Buffer> {
  const parts: Buffer[] = [];
  return new Promise((resolve, reject) => {
    Readable.from(chunks.map((bytes) => Buffer.from(bytes)))
      .pipe(withoutNulPadding())
      .on("data", (chunk: Buffer) => parts.push(chunk))
      .on("end", () => resolve(Buffer.concat(parts)))
      .on("error", reject);
  });
}

const OFFSETS = Array.from({ length: 64 }, (_, offset) => offset);

describe("withoutNulPadding", () => {
  it("is needed: React 18 pads its stream with NUL bytes where a Polish letter meets a view's end", async () => {
    const padded = await Promise.all(OFFSETS.map((offset) => render(<Page offset={offset} />, new PassThrough())));
    expect(padded.filter((html) => html.includes(0)).length).toBeGreaterThan(0);
  });

  it.each(OFFSETS)("gives exactly the page React means, byte for byte (offset %i)", async (offset) => {
    const html = await render(<Page offset={offset} />, withoutNulPadding());
    expect(html.includes(0)).toBe(false);
    expect(new TextDecoder("utf-8", { fatal: true }).decode(html)).toBe(renderToString(<Page offset={offset} />));
  });

  it("passes characters split across chunks through whole", async () => {
    const text = "Otwórz 👍";
    const bytes = [...Buffer.from(text)];
    // "ó" cut after its first byte, the emoji's four bytes spread over three chunks.
    const chunks = [bytes.slice(0, 4), bytes.slice(4, 9), bytes.slice(9, 11), bytes.slice(11)];
    expect((await through(chunks)).toString("utf8")).toBe(text);
  });

  it("cuts the zeros a chunk ends with, and only those", async () => {
    const chunks = [[...Buffer.from("Otw"), 0, 0], [...Buffer.from("órz")], [0], [...Buffer.from(" tę"), 0, 0, 0]];
    expect((await through(chunks)).toString("utf8")).toBe("Otwórz tę");
  });
});
