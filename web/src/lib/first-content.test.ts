import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_CONTENT_FALLBACK_MS,
  forgetFirstContent,
  isFirstContentShown,
  markFirstContentShown,
  onFirstContentShown,
  PRESENTED_FALLBACK_MS,
  whenIdleAfterFirstContent,
  whenPresented,
} from './first-content';

beforeEach(() => {
  vi.useFakeTimers();
  forgetFirstContent();
});
afterEach(() => {
  forgetFirstContent();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('first content', () => {
  it('runs what waits once the page says its first content is shown, and at once after that', () => {
    const waiting = vi.fn();
    onFirstContentShown(waiting);
    vi.advanceTimersByTime(FIRST_CONTENT_FALLBACK_MS - 1);
    expect(waiting).not.toHaveBeenCalled();
    markFirstContentShown();
    markFirstContentShown();
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(isFirstContentShown()).toBe(true);
    const later = vi.fn();
    onFirstContentShown(later);
    expect(later).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_CONTENT_FALLBACK_MS);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the fallback: a page that never says so still gets its extras', () => {
    const waiting = vi.fn();
    onFirstContentShown(waiting);
    vi.advanceTimersByTime(FIRST_CONTENT_FALLBACK_MS);
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(isFirstContentShown()).toBe(true);
  });

  it('stops waiting when the member starts using the page', () => {
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    const waiting = vi.fn();
    onFirstContentShown(waiting);
    target.dispatchEvent(new Event('keydown'));
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('cancels: a listener removed before the moment never runs', () => {
    const waiting = vi.fn();
    const cancel = onFirstContentShown(waiting);
    cancel();
    markFirstContentShown();
    expect(waiting).not.toHaveBeenCalled();
  });

  it('whenIdleAfterFirstContent waits for the first content, then for an idle moment', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdleAfterFirstContent(work, 5_000, 500);
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
    markFirstContentShown();
    vi.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    forgetFirstContent();
    const cancelled = vi.fn();
    const cancel = whenIdleAfterFirstContent(cancelled, 5_000, 500);
    markFirstContentShown();
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenPresented', () => {
  type Entry = { startTime: number };
  function fakeObserver() {
    const observers: {
      callback: (list: { getEntries: () => Entry[] }) => void;
      disconnected: boolean;
      options?: unknown;
    }[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      private readonly record: (typeof observers)[number];
      constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    return observers;
  }

  it('waits for the browser to report a paint from now on, not an earlier one, and stops listening', () => {
    const observers = fakeObserver();
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const done = vi.fn();
    whenPresented(done);
    expect(observers[0]!.options).toEqual({ type: 'largest-contentful-paint' });
    observers[0]!.callback({ getEntries: () => [{ startTime: 900 }] });
    expect(done).not.toHaveBeenCalled();
    observers[0]!.callback({ getEntries: () => [{ startTime: 1_016 }] });
    expect(done).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
    vi.advanceTimersByTime(PRESENTED_FALLBACK_MS);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting for a report after the fallback', () => {
    const observers = fakeObserver();
    const done = vi.fn();
    whenPresented(done);
    vi.advanceTimersByTime(PRESENTED_FALLBACK_MS - 1);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('waits a frame and a task where the browser reports no paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const done = vi.fn();
    whenPresented(done);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
