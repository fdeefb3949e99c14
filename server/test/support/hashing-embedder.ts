import { createHash } from 'node:crypto';
import { normalize, type Embedder } from '../../src/domain/embeddings/embedder.js';

const DIMS = 384;

/**
 * The tests' embedder, deterministic and instant: feature hashing of lower-cased words and word
 * pairs into 384 signed dimensions, L2-normalised, so that texts sharing words score higher. It
 * knows no meaning (the real model does, test/embeddings); it lives with the tests only.
 */
export function hashingEmbedder(): Embedder {
  const embedOne = (text: string) => {
    const vector = new Float32Array(DIMS);
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const features = [...words, ...words.slice(1).map((word, index) => `${words[index]} ${word}`)];
    for (const feature of features) {
      const digest = createHash('sha256').update(feature).digest();
      vector[digest.readUInt16LE(0) % DIMS]! += digest[2]! & 1 ? 1 : -1;
    }
    return normalize(vector);
  };
  return { model: 'hashing-384', dims: DIMS, embed: (texts) => Promise.resolve(texts.map(embedOne)) };
}
