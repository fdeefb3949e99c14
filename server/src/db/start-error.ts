/** The database could not be started or reached; its message is one line a person can act on. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}
