// The real content type is read from the file's first bytes, never trusted from the client.
import { PRINCIPAL_CONSENT_EXTENSIONS } from "../../../app/lib/contract";
import { fileExtensionMessage, fileSizeMessage, hasFileExtension, isFileLike } from "../../../app/lib/validation";
import { ApiError, fieldError } from "./errors";

const SIGNATURES: { contentType: string; extensions: readonly string[]; magic: number[] }[] = [
  { contentType: "application/pdf", extensions: ["pdf"], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { contentType: "image/png", extensions: ["png"], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: "image/jpeg", extensions: ["jpg", "jpeg"], magic: [0xff, 0xd8, 0xff] },
];

const UPLOAD_MESSAGES = {
  missing: "Dołącz plik.",
  wrongContent: "Zawartość pliku nie odpowiada formatowi PDF, JPG ani PNG.",
} as const;

interface Upload {
  filename: string;
  contentType: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is File {
  return isFileLike(value) && value.size > 0 && typeof (value as File).arrayBuffer === "function";
}

export async function readUpload(value: unknown, field: string, maxKb: number): Promise<Upload> {
  if (!isUploadedFile(value)) throw fieldError(field, UPLOAD_MESSAGES.missing);
  if (value.size > maxKb * 1024)
    throw new ApiError(413, { [field]: [fileSizeMessage(maxKb)], detail: fileSizeMessage(maxKb) });
  if (!hasFileExtension(value, PRINCIPAL_CONSENT_EXTENSIONS))
    throw fieldError(field, fileExtensionMessage(PRINCIPAL_CONSENT_EXTENSIONS));
  const data = Buffer.from(await value.arrayBuffer());
  const extension = value.name.toLowerCase().split(".").pop() ?? "";
  const signature = SIGNATURES.find((candidate) => candidate.magic.every((byte, index) => data[index] === byte));
  if (!signature || !signature.extensions.includes(extension)) throw fieldError(field, UPLOAD_MESSAGES.wrongContent);
  return { filename: safeFilename(value.name), contentType: signature.contentType, data };
}

function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "plik";
  const printable = Array.from(base)
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '"')
    .join("");
  return printable.slice(-120) || "plik";
}

export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
