import { BarChart3, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Card } from '#web/components/ui/card.tsx';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

/** The dashboard's way to /insights; the page itself offers the upgrade to those without the feature. */
export function InsightsLinkCard() {
  return (
    <Card className="p-0">
      <Link
        to={paths.insights.getHref()}
        className="flex items-center gap-4 rounded-3xl p-6 transition hover:bg-rose-50/60"
        data-testid="insights-link"
      >
        <IconTile icon={BarChart3} size={11} className="shrink-0 rounded-2xl bg-rose-100 text-rose-600" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-gray-900">Profile insights</span>
          <span className="block text-sm text-gray-600">
            Views, likes and impressions over 30 days, and your best main photo.
          </span>
        </span>
        <ChevronRight className="size-5 text-gray-400" aria-hidden />
      </Link>
    </Card>
  );
}
