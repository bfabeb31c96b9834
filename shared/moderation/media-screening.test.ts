import { describe, expect, it } from 'vitest';
import { screenVerdict, wantsSecondOpinion, withSecondOpinion, type ScreenScores } from './media-screening';

const scores = (partial: Partial<ScreenScores>): ScreenScores => ({
  Drawing: 0,
  Hentai: 0,
  Neutral: 0,
  Porn: 0,
  Sexy: 0,
  ...partial,
});

describe('screen verdicts', () => {
  it('publishes a neutral picture or a drawing', () => {
    expect(screenVerdict(scores({ Neutral: 0.95, Sexy: 0.05 }))).toBe('clean');
    expect(screenVerdict(scores({ Drawing: 0.7, Hentai: 0.2, Porn: 0.1 }))).toBe('clean');
  });

  it('blurs the borderline: notable sexual scores, or a high "sexy" one', () => {
    expect(screenVerdict(scores({ Neutral: 0.6, Porn: 0.2, Hentai: 0.15, Sexy: 0.05 }))).toBe('borderline');
    expect(screenVerdict(scores({ Neutral: 0.35, Sexy: 0.65 }))).toBe('borderline');
  });

  it('holds back the explicit, the two sexual classes together', () => {
    expect(screenVerdict(scores({ Porn: 0.4, Hentai: 0.3, Neutral: 0.3 }))).toBe('explicit');
    expect(screenVerdict(scores({ Porn: 0.9, Sexy: 0.1 }))).toBe('explicit');
  });
});

describe('the second opinion on a borderline photo of a person (decision 0083)', () => {
  const face = { score: 0.99, widthShare: 0.17 };

  it('is asked only for a borderline verdict on an image that shows a face', () => {
    expect(wantsSecondOpinion('borderline', [face])).toBe(true);
    expect(wantsSecondOpinion('borderline', [])).toBe(false);
    expect(wantsSecondOpinion('explicit', [face])).toBe(false);
    expect(wantsSecondOpinion('clean', [face])).toBe(false);
  });

  it('ignores an unsure or tiny face', () => {
    expect(wantsSecondOpinion('borderline', [{ score: 0.6, widthShare: 0.3 }])).toBe(false);
    expect(wantsSecondOpinion('borderline', [{ score: 0.99, widthShare: 0.03 }])).toBe(false);
  });

  it('clears the photo when the second model finds it clean, and never raises a verdict', () => {
    expect(withSecondOpinion('borderline', scores({ Neutral: 0.9, Porn: 0.05 }))).toBe('clean');
    expect(withSecondOpinion('borderline', scores({ Porn: 0.5, Neutral: 0.5 }))).toBe('borderline');
    expect(withSecondOpinion('borderline', scores({ Porn: 0.95 }))).toBe('borderline');
    expect(withSecondOpinion('explicit', scores({ Neutral: 1 }))).toBe('explicit');
  });
});
