import { describe, expect, it } from 'vitest';
import { freePhotoSlots, moveItem } from './photo-grid';

describe('freePhotoSlots', () => {
  it('counts uploads in flight against the 6 photos', () => {
    expect(freePhotoSlots(0, 0)).toBe(6);
    expect(freePhotoSlots(4, 1)).toBe(1);
    expect(freePhotoSlots(6, 0)).toBe(0);
    expect(freePhotoSlots(5, 3)).toBe(0);
  });
});

describe('moveItem', () => {
  it('moves left, right and to the front', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('leaves the list alone for moves off either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
