import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '#shared/chat/limits.ts';
import { contentToSend } from './message-content';

describe('contentToSend', () => {
  it('trims, and refuses blank or whitespace-only drafts', () => {
    expect(contentToSend('  Hello there \n')).toBe('Hello there');
    expect(contentToSend('Line one\nline two')).toBe('Line one\nline two');
    expect(contentToSend('')).toBeNull();
    expect(contentToSend(' \n\t  ')).toBeNull();
  });

  it('allows exactly the limit, not one more', () => {
    expect(contentToSend('x'.repeat(MAX_MESSAGE_LENGTH))).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(contentToSend('x'.repeat(MAX_MESSAGE_LENGTH + 1))).toBeNull();
    // Surrounding spaces do not count against it.
    expect(contentToSend(` ${'x'.repeat(MAX_MESSAGE_LENGTH)} `)).toHaveLength(MAX_MESSAGE_LENGTH);
  });
});
