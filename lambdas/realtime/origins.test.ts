import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './origins';

describe('isOriginAllowed', () => {
  const list = 'http://localhost:5173, https://app.example.com';
  it('accepts listed origins and a missing origin', () => {
    expect(isOriginAllowed('http://localhost:5173', list)).toBe(true);
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true);
    expect(isOriginAllowed(undefined, list)).toBe(true);
  });
  it('refuses other origins, including look-alikes', () => {
    expect(isOriginAllowed('https://evil.example', list)).toBe(false);
    expect(isOriginAllowed('https://app.example.com.evil.example', list)).toBe(false);
    expect(isOriginAllowed('http://localhost:5173', '')).toBe(false);
  });
});
