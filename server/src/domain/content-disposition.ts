/** A file name as a quoted-string (RFC 6266) of ASCII, and in full as `filename*` (RFC 5987): an attachment's header. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
