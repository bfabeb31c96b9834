import { describe, expect, it } from 'vitest';
import { auditActionLabel, heldScoreLines, verificationScoreLines } from './labels';

describe('auditActionLabel', () => {
  it('names moderation and matchmaking actions, and shows anything newer readably', () => {
    expect(auditActionLabel('suspend')).toBe('Suspend');
    expect(auditActionLabel('remove_photo')).toBe('Remove photo');
    expect(auditActionLabel('propose_candidate')).toBe('Proposed a candidate');
    expect(auditActionLabel('restore_account')).toBe('restore account');
  });

  it('names verification decisions', () => {
    expect(auditActionLabel('verification_approve')).toBe('Approved verification');
    expect(auditActionLabel('verification_deny')).toBe('Rejected verification');
  });
});

describe('verificationScoreLines', () => {
  const scores = { match: 0.756, spoof: 0.52, age: 19.4, reuse: 0.3 };

  it('says each score in plain words beside its thresholds, and marks what sent the attempt to a person', () => {
    const lines = verificationScoreLines({ scores, reasons: ['borderline-match', 'age'], declaredAge: 20 });
    expect(lines).toEqual([
      {
        label: 'Face match with the profile photos',
        value: '76%',
        rule: 'verified from 80%, a person looks from 70%',
        flagged: true,
      },
      {
        label: 'Live person (anti-spoofing)',
        value: '52%',
        rule: 'fails under 20%, a person looks under 35%',
        flagged: false,
      },
      { label: 'Estimated age', value: '19 (declared 20)', rule: 'a person looks under 21', flagged: true },
    ]);
  });

  it('shows the likeness to another account only for a reused face', () => {
    const lines = verificationScoreLines({ scores: { ...scores, reuse: 0.93 }, reasons: ['reuse'], declaredAge: null });
    expect(lines.map((line) => line.label)).toContain('Likeness to another account’s verified face');
    expect(lines.at(-1)).toMatchObject({ value: '93%', rule: 'the same face from 80%', flagged: true });
    expect(lines.find((line) => line.label === 'Estimated age')?.value).toBe('19');
  });
});

describe('heldScoreLines', () => {
  it('adds porn and hentai against the hold threshold, and reads sexy on its own', () => {
    expect(heldScoreLines({ porn: 0.62, hentai: 0.2, sexy: 0.1 })).toEqual([
      { label: 'Explicit (porn + hentai)', value: '82%', rule: 'held from 70%, blurred from 35%', flagged: true },
      { label: 'Suggestive (sexy)', value: '10%', rule: 'blurred from 60%', flagged: false },
    ]);
  });
});
