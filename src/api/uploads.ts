// openapi-fetch sends JSON by default; the image uploads are multipart with one `file` part.
export function fileFormData(body: unknown): FormData {
  const data = new FormData();
  const file = (body as { file?: Blob }).file;
  if (file) data.append('file', file);
  return data;
}
