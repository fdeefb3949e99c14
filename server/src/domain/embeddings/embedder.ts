import { DomainError } from '../errors.js';

/**
 * What turns texts into vectors for search: the server holds one (AppDeps.embedder), used for
 * memories. Vectors of different models are never compared: each stored vector names its model.
 */
export interface Embedder {
  /** The model, stored beside each vector, e.g. `all-MiniLM-L6-v2-int8`. */
  readonly model: string;
  readonly dims: number;
  /** One unit-length vector per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** The embedder of a server that has none: every use is 501 `not_configured`, saying why. */
export function unavailableEmbedder(reason: string): Embedder {
  return {
    model: 'none',
    dims: 0,
    embed: () => Promise.reject(new DomainError('not_configured', reason)),
  };
}

/** The vector scaled to length 1 (a zero vector stays zero). */
export function normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const length = Math.sqrt(sum);
  if (length > 0) for (let i = 0; i < vector.length; i++) vector[i]! /= length;
  return vector;
}
