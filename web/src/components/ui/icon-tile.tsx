import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

/** Each tile size with the icon size that sits well in it (half the tile). */
const SIZES = {
  8: ['size-8', 'size-4'],
  9: ['size-9', 'size-5'],
  10: ['size-10', 'size-5'],
  11: ['size-11', 'size-5'],
  12: ['size-12', 'size-6'],
  14: ['size-14', 'size-7'],
  16: ['size-16', 'size-8'],
  20: ['size-20', 'size-10'],
} as const;

/**
 * An icon centred in a coloured tile: the badge that heads cards, empty states and section titles. It is decoration
 * (the text beside it names the thing), so the icon is hidden from assistive technology. The caller gives the tile's
 * shape and colours.
 */
export function IconTile({
  icon: Icon,
  size,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  size: keyof typeof SIZES;
  className: string;
  iconClassName?: string;
}) {
  const [tile, icon] = SIZES[size];
  return (
    <span className={clsx('flex items-center justify-center', tile, className)}>
      <Icon className={clsx(icon, iconClassName)} aria-hidden />
    </span>
  );
}
