import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from './card';

/** A card of settings on the dashboard: a region named by its heading (an icon and the title), then the rows. */
export function SettingsCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-6" aria-labelledby={`${id}-heading`} role="region">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <Icon className="size-5 text-rose-500" aria-hidden />
        {title}
      </h2>
      {children}
    </Card>
  );
}
