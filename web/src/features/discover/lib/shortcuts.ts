/** Keyboard shortcuts of the deck: ← pass, → like, ↑ super like. */
import type { SwipeAction } from '#web/lib/record-swipe.ts';

export const SHORTCUT_KEYS: Record<string, SwipeAction> = {
  ArrowLeft: 'pass',
  ArrowRight: 'like',
  ArrowUp: 'superLike',
};

export type ShortcutEvent = {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  /** The focused element's tag and whether it is editable. */
  target: { tagName?: string; isContentEditable?: boolean; role?: string | null } | null;
};

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Widgets that use the arrow keys themselves. */
const ARROW_ROLES = new Set(['slider', 'menuitem', 'radio', 'tab', 'listbox', 'option', 'combobox', 'spinbutton']);

/** The action a key press asks for, or null when it is not a shortcut here (typing, a modifier, a widget's own arrows). */
export function shortcutAction(event: ShortcutEvent): SwipeAction | null {
  const action = SHORTCUT_KEYS[event.key];
  if (!action || event.defaultPrevented) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target;
  if (target?.isContentEditable) return null;
  if (target?.tagName && TYPING_TAGS.has(target.tagName.toUpperCase())) return null;
  if (target?.role && ARROW_ROLES.has(target.role)) return null;
  return action;
}
