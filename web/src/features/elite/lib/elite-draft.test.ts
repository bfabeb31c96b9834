import { describe, expect, it } from 'vitest';
import { draftKey, emptyFormState, loadDraft, parseDraft, saveDraft } from './elite-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('the Elite request draft', () => {
  it('starts at the spec defaults: age 25–35, height 160–180, nothing chosen', () => {
    const state = emptyFormState();
    expect(state.preferredAge).toEqual([25, 35]);
    expect(state.preferredHeight).toEqual([160, 180]);
    expect(state.preferredEducation).toBe('');
    expect(state.personalityTraits).toEqual([]);
    expect(state.backgroundCheckRequired).toBe(false);
  });

  it('comes back as it was saved, per member', () => {
    const storage = memoryStorage();
    const draft = {
      ...emptyFormState(),
      preferredAge: [30, 40] as [number, number],
      smokingPreference: 'non-smoker',
      personalityTraits: ['Creative' as const],
      dealbreakers: 'Rudeness',
    };
    saveDraft('member-a', draft, storage);
    expect(loadDraft('member-a', storage)).toEqual(draft);
    expect(loadDraft('member-b', storage)).toEqual(emptyFormState());
    expect([...storage.items.keys()]).toEqual([draftKey('member-a')]);
  });

  it('drops a stored draft that no longer fits the form', () => {
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ preferredAge: [10, 90] }))).toBeNull();
    expect(parseDraft(JSON.stringify({ smokingPreference: 'chain-smoker' }))).toBeNull();
    expect(parseDraft(JSON.stringify({ preferredLocation: 'Singapore' }))?.preferredLocation).toBe('Singapore');
  });
});
