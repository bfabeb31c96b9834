import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_WORD } from '#shared/schemas/account.ts';
import { confirmsDeletion, exportFileContents, exportFileName } from './export-file';

describe('exportFileName', () => {
  it('names the file for the local date, zero-padded', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe('kindred-data-2025-01-05.json');
    expect(exportFileName(new Date(2025, 11, 31, 0, 1))).toBe('kindred-data-2025-12-31.json');
  });
});

describe('exportFileContents', () => {
  it('is readable JSON that parses back to the export', () => {
    const data = { memberId: 'u1', photos: [] };
    const text = exportFileContents(data);
    expect(text).toContain('\n  "memberId": "u1"');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('confirmsDeletion', () => {
  it('needs exactly the confirmation word', () => {
    expect(confirmsDeletion(DELETE_CONFIRMATION_WORD, DELETE_CONFIRMATION_WORD)).toBe(true);
    expect(confirmsDeletion('delete', DELETE_CONFIRMATION_WORD)).toBe(false);
    expect(confirmsDeletion(' DELETE', DELETE_CONFIRMATION_WORD)).toBe(false);
    expect(confirmsDeletion('', DELETE_CONFIRMATION_WORD)).toBe(false);
  });
});
