import { clsx } from 'clsx';
import { Ban, Check, Flag, ShieldCheck, X, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/page-meta.tsx';
import { MAILBOXES } from '#web/config/site.ts';
import { LegalPage } from './legal-page';
import { IconTile } from '#web/components/ui/icon-tile.tsx';
import { IconList } from '#web/components/ui/icon-list.tsx';

/** marketing spec "Screens and routes": Safe Dating Tips, with Do's and Don'ts. */
const DOS = [
  'Get to know someone in the app first: our chat keeps your phone number and email private.',
  'Meet in a busy public place, like a café or restaurant, for the first few dates.',
  'Tell a friend or family member where you are going, who you are meeting and when you expect to be back.',
  'Arrange your own way there and back, and keep your phone charged.',
  'Stay in control of your drink, and of how much you drink.',
  'Trust your instincts: leave whenever something feels wrong, without explaining.',
];

const DONTS = [
  'Don’t send money, gift cards or crypto to anyone you met online, whatever the story.',
  'Don’t share your home address, workplace, financial details or passwords.',
  'Don’t send photos or information you would not want to see shared.',
  'Don’t move the conversation off Kindred quickly because a match insists.',
  'Don’t meet at someone’s home, or invite them to yours, until you know them well.',
  'Don’t ignore a profile or message that seems off: report it.',
];

export function SafetyPage() {
  return (
    <LegalPage
      icon={ShieldCheck}
      eyebrow="Safety"
      title="Safe Dating Tips"
      intro={
        <p>
          Most people you meet on Kindred are who they say they are. These habits keep you safe with the few who are
          not.
        </p>
      }
    >
      <PageMeta
        title="Safe Dating Tips"
        description="How to date safely with Kindred: what to do and what not to do before and during a first meeting, and how to block or report a member."
      />
      <div className="grid gap-6 md:grid-cols-2">
        <TipsSection id="dos-heading" title="Do’s" icon={Check} tips={DOS} tone="do" />
        <TipsSection id="donts-heading" title="Don’ts" icon={X} tips={DONTS} tone="dont" />
      </div>
      <section aria-labelledby="block-report-heading" className="rounded-3xl bg-gray-950 p-6 text-white sm:p-10">
        <h2 id="block-report-heading" className="text-2xl font-extrabold">
          Block and report
        </h2>
        <p className="mt-3 max-w-2xl text-gray-300">
          If someone makes you uncomfortable, you do not owe them an explanation. Open the menu (⋯) on their card in{' '}
          <Link to={paths.discover.getHref()} className="font-semibold text-rose-300 underline underline-offset-2">
            Discover
          </Link>
          , in{' '}
          <Link to={paths.matches.getHref()} className="font-semibold text-rose-300 underline underline-offset-2">
            Matches
          </Link>{' '}
          or at the top of your{' '}
          <Link to={paths.messages.getHref()} className="font-semibold text-rose-300 underline underline-offset-2">
            chat
          </Link>
          :
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <li className="flex gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
            <Ban className="mt-0.5 size-6 shrink-0 text-rose-300" aria-hidden />
            <div>
              <h3 className="font-bold">Block</h3>
              <p className="mt-1 text-sm text-gray-300">
                You stop seeing each other everywhere at once, and any match and conversation between you ends.
              </p>
            </div>
          </li>
          <li className="flex gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
            <Flag className="mt-0.5 size-6 shrink-0 text-rose-300" aria-hidden />
            <div>
              <h3 className="font-bold">Report</h3>
              <p className="mt-1 text-sm text-gray-300">
                Tell us what happened. Our team reviews every report and acts on members who break our rules.
              </p>
            </div>
          </li>
        </ul>
        <p className="mt-6 text-sm text-gray-300">
          In danger? Call your local emergency number first. To reach our safety team directly, write to{' '}
          <a href={`mailto:${MAILBOXES.safety}`} className="font-semibold text-rose-300 underline underline-offset-2">
            {MAILBOXES.safety}
          </a>
          .
        </p>
      </section>
    </LegalPage>
  );
}

const TIP_TONES = {
  do: { border: 'border-emerald-200', tile: 'bg-emerald-100 text-emerald-800', icon: 'text-emerald-700' },
  dont: { border: 'border-red-200', tile: 'bg-red-100 text-red-800', icon: 'text-red-700' },
} as const;

/** One column of tips: what to do (ticks, green) or what not to do (crosses, red). */
function TipsSection(props: {
  id: string;
  title: string;
  icon: LucideIcon;
  tips: readonly string[];
  tone: keyof typeof TIP_TONES;
}) {
  const { id, title, icon, tips } = props;
  const tone = TIP_TONES[props.tone];
  return (
    <section aria-labelledby={id} className={clsx('rounded-3xl border bg-white p-6 shadow-sm sm:p-8', tone.border)}>
      <h2 id={id} className="flex items-center gap-3 text-2xl font-extrabold text-gray-900">
        <IconTile icon={icon} size={10} className={clsx('rounded-xl', tone.tile)} />
        {title}
      </h2>
      <IconList
        items={tips}
        icon={icon}
        className="mt-6 space-y-4 text-gray-700"
        itemClassName="items-start gap-3"
        iconClassName={clsx('mt-1 size-4', tone.icon)}
      />
    </section>
  );
}
