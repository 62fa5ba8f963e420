import type { ApiErrorResponse } from 'shared-events/contracts';

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export interface UploadedFile {
  bytes: Buffer;
  name: string;
  type: string;
  /** The multipart field; the route's own unless told. */
  field?: string;
}

/** Sends a multipart form with `file` in `field` (without a file: a form holding a text field only), as a browser does. */
export async function uploadForm<Body = ApiErrorResponse>(
  url: string,
  request: { method: 'PUT' | 'POST'; field: string; token: string | undefined; file?: UploadedFile },
): Promise<{ status: number; body: Body }> {
  const { file, token } = request;
  const form = new FormData();
  if (file) form.append(file.field ?? request.field, new Blob([file.bytes], { type: file.type }), file.name);
  else form.append('note', 'no file here');
  const response = await fetch(url, { method: request.method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as Body };
}
