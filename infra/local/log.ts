/**
 * One log function for the whole local cloud, so start.ts prints to the
 * terminal and tests can collect or silence it. Each part tags its lines.
 */
export type Log = (line: string) => void;

export function tagged(log: Log, tag: string): Log {
  return (line) => log(`[${tag}] ${line}`);
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
