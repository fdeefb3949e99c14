export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** Anything with console's four methods: console itself, pino, winston, consola… */
export interface Logger {
  debug(message: string, ...rest: unknown[]): void;
  info(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}

export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'off'];
const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, off: 4 };

export function levelLogger(logger: Logger, level: LogLevel): Logger {
  const noop = () => {};
  const at = (l: Exclude<LogLevel, 'off'>) => (rank[l] >= rank[level] ? logger[l].bind(logger) : noop);
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * Headers for a log line: credentials never appear. Authorization keeps its scheme and the
 * credential's kind (`Bearer agent_key_test_***`), cookies and unknown secrets become `***`.
 */
export function redactHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (lower === 'authorization') {
      const match = /^(\S+)\s+((?:agent_key_(?:live|test)_|service_pat_(?:live|test)_|device_token_)?)/i.exec(value);
      out[lower] = match ? `${match[1]} ${match[2] ?? ''}***` : '***';
    } else if (lower === 'cookie' || lower === 'set-cookie' || lower === 'x-api-key' || lower === 'proxy-authorization') {
      out[lower] = '***';
    } else {
      out[lower] = value;
    }
  });
  return out;
}
