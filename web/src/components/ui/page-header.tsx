import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A screen's title block: a rose icon tile (from `sm` up), the h1, and one line under it. */
export function PageHeader({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-4">
      <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-rose-100 text-rose-600 sm:flex">
        <Icon className="size-6" aria-hidden />
      </span>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-gray-600">{children}</p>
      </div>
    </div>
  );
}
