// Reading an uploaded file from a multipart form: an empty file input means "no new file".
export async function fileBytes(value: FormDataEntryValue | null): Promise<{ bytes: Uint8Array; name: string } | null> {
  if (!value || typeof value === "string") return null;
  if (value.size === 0 && !value.name) return null;
  if (value.size === 0) return { bytes: new Uint8Array(), name: value.name };
  return { bytes: new Uint8Array(await value.arrayBuffer()), name: value.name };
}
