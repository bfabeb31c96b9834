import { useRef, type ReactNode, type Ref } from 'react';
import { useRevealed } from '../lib/use-revealed';

/**
 * A part of a page below the fold, rendered once revealed (lib/use-revealed.ts, decision 0060): until then
 * a quiet block of about a card's height, so that what comes after it does not jump when it fills.
 * `eager` renders it at once (a link to a section of the page).
 */
export function BelowFold({ eager = false, children }: { eager?: boolean; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const revealed = useRevealed(placeholder, eager);
  if (revealed) return children;
  return <SectionPlaceholder ref={placeholder} testId="below-fold-placeholder" />;
}

/** A quiet block of about a card's height: a part of the page not rendered yet, or whose code is still loading. */
export function SectionPlaceholder({ ref, testId }: { ref?: Ref<HTMLDivElement>; testId?: string }) {
  return <div ref={ref} className="min-h-64 rounded-2xl bg-gray-50" aria-hidden data-testid={testId} />;
}
