import { describe, expect, it } from 'vitest';
import { TYPING_THROTTLE_MS } from '#shared/realtime-timing.ts';
import { isSendKey, lengthCounter, shouldSendTyping } from './composer';

describe('lengthCounter', () => {
  it('shows only near the limit', () => {
    expect(lengthCounter('hi')).toBeNull();
    expect(lengthCounter('x'.repeat(1799))).toBeNull();
    expect(lengthCounter('x'.repeat(1800))).toBe('1800 / 2000');
  });
});

describe('isSendKey', () => {
  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});

describe('shouldSendTyping', () => {
  it('sends the first, then at most one per throttle window', () => {
    expect(shouldSendTyping(null, 1_000)).toBe(true);
    expect(shouldSendTyping(1_000, 1_000 + TYPING_THROTTLE_MS - 1)).toBe(false);
    expect(shouldSendTyping(1_000, 1_000 + TYPING_THROTTLE_MS)).toBe(true);
  });
});
