import mammoth from 'mammoth';
import type { InternalHandler, InternalOutcome } from '../catalog/internal.js';
import { DOCUMENT_TYPES, type DocumentExtractPayload, type DocumentExtractResult, type DocumentType } from '../catalog/operations/document.js';
import { isSandboxFailUrl, SANDBOX_FAIL_HOST } from '../catalog/sandbox.js';
import { LONG_TEXT_MAX_LENGTH } from '../bounded.js';
import { DomainError } from '../errors.js';
import { extractText } from '../knowledge/extract.js';
import { agentObject, notInWorkspace } from '../storage/object-operations.js';
import { readObjectBytes } from '../storage/objects.js';
import { fetchOutbound } from '../../providers/outbound/fetch.js';
import { ProviderFailure } from '../../providers/failure.js';
import { VERSION } from '../../version.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The reader a media type picks, its parameters aside; null when none reads it. */
function documentType(mediaType: string): DocumentType | null {
  const bare = mediaType.split(';')[0]!.trim().toLowerCase();
  return (DOCUMENT_TYPES as readonly string[]).includes(bare) ? (bare as DocumentType) : null;
}

const unreadable = (mediaType: string) =>
  ({ status: 'failed', detail: `The document is "${mediaType || 'of no media type'}"; document.extract_text reads ${DOCUMENT_TYPES.join(', ')} (give content_type to say which it is)` }) as const;

/** The text of `bytes`: PDF and HTML by the knowledge feature's readers, DOCX by mammoth's raw text (paragraphs, one per line). */
async function read(type: DocumentType, bytes: Buffer, source: 'content' | 'object_id'): Promise<{ text: string; title: string | null }> {
  if (type !== DOCX) return extractText(type, bytes, source);
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return { text: value.replaceAll('\0', '').replace(/\n{3,}/g, '\n\n').trim(), title: null };
  } catch (error) {
    throw new DomainError('invalid_request', `The document is not a readable DOCX file: ${error instanceof Error ? error.message.slice(0, 200) : 'unreadable'}`);
  }
}

function answer(type: DocumentType, extracted: { text: string; title: string | null }, costCents: number): InternalOutcome<DocumentExtractResult> {
  const truncated = extracted.text.length > LONG_TEXT_MAX_LENGTH;
  const text = truncated ? extracted.text.slice(0, LONG_TEXT_MAX_LENGTH) : extracted.text;
  return { status: 'executed', result: { text, title: extracted.title?.slice(0, 200) ?? null, content_type: type, characters: text.length, truncated }, costCents };
}

/**
 * document.extract_text (catalog/operations/document.ts). A URL goes through the outbound guard
 * as web.fetch_url does (public addresses only, PROCTOR_FETCH_MAX_BYTES, the provider deadline);
 * a stored object must be of the agent's workspace, as storage.get_object's must.
 */
export const extractDocumentText: InternalHandler<DocumentExtractPayload, DocumentExtractResult> = async (payload, { db, request, config }) => {
  // The price held; settle debits test mode nothing.
  const costCents = Number(request.holdCents);
  try {
    if (payload.url !== undefined) {
      if (request.mode === 'test') {
        if (isSandboxFailUrl(payload.url)) return { status: 'failed', detail: `Sandbox failure trigger: url is on ${SANDBOX_FAIL_HOST}; test mode fails this request on purpose so that you can exercise your error handling` };
        return answer(payload.content_type ?? 'text/html', { text: `Sandbox text of ${payload.url}.`, title: null }, 0);
      }
      const response = await fetchOutbound(
        payload.url,
        { signal: AbortSignal.timeout(config.PROCTOR_PROVIDER_TIMEOUT_MS), maxBytes: config.PROCTOR_FETCH_MAX_BYTES, headers: { 'user-agent': `Proctor/${VERSION} (document.extract_text)` } },
        config,
      );
      if (response.status >= 400) return { status: 'failed', detail: `${response.url} answered HTTP ${response.status}` };
      const mediaType = response.headers.get('content-type') ?? '';
      const type = payload.content_type ?? documentType(mediaType);
      if (!type) return unreadable(mediaType);
      return answer(type, await read(type, Buffer.from(response.body), 'content'), costCents);
    }
    const object = await agentObject(db, config, request, payload.object_id!);
    if (!object) return notInWorkspace(payload.object_id!);
    if (Number(object.size) > config.PROCTOR_FETCH_MAX_BYTES) return { status: 'failed', detail: `The object is ${Number(object.size)} bytes, more than PROCTOR_FETCH_MAX_BYTES (${config.PROCTOR_FETCH_MAX_BYTES})` };
    const type = payload.content_type ?? documentType(object.contentType);
    if (!type) return unreadable(object.contentType);
    return answer(type, await read(type, await readObjectBytes(config, object), 'object_id'), costCents);
  } catch (error) {
    if (error instanceof DomainError || error instanceof ProviderFailure) return { status: 'failed', detail: error.message };
    if (error instanceof Error && error.name === 'TimeoutError') return { status: 'failed', detail: `The URL did not answer within ${config.PROCTOR_PROVIDER_TIMEOUT_MS} ms` };
    throw error;
  }
};
