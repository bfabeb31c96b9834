import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberDayKey, nextPin, type DayPin } from './member-day';

/** Far apart, odd offsets and daylight saving of every kind (Lord Howe moves by 30 minutes). */
const ZONES = [
  'Pacific/Kiritimati',
  'Etc/GMT+12',
  'Pacific/Pago_Pago',
  'UTC',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'America/St_Johns',
];
const LIMIT = 5;
const HOUR = 3600_000;

type Accepted = { at: number; key: string };

/** What the server does for a sequence of like attempts, each naming a zone, at server times `at`. */
function simulate(steps: { zone: string; at: number }[]): Accepted[] {
  let pin: DayPin | undefined;
  const counts = new Map<string, number>();
  const accepted: Accepted[] = [];
  for (const step of steps) {
    pin = nextPin(pin, step.zone, step.at).pin;
    const key = memberDayKey(pin, step.at);
    if ((counts.get(key) ?? 0) >= LIMIT) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    accepted.push({ at: step.at, key });
  }
  return accepted;
}

/** Sequences of attempts: any zone each time, server time moving forward by 0 to 30 hours, over 2025–2030. */
const attempts = fc
  .record({
    start: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }),
    steps: fc.array(
      fc.record({
        zone: fc.constantFrom(...ZONES),
        gapMs: fc.oneof(fc.integer({ min: 0, max: 2 * HOUR }), fc.integer({ min: 0, max: 30 * HOUR })),
      }),
      { minLength: 1, maxLength: 120 },
    ),
  })
  .map(({ start, steps }) => {
    let at = start;
    return steps.map(({ zone, gapMs }) => ({ zone, at: (at += gapMs) }));
  });

describe('one day per member, whatever zones the browser names', () => {
  it('alternating the two zones furthest apart gives a free member 5 likes, not 10', () => {
    const start = Date.UTC(2026, 10, 23, 11, 0);
    const steps = Array.from({ length: 20 }, (_, i) => ({
      zone: i % 2 ? 'Pacific/Kiritimati' : 'Etc/GMT+12',
      at: start + i * 60_000,
    }));
    expect(simulate(steps)).toHaveLength(LIMIT);
  });

  it('days never overlap or come back, last at least 23 hours, and hold at most the limit', () => {
    fc.assert(
      fc.property(attempts, (steps) => {
        const accepted = simulate(steps);
        const blocks: { key: string; first: number; last: number; count: number }[] = [];
        for (const { at, key } of accepted) {
          const current = blocks.at(-1);
          if (current?.key === key) Object.assign(current, { last: at, count: current.count + 1 });
          else {
            // A day, once left, is never counted in again.
            expect(blocks.some((block) => block.key === key)).toBe(false);
            blocks.push({ key, first: at, last: at, count: 1 });
          }
        }
        for (const block of blocks) expect(block.count).toBeLessThanOrEqual(LIMIT);
        // Between the last like of one day and the first of the day after next lies a whole day: at least 23 hours.
        for (let i = 2; i < blocks.length; i++)
          expect(blocks[i]!.first - blocks[i - 2]!.last).toBeGreaterThanOrEqual(23 * HOUR);
        // So no 24 hours hold more than two days' likes, as for a member who never changes zone.
        for (const { at } of accepted)
          expect(accepted.filter((other) => other.at >= at && other.at < at + 24 * HOUR).length).toBeLessThanOrEqual(
            2 * LIMIT,
          );
      }),
      { numRuns: 300 },
    );
  });

  it('a member who stays in one zone gets a fresh day at each local midnight', () => {
    const before = Date.UTC(2026, 10, 23, 4, 59); // 23:59 in New York
    const accepted = simulate([
      ...Array.from({ length: 6 }, () => ({ zone: 'America/New_York', at: before })),
      ...Array.from({ length: 6 }, () => ({ zone: 'America/New_York', at: before + 120_000 })),
    ]);
    expect(accepted.map((like) => like.key)).toEqual([
      ...Array(5).fill('2026-11-22@America/New_York'),
      ...Array(5).fill('2026-11-23@America/New_York'),
    ]);
  });

  it('a move to another zone starts counting there at its first midnight after the current day ends', () => {
    const start = Date.UTC(2026, 10, 23, 12, 0); // 07:00 in New York
    const first = nextPin(undefined, 'America/New_York', start).pin;
    const moved = nextPin(first, 'Asia/Kolkata', start + 25 * HOUR);
    expect(moved.moved).toBe(true);
    // New York's day of the 24th ends at 05:00 UTC on the 25th; Kolkata's next midnight is 18:30 UTC that day.
    expect(new Date(moved.pin.since).toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(memberDayKey(moved.pin, Date.UTC(2026, 10, 25, 10, 0))).toBe('2026-11-24@America/New_York');
    expect(memberDayKey(moved.pin, Date.UTC(2026, 10, 25, 19, 0))).toBe('2026-11-26@Asia/Kolkata');
    expect(nextPin(moved.pin, 'UTC', start + 30 * HOUR).moved).toBe(false);
  });
});
