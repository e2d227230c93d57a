// Test-only: a multipart/form-data body as a browser's FormData sends it.
import { randomUUID } from 'node:crypto';

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

export function multipartForm(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----quotemarket${randomUUID()}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
    ),
    'value' in part ? Buffer.from(part.value) : part.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
