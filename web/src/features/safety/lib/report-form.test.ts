import { describe, expect, it } from 'vitest';
import { ReportMemberSchema } from '#shared/schemas/safety.ts';
import { initialReportForm, REPORT_CATEGORY_OPTIONS, toReportRequest } from './report-form';

describe('report form', () => {
  it('starts with no category, an empty note and blocking off: a report alone keeps the match', () => {
    expect(initialReportForm()).toEqual({ category: null, note: '', alsoBlock: false });
    expect(toReportRequest('m1', { ...initialReportForm(), category: 'harassment' })?.alsoBlock).toBe(false);
  });

  it('sends nothing until a category is chosen', () => {
    expect(toReportRequest('m1', initialReportForm())).toBeNull();
  });

  it('leaves a blank note out and trims a real one', () => {
    expect(toReportRequest('m1', { category: 'scam', note: '   ', alsoBlock: true })).toEqual({
      memberId: 'm1',
      category: 'scam',
      alsoBlock: true,
    });
    expect(toReportRequest('m1', { category: 'other', note: '  asked for money  ', alsoBlock: false })).toEqual({
      memberId: 'm1',
      category: 'other',
      note: 'asked for money',
      alsoBlock: false,
    });
  });

  it('never sends a note longer than the server accepts', () => {
    const request = toReportRequest('m1', { category: 'harassment', note: 'x'.repeat(1200), alsoBlock: true });
    expect(ReportMemberSchema.safeParse(request).success).toBe(true);
  });

  it('names the story when a story is reported', () => {
    const request = toReportRequest(
      'm1',
      { category: 'inappropriate_content', note: '', alsoBlock: false },
      { storyId: '01JD2Z8V9K3M4N5P6Q7R8S9T0V' },
    );
    expect(request).toEqual({
      memberId: 'm1',
      category: 'inappropriate_content',
      alsoBlock: false,
      storyId: '01JD2Z8V9K3M4N5P6Q7R8S9T0V',
    });
    expect(ReportMemberSchema.safeParse(request).success).toBe(true);
  });

  it('carries a like comment as what is reported, and never blocks unless ticked', () => {
    const request = toReportRequest('m1', { ...initialReportForm(), category: 'harassment' }, { likeComment: true });
    expect(request).toEqual({ memberId: 'm1', category: 'harassment', alsoBlock: false, likeComment: true });
    expect(ReportMemberSchema.safeParse(request).success).toBe(true);
  });

  it('names the photo when a photo is reported, and the server takes it; a photo with a story is refused', () => {
    const request = toReportRequest(
      'm1',
      { category: 'fake_profile', note: '', alsoBlock: false },
      { photoId: 'p-42' },
    );
    expect(request).toEqual({ memberId: 'm1', category: 'fake_profile', alsoBlock: false, photoId: 'p-42' });
    expect(ReportMemberSchema.safeParse(request).success).toBe(true);
    expect(ReportMemberSchema.safeParse({ ...request, storyId: '01JD2Z8V9K3M4N5P6Q7R8S9T0V' }).success).toBe(false);
  });

  it('offers every category the server knows, with its label', () => {
    expect(REPORT_CATEGORY_OPTIONS.map((option) => option.label)).toContain('Appears to be under 18');
    expect(REPORT_CATEGORY_OPTIONS).toHaveLength(6);
  });
});
