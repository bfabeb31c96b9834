import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './labels';

describe('auditActionLabel', () => {
  it('names moderation and matchmaking actions, and shows anything newer readably', () => {
    expect(auditActionLabel('suspend')).toBe('Suspend');
    expect(auditActionLabel('remove_photo')).toBe('Remove photo');
    expect(auditActionLabel('propose_candidate')).toBe('Proposed a candidate');
    expect(auditActionLabel('restore_account')).toBe('restore account');
  });
});
