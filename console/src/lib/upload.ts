/**
 * PUTs a file's bytes to a stored object's signed upload URL (POST /v1/storage/objects answers it):
 * not an API call but the store's own URL, whose signature is the credential, so the one place
 * the console sends a request without the SDK (eslint.config.js allows it here only). With an
 * S3 store the URL signs the content type: the declared one is sent.
 */
export async function putToSignedUrl(url: string, file: Blob, contentType: string): Promise<void> {
  const answer = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': contentType } });
  if (answer.ok) return;
  const body = (await answer.json().catch(() => null)) as { error?: { message?: string } } | null;
  throw new Error(body?.error?.message ?? `The upload failed (${answer.status})`);
}
