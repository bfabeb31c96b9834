/**
 * The viewer's clock, pure: which story of a member is on screen, how far into
 * it, and whether the viewer closes (marketing spec "States and transitions": 5
 * s each, then the next story of the same member, and close after the last).
 */
import { STORY_IMAGE_SECONDS } from '#shared/stories/rules.ts';

export const IMAGE_MS = STORY_IMAGE_SECONDS * 1000;

export type PlayerState = { index: number; elapsedMs: number };
export type PlayerStep = { state: PlayerState; finished: boolean };

/** Back or forward one story; forward past the last closes, back before the first restarts it. */
export function step(state: PlayerState, count: number, direction: 1 | -1): PlayerStep {
  const index = state.index + direction;
  if (index >= count) return { state: { index: count - 1, elapsedMs: 0 }, finished: true };
  return { state: { index: Math.max(0, index), elapsedMs: 0 }, finished: false };
}

/** Time passes on the current story; at its end the next one starts. */
export function tick(state: PlayerState, count: number, deltaMs: number, durationMs: number): PlayerStep {
  const elapsedMs = state.elapsedMs + Math.max(0, deltaMs);
  if (elapsedMs < durationMs) return { state: { ...state, elapsedMs }, finished: false };
  return step(state, count, 1);
}

/** How full each story's bar is, 0..1: past ones full, later ones empty. */
export function barFill(barIndex: number, state: PlayerState, durationMs: number): number {
  if (barIndex < state.index) return 1;
  if (barIndex > state.index) return 0;
  return durationMs > 0 ? Math.min(1, state.elapsedMs / durationMs) : 0;
}

/** A tap on the left third goes back; anywhere else goes forward. */
export const tapDirection = (x: number, width: number): 1 | -1 => (x < width / 3 ? -1 : 1);
