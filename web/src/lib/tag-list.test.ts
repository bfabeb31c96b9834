import { describe, expect, it } from 'vitest';
import { addTag, removeTag, toggleTag } from './tag-list';

describe('addTag', () => {
  it('appends a trimmed entry and asks to clear the input', () => {
    expect(addTag(['Hiking'], '  Cooking ')).toEqual({ tags: ['Hiking', 'Cooking'], added: true, clearInput: true });
  });

  it('ignores blank input and keeps the input as it is', () => {
    expect(addTag(['Hiking'], '   ')).toEqual({ tags: ['Hiking'], added: false, clearInput: false });
    expect(addTag([], '')).toEqual({ tags: [], added: false, clearInput: false });
  });

  it('ignores a duplicate, whatever its case or surrounding spaces, and clears the input', () => {
    expect(addTag(['English', 'French'], ' english ')).toEqual({
      tags: ['English', 'French'],
      added: false,
      clearInput: true,
    });
  });

  it('refuses to grow past the maximum', () => {
    expect(addTag(['a', 'b'], 'c', 2)).toEqual({ tags: ['a', 'b'], added: false, clearInput: false });
  });

  it('never mutates the list it was given', () => {
    const tags = ['a'];
    addTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });
});

describe('removeTag and toggleTag', () => {
  it('removes exactly the tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('toggles a quick-add value on and off', () => {
    expect(toggleTag(['Asian'], 'Mixed')).toEqual(['Asian', 'Mixed']);
    expect(toggleTag(['Asian', 'Mixed'], 'Asian')).toEqual(['Mixed']);
  });
});
