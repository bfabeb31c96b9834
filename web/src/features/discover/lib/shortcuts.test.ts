import { describe, expect, it } from 'vitest';
import { shortcutAction, type ShortcutEvent } from './shortcuts';

const press = (key: string, extra: Partial<ShortcutEvent> = {}): ShortcutEvent => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
  target: { tagName: 'BODY' },
  ...extra,
});

describe('shortcutAction', () => {
  it('maps the arrows to pass, like and super like', () => {
    expect(shortcutAction(press('ArrowLeft'))).toBe('pass');
    expect(shortcutAction(press('ArrowRight'))).toBe('like');
    expect(shortcutAction(press('ArrowUp'))).toBe('superLike');
  });

  it('ignores other keys', () => {
    expect(shortcutAction(press('ArrowDown'))).toBeNull();
    expect(shortcutAction(press('l'))).toBeNull();
  });

  it('ignores keys typed into fields and editable content', () => {
    expect(shortcutAction(press('ArrowLeft', { target: { tagName: 'INPUT' } }))).toBeNull();
    expect(shortcutAction(press('ArrowRight', { target: { tagName: 'textarea' } }))).toBeNull();
    expect(shortcutAction(press('ArrowUp', { target: { tagName: 'SELECT' } }))).toBeNull();
    expect(shortcutAction(press('ArrowUp', { target: { tagName: 'DIV', isContentEditable: true } }))).toBeNull();
  });

  it('leaves arrows to widgets that use them, and to modified or handled presses', () => {
    expect(shortcutAction(press('ArrowRight', { target: { tagName: 'DIV', role: 'menuitem' } }))).toBeNull();
    expect(shortcutAction(press('ArrowRight', { target: { tagName: 'SPAN', role: 'slider' } }))).toBeNull();
    expect(shortcutAction(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(shortcutAction(press('ArrowLeft', { metaKey: true }))).toBeNull();
    expect(shortcutAction(press('ArrowLeft', { defaultPrevented: true }))).toBeNull();
  });

  it('works while a button has focus', () => {
    expect(shortcutAction(press('ArrowRight', { target: { tagName: 'BUTTON' } }))).toBe('like');
  });
});
