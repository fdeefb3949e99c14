import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../../logger.js';
import { normalize, unavailableEmbedder, type Embedder } from './embedder.js';

export const MINILM_MODEL = 'all-MiniLM-L6-v2-int8';
const DIMS = 384;
/** sentence-transformers' max_seq_length for this model: longer texts are cut, as it cuts them. */
const MAX_TOKENS = 256;
const FILES = ['model.onnx', 'tokenizer.json', 'tokenizer_config.json'] as const;

interface Encoded {
  ids: number[];
  attention_mask: number[];
  token_type_ids?: number[];
}

/**
 * all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime-node, in this process: the offline embedder, real
 * and free (ARCHITECTURE.md §9). Sentence-transformers' recipe: tokens (WordPiece, [CLS] … [SEP],
 * at most 256), the model's last hidden state mean-pooled over the attention mask, L2-normalised.
 * The model loads at the first use. Without its files (`scripts/ensure-embedding-model.sh`
 * fetches them) or its optional packages, the embedder is unavailable and says which.
 */
export function miniLmEmbedder(modelDir: string, logger: Logger): Embedder {
  const missing = FILES.filter((file) => !existsSync(path.join(modelDir, file)));
  if (missing.length > 0) {
    return unavailableEmbedder(`The embedding model is not installed: ${missing.join(', ')} missing in ${modelDir}; run sh scripts/ensure-embedding-model.sh`);
  }
  let loading: Promise<(texts: readonly string[]) => Promise<Float32Array[]>> | undefined;
  const load = async () => {
    const [ort, { Tokenizer }] = await Promise.all([import('onnxruntime-node'), import('@huggingface/tokenizers')]);
    const read = (file: string) => JSON.parse(readFileSync(path.join(modelDir, file), 'utf8')) as Record<string, unknown>;
    const tokenizer = new Tokenizer(read('tokenizer.json'), read('tokenizer_config.json'));
    const session = await ort.InferenceSession.create(path.join(modelDir, 'model.onnx'));
    logger.info({ model: MINILM_MODEL }, 'embedding model loaded');
    const tensor = (values: number[]) => new ort.Tensor('int64', BigInt64Array.from(values, BigInt), [1, values.length]);
    return async (texts: readonly string[]) => {
      const vectors: Float32Array[] = [];
      for (const text of texts) {
        const encoded = tokenizer.encode(text) as Encoded;
        const keep = Math.min(encoded.ids.length, MAX_TOKENS);
        // A cut keeps [CLS] and the first tokens, and ends with [SEP] as the model was trained.
        const ids = encoded.ids.length > MAX_TOKENS ? [...encoded.ids.slice(0, MAX_TOKENS - 1), encoded.ids.at(-1)!] : encoded.ids;
        const mask = encoded.attention_mask.slice(0, keep);
        const types = (encoded.token_type_ids ?? ids.map(() => 0)).slice(0, keep);
        const output = await session.run({ input_ids: tensor(ids), attention_mask: tensor(mask), token_type_ids: tensor(types) });
        const hidden = (output.last_hidden_state ?? Object.values(output)[0]!).data as Float32Array;
        const pooled = new Float32Array(DIMS);
        let counted = 0;
        for (let token = 0; token < keep; token++) {
          if (mask[token] === 0) continue;
          counted += 1;
          for (let dim = 0; dim < DIMS; dim++) pooled[dim]! += hidden[token * DIMS + dim]!;
        }
        for (let dim = 0; dim < DIMS; dim++) pooled[dim]! /= Math.max(counted, 1);
        vectors.push(normalize(pooled));
      }
      return vectors;
    };
  };
  return {
    model: MINILM_MODEL,
    dims: DIMS,
    async embed(texts) {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return (await loading)(texts);
    },
  };
}
