/**
 * The dev profile's JSON file: written whole after each change, atomically
 * (temp file, then rename), so a crash mid-write leaves the previous state.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { errorText } from '../log';
import { STATE_VERSION, emptyState, type StripeState } from './state';

export function loadState(file: string | undefined, log: (line: string) => void): StripeState {
  if (!file || !existsSync(file)) return emptyState();
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StripeState>;
    if (stored.version !== STATE_VERSION) throw new Error(`unknown state version ${String(stored.version)}`);
    const fresh = emptyState();
    // Fields added in later versions of this file start empty.
    return { ...fresh, ...stored, hidden: { ...fresh.hidden, ...stored.hidden } } as StripeState;
  } catch (error) {
    // Keep the unreadable file for inspection rather than overwrite it.
    const aside = `${file}.unreadable-${Date.now()}`;
    renameSync(file, aside);
    log(`state file unreadable, starting empty (moved to ${aside}): ${errorText(error)}`);
    return emptyState();
  }
}

export function saveState(file: string, state: StripeState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(state));
  renameSync(temp, file);
}
