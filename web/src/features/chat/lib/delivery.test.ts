import { describe, expect, it } from 'vitest';
import type { PendingMessage } from './conversation-state';
import { ACK_TIMEOUT_MS, MAX_SEND_ATTEMPTS, nextSendStep } from './delivery';

const entry = (change: Partial<PendingMessage> = {}): PendingMessage => ({
  clientId: 'c-12345678',
  content: 'Hi',
  status: 'sending',
  attempts: 1,
  lastSentAt: 1_000,
  ...change,
});

describe('nextSendStep', () => {
  it('sends what never went out at once', () => {
    expect(nextSendStep(entry({ attempts: 0 }), 1_000)).toBe('send');
  });

  it('waits for the acknowledgement, then resends', () => {
    expect(nextSendStep(entry(), 1_000 + ACK_TIMEOUT_MS - 1)).toBe('wait');
    expect(nextSendStep(entry(), 1_000 + ACK_TIMEOUT_MS)).toBe('send');
  });

  it('gives up after the last attempt has had its time', () => {
    expect(nextSendStep(entry({ attempts: MAX_SEND_ATTEMPTS }), 1_000 + ACK_TIMEOUT_MS - 1)).toBe('wait');
    expect(nextSendStep(entry({ attempts: MAX_SEND_ATTEMPTS }), 1_000 + ACK_TIMEOUT_MS)).toBe('giveUp');
  });

  it('leaves a failed send alone until the member retries', () => {
    expect(nextSendStep(entry({ status: 'failed', attempts: 0 }), 99_000)).toBe('wait');
  });
});
