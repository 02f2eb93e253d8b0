/** A multipart body for app.inject, built the way a browser builds it. */
export async function multipartBody(
  fields: Record<string, string>,
  file: { name: string; content: string | Uint8Array<ArrayBuffer>; type?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file.content], { type: file.type ?? 'text/csv' }), file.name);
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}
