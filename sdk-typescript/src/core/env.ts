/** Reads an environment variable where the runtime has one (Node, Bun, Deno); undefined elsewhere. */
export function readEnv(name: string): string | undefined {
  const g = globalThis as {
    process?: { env?: Record<string, string | undefined> };
    Deno?: { env?: { get?: (key: string) => string | undefined } };
  };
  let value: string | undefined;
  try {
    value = g.process?.env?.[name] ?? g.Deno?.env?.get?.(name);
  } catch {
    value = undefined; // Deno without --allow-env
  }
  value = value?.trim();
  return value === '' ? undefined : value;
}
