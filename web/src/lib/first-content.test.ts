import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CONTENT_FALLBACK_MS, forgetFirstContent, isFirstContentShown, markFirstContentShown, onFirstContentShown, whenIdleAfterFirstContent } from './first-content';

beforeEach(() => {
  vi.useFakeTimers();
  forgetFirstContent();
});
afterEach(() => {
  forgetFirstContent();
  vi.unstubAllGlobals();
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
