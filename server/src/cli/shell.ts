/** Characters no POSIX shell treats specially in a word, nor a .env reader. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** A value as one shell word: as it is when plain, else single-quoted (a quote inside becomes '\''). */
export function shellQuote(value: string): string {
  return PLAIN.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/** `export NAME=value` lines that `eval` and `.env` readers both take. */
export function exportLines(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `export ${name}=${shellQuote(value)}\n`)
    .join('');
}
