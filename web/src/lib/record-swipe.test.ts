import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api-client', () => ({ api: vi.fn() }));
vi.mock('./browser-time-zone', () => ({ browserTimeZone: () => 'UTC' }));

const api = (await import('./api-client')).api as unknown as ReturnType<typeof vi.fn>;
const { recordSwipe, swipeCount } = await import('./record-swipe');

afterEach(() => api.mockReset());

describe('swipeCount', () => {
  it('counts answered swipes, and is unknown while one is on its way, failed or not', async () => {
    const start = swipeCount()!;
    let answer!: (value: unknown) => void;
    api.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)) as never);
    const first = recordSwipe({ targetId: 'a', action: 'like' });
    expect(swipeCount()).toBeNull();
    answer({ action: 'like', matched: false, matchId: null, repeated: false });
    await first;
    expect(swipeCount()).toBe(start + 1);

    api.mockRejectedValueOnce(new Error('offline'));
    await expect(recordSwipe({ targetId: 'b', action: 'pass' })).rejects.toThrow('offline');
    expect(swipeCount()).toBe(start + 2);
  });
});
