import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';

const LINK_CLASSES = buttonClasses({
  variant: 'secondary',
  className: 'shrink-0 self-start whitespace-nowrap sm:self-auto',
});

/** A screen's h1 and its line, with a link to the neighbouring screen beside them (under them on phones). */
export function TitleWithLink({
  title,
  children,
  link,
}: {
  title: string;
  children: ReactNode;
  link: { to: string; icon: LucideIcon; label: string };
}) {
  const { to, icon: Icon, label } = link;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-gray-600">{children}</p>
      </div>
      <Link to={to} className={LINK_CLASSES}>
        <Icon className="size-4" aria-hidden />
        {label}
      </Link>
    </div>
  );
}
