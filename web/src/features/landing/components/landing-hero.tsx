import { Heart, MessageCircleHeart, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClasses } from '../../../components/ui/button';

/** marketing spec §1: the four stat tiles. */
const STATS = [
  { icon: Users, value: '50K+', label: 'Members', text: 'Singles who share your values' },
  { icon: Heart, value: '1K+', label: 'Matches', text: 'Daily connections' },
  { icon: MessageCircleHeart, value: 'Safe Chat', label: 'Secure messaging', text: 'Talk when you are ready' },
  { icon: ShieldCheck, value: 'Verified', label: 'Real profiles only', text: 'Every member is checked' },
] as const;

/** The visitors' landing hero. The full landing page comes later. */
export function LandingHero({ signedIn }: { signedIn: boolean }) {
  const startHref = signedIn ? paths.profile.getHref() : paths.auth.getHref();
  return (
    <div className="relative isolate overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute -top-48 -left-24 size-[34rem] rounded-full bg-rose-200/60 blur-3xl" />
        <div className="absolute -top-24 -right-32 size-[30rem] rounded-full bg-fuchsia-200/50 blur-3xl" />
      </div>
      <section className="mx-auto max-w-6xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-medium text-rose-700 shadow-sm ring-1 ring-rose-100">
          <Sparkles className="size-4" aria-hidden /> Dating for people who know what they value
        </p>
        <h1 className="mx-auto mt-6 max-w-3xl text-5xl leading-[1.05] font-extrabold tracking-tight text-gray-900 sm:text-6xl lg:text-7xl">
          Find Your{' '}
          <span className="bg-gradient-to-r from-rose-500 via-pink-500 to-fuchsia-500 bg-clip-text text-transparent">Perfect Match</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600 sm:text-xl">
          Connect with singles who share your values, culture and dreams. Meaningful relationships start here.
        </p>
        <div className="mt-10 flex justify-center">
          <Link to={startHref} className={buttonClasses({ size: 'lg', className: 'px-9 text-lg shadow-lg shadow-rose-500/30' })}>
            <Heart className="size-5 fill-current" aria-hidden />
            Start Dating Now
          </Link>
        </div>
      </section>

      <section aria-label="Why members join" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map(({ icon: Icon, value, label, text }) => (
            <li key={value} className="rounded-3xl border border-rose-100 bg-white/80 p-5 text-center shadow-sm backdrop-blur sm:p-6">
              <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-rose-500 to-pink-500 text-white shadow-md shadow-rose-500/25">
                <Icon className="size-6" aria-hidden />
              </span>
              <p className="mt-4 text-xl font-extrabold whitespace-nowrap text-gray-900 sm:text-3xl">{value}</p>
              <p className="mt-1 font-semibold text-rose-600">{label}</p>
              <p className="mt-1 text-sm text-gray-500">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
