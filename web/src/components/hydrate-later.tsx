import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page below the fold. React hydrates what sits in a
 * Suspense boundary in a pass of its own, after the rest and in slices that
 * give the browser back its main thread, so no single long task holds up a
 * tap while a page comes to life (Total Blocking Time, decision 0021). Nothing
 * in it suspends: the boundary only splits the work.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
