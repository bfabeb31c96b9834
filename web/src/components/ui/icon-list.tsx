import { clsx } from 'clsx';
import { Check, type LucideIcon } from 'lucide-react';

/** A line of the list: plain text takes the list's icon; an entry may bring its own. */
export type IconListEntry = string | { icon: LucideIcon; text: string };

/**
 * A list of short lines, each led by a decorative icon: plan features, benefits, safety tips. The list sets the text's
 * colour and size (`className`); `iconClassName` sizes and colours the icons.
 */
export function IconList({
  items,
  icon = Check,
  className,
  iconClassName,
  itemClassName = 'items-start gap-2.5',
  label,
}: {
  items: readonly IconListEntry[];
  icon?: LucideIcon;
  className: string;
  iconClassName: string;
  /** How the icon sits beside its text (gap, alignment); the items are flex rows. */
  itemClassName?: string;
  /** The list's accessible name, where the heading above does not give it. */
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => {
        const { icon: Icon, text } = typeof item === 'string' ? { icon, text: item } : item;
        return (
          <li key={text} className={clsx('flex', itemClassName)}>
            <Icon className={clsx('shrink-0', iconClassName)} aria-hidden />
            {text}
          </li>
        );
      })}
    </ul>
  );
}
