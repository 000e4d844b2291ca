import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

import { readForm, unreadableForm } from "./forms.server";
import { READ_PAST_FACTOR } from "./upload-limits";

// A file over the limit is read past and reported, so the rest of the form still arrives (DESIGN §5).

export interface RefusedFile {
  field: string;
  name: string;
  size: number;
}

export interface UploadedForm {
  formData: FormData;
  tooBig: RefusedFile[];
}

const TEXT_PART_MAX_BYTES = 64 * 1024;

export const UPLOAD_TOO_LARGE_MESSAGE = "Przesłane dane są zbyt duże. Wróć do formularza i wybierz mniejszy plik.";

/** Files of `fileFields` of at most `maxKb` KB (1 KB = 1024 B); an empty file input adds nothing. */
export async function readFormWithFiles(
  request: Request,
  { fileFields, maxKb }: { fileFields: readonly string[]; maxKb: number },
): Promise<UploadedForm> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return { formData: await readForm(request), tooBig: [] };

  const tooBig: RefusedFile[] = [];
  const maxBytes = maxKb * 1024;
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (typeof filename !== "string") {
      const { chunks, size } = await readUpTo(data, TEXT_PART_MAX_BYTES, TEXT_PART_MAX_BYTES);
      return new TextDecoder().decode(joined(chunks, size));
    }
    if (!fileFields.includes(name)) {
      await readPast(data, maxBytes * READ_PAST_FACTOR);
      return undefined;
    }
    const { chunks, size } = await readUpTo(data, maxBytes, maxBytes * READ_PAST_FACTOR);
    if (size > maxBytes) {
      tooBig.push({ field: name, name: filename, size });
      return undefined;
    }
    if (size === 0 && filename === "") return undefined;
    return new File([joined(chunks, size)], filename, { type: contentType });
  };
  const formData = await unstable_parseMultipartFormData(request, handler).catch((error: unknown) => {
    // The size refusals are thrown on purpose; anything else is a multipart that does not parse.
    if (error instanceof Response) throw error;
    throw unreadableForm();
  });
  return { formData, tooBig };
}

async function readUpTo(
  data: AsyncIterable<Uint8Array>,
  limit: number,
  readLimit: number,
): Promise<{ chunks: Uint8Array[]; size: number }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > readLimit) throw tooLarge();
    if (size <= limit) chunks.push(chunk);
  }
  return { chunks, size };
}

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function readPast(data: AsyncIterable<Uint8Array>, readLimit: number): Promise<void> {
  await readUpTo(data, 0, readLimit);
}

function tooLarge(): Response {
  return new Response(UPLOAD_TOO_LARGE_MESSAGE, { status: 413, statusText: "Payload Too Large" });
}
