import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A section of the landing page below the fold: its anchor (`id`), its centred head (the eyebrow, the h2 that names
 * the section, one line, and any `note`), then the content. `tinted` sets it off from the section above.
 */
export function LandingSection(props: {
  id: string;
  headingId: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  note?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}) {
  const { id, headingId, eyebrow, title, intro, note, tinted, children } = props;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx('below-fold scroll-mt-16', tinted && 'border-t border-rose-100 bg-white/60', 'py-16 sm:py-24')}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-wide text-rose-700 uppercase">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-gray-600">{intro}</p>
          {note}
        </div>
        {children}
      </div>
    </section>
  );
}
