import { describe, expect, it } from 'vitest';
import { receiptsFromSockets } from './mark-read';

const on = { readReceipts: true };
const off = { readReceipts: false };
const older = { readReceipts: undefined };

describe('receiptsFromSockets', () => {
  it('tells no one when the other member has no socket open', () => {
    expect(receiptsFromSockets([on], [])).toBe(false);
    expect(receiptsFromSockets([older], [])).toBe(false);
  });
  it('answers from the choices the sockets carry: both on, or not', () => {
    expect(receiptsFromSockets([on, on], [on])).toBe(true);
    expect(receiptsFromSockets([on], [off])).toBe(false);
    expect(receiptsFromSockets([off], [on, on])).toBe(false);
    // Two tabs between a save and its copy: the safe answer is no receipt.
    expect(receiptsFromSockets([on, off], [on])).toBe(false);
  });
  it('leaves the answer to the settings when a socket carries no choice, or the reader has none open', () => {
    expect(receiptsFromSockets([older], [on])).toBeUndefined();
    expect(receiptsFromSockets([on], [on, older])).toBeUndefined();
    expect(receiptsFromSockets([], [on])).toBeUndefined();
  });
});
