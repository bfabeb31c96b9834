import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { HydrateLater } from '#web/components/hydrate-later.tsx';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A static page's frame: icon, title, an intro, the sections with a table of contents, and what comes after them. */
export function LegalPage({
  icon: Icon,
  eyebrow,
  title,
  intro,
  updated,
  children,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** 'Last updated …', where the page has one. */
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="text-center">
        <IconTile icon={Icon} size={14} className="mx-auto rounded-2xl bg-rose-100 text-rose-700" />
        <p className="mt-5 text-sm font-bold tracking-wide text-rose-700 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
        {updated && <p className="mt-3 text-sm text-gray-600">{updated}</p>}
        <div className="mx-auto mt-5 max-w-2xl text-lg text-gray-600">{intro}</div>
      </header>
      <HydrateLater>
        <div className="mt-12 space-y-12">{children}</div>
      </HydrateLater>
    </article>
  );
}

/** A titled group of numbered sections (Terms, Privacy), with its own table of contents. */
export function SectionGroup({ id, title, sections }: { id: string; title: string; sections: LegalSection[] }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="below-fold rounded-3xl border border-rose-100 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">
        {title}
      </h2>
      <nav aria-label={`${title}: contents`} className="mt-5">
        <ol className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded text-rose-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-rose-500"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-20">
            <h3 id={`${section.id}-heading`} className="text-lg font-bold text-gray-900">
              {index + 1}. {section.title}
            </h3>
            <div className="mt-2 space-y-3 leading-relaxed text-gray-700">{section.body}</div>
          </section>
        ))}
      </div>
    </section>
  );
}
