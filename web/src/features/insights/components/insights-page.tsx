import { BarChart3, Crown, Star } from 'lucide-react';
import { MESSAGES } from '#shared/messages.ts';
import { GatedFeature, useGatedQuery } from '#web/components/gated-feature.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { showError } from '#web/lib/toast.tsx';
import { useMakeMainPhoto, useProfileInsights, type ProfileInsights } from '../api/get-profile-insights';
import { percent } from '../lib/day-chart';
import { DayChart } from './day-chart';
import type { ReactNode } from 'react';

const ROSE = '#e11d48';
const AMBER = '#f59e0b';
const SKY = '#0ea5e9';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const PITCH = {
  tier: 'premium',
  title: 'See how your profile performs',
  pitch:
    'With Premium you see your views, likes and discovery impressions day by day, and the like rate of each main photo.',
  reason: 'profile insights',
} as const;

/** /insights: Premium and Elite (decision 0026). Counts only: who viewed or liked is Who Liked You's business. */
export function InsightsPage() {
  const insights = useGatedQuery('profileInsights', useProfileInsights, MESSAGES.insights.loadError);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader icon={BarChart3} title="Profile insights">
        How often you were seen and liked over the last 30 days, and which main photo works best.
      </PageHeader>
      <GatedFeature gate={insights} pitch={PITCH}>
        {(data) => <InsightsBody insights={data} />}
      </GatedFeature>
    </div>
  );
}

function InsightsBody({ insights }: { insights: ProfileInsights }) {
  const days = insights.days.map((day) => day.day);
  const series = (label: string, field: 'views' | 'likes' | 'impressions' | 'boostedImpressions', color: string) => ({
    label,
    values: insights.days.map((day) => day[field]),
    color,
  });
  const { impressions, boostedImpressions, incognitoHidden } = insights.totals;
  return (
    <div className="mt-8 space-y-6">
      {/* Three charts side by side from lg up: each keeps the size it is drawn for. */}
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <ChartCard title="Profile views" testId="chart-views" days={days} series={[series('Views', 'views', SKY)]} />
        <ChartCard title="Likes received" testId="chart-likes" days={days} series={[series('Likes', 'likes', ROSE)]} />
        <ChartCard
          title="Discovery impressions"
          testId="chart-impressions"
          days={days}
          series={[series('Without boost', 'impressions', '#9ca3af'), series('Boosted', 'boostedImpressions', AMBER)]}
        >
          <p className="mt-3 text-sm text-gray-600">
            {boostedImpressions > 0
              ? `${Math.round((100 * boostedImpressions) / Math.max(1, impressions + boostedImpressions))}% of the times you were shown came while a boost was on.`
              : 'Boosted impressions show in amber: a boost puts you in front of more people.'}
          </p>
        </ChartCard>
      </div>
      {incognitoHidden > 0 && (
        // What Incognito hid: counted honestly, so a member can weigh privacy against being seen.
        <Card className="p-5 sm:p-6" data-testid="incognito-hidden">
          <h2 className="text-lg font-bold text-gray-900">Kept hidden by Incognito</h2>
          <p className="mt-1 text-sm text-gray-600">
            <strong className="text-gray-900 tabular-nums">{incognitoHidden}</strong>{' '}
            {incognitoHidden === 1 ? 'time' : 'times'} in the last 30 days, Discover would have shown you to someone you
            had not liked, and Incognito kept you off their deck. Stories and voice intros are not counted.
          </p>
        </Card>
      )}
      <PhotoComparison photos={insights.photos} />
    </div>
  );
}

/** One chart in its card; `children` go under it. */
function ChartCard({ children, ...chart }: Parameters<typeof DayChart>[0] & { children?: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <DayChart {...chart} />
      {children}
    </Card>
  );
}

function PhotoComparison({ photos }: { photos: ProfileInsights['photos'] }) {
  const makeMain = useMakeMainPhoto();
  const order = photos.map((entry) => entry.photo.id);
  return (
    <Card className="p-5 sm:p-6" data-testid="photo-insights">
      <h2 className="text-lg font-bold text-gray-900">Like rate by main photo</h2>
      <p className="mt-1 text-sm text-gray-600">
        Each photo counts while it is your main photo: the times discovery showed it, and the likes of the people it was
        shown to. Switch the main photo, let people see it for a while, then compare.
      </p>
      {photos.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600">Add a photo to your profile to start counting.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((entry) => (
            <li
              key={entry.photo.id}
              className="flex gap-3 rounded-2xl border border-gray-200 p-3"
              data-testid="photo-insight"
            >
              <img src={entry.photo.thumbUrl} alt="" className="size-20 shrink-0 rounded-xl object-cover" />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex items-center gap-1.5 text-2xl font-extrabold text-gray-900">
                  {percent(entry.likeRate)}
                  {entry.isMain && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-700">
                      <Star className="size-3" aria-hidden /> Main
                    </span>
                  )}
                </p>
                <p className="text-sm text-gray-600">
                  {plural(entry.likes, 'like')} from {plural(entry.impressions, 'impression')}
                </p>
                {!entry.isMain && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      makeMain.mutate(
                        { photoId: entry.photo.id, order },
                        { onError: () => showError(MESSAGES.generic.error) },
                      )
                    }
                    loading={makeMain.isPending && makeMain.variables?.photoId === entry.photo.id}
                  >
                    <Crown className="size-4" aria-hidden /> Make main
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
