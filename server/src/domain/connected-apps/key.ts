/** A 32-byte key written as 64 hex digits or as base64 (standard or url-safe), else null. */
export function parseKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64');
  return key.length === 32 ? key : null;
}
