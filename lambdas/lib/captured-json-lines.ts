/** A test helper: what the handlers under test wrote as JSON lines (Powertools logs and EMF metrics). */
import { vi } from 'vitest';

/** The JSON lines (EMF documents and Powertools log lines) written to stdout or stderr while `run` ran. */
export async function jsonLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const writeError = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const consoles = (['log', 'info', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      written.push(args.map(String).join(' '));
    }),
  );
  try {
    await run().catch(() => undefined);
  } finally {
    write.mockRestore();
    writeError.mockRestore();
    for (const spy of consoles) spy.mockRestore();
  }
  return written
    .flatMap((text) => text.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
