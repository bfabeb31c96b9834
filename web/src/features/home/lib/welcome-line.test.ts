import { describe, expect, it } from 'vitest';
import { welcomeLine } from './welcome-line';

describe('welcomeLine', () => {
  it('greets by the name on the profile, never by the username', () => {
    const me = { fullName: 'Avery Ong', username: 'averyouyd4' };
    expect(welcomeLine(me)).toBe('Welcome back, Avery Ong');
  });

  it('greets without a name while the profile has none, or before the member is loaded', () => {
    expect(welcomeLine({ fullName: '  ' })).toBe('Welcome back');
    expect(welcomeLine(undefined)).toBe('Welcome back');
  });
});
