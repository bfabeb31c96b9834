import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/page-meta.tsx';
import { DATA_REGION, MAILBOXES } from '#web/config/site.ts';
import { ELITE_MATCH_PRICE, TRIAL_LABEL } from '#web/lib/plans.ts';
import { LegalPage, SectionGroup, type LegalSection } from './legal-page';

/** marketing spec "Screens and routes" and "Business constants and limits". */
export const TERMS_LAST_UPDATED = '22 August 2025';

const mail = (address: string) => (
  <a href={`mailto:${address}`} className="font-medium text-rose-700 underline underline-offset-2">
    {address}
  </a>
);

/** Ten sections (marketing spec "Screens and routes"), written for what Kindred does. */
const TERMS: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be at least 18 years old, and legally able to enter a contract where you live, to create an account.
        You may not use Kindred if you have been convicted of a violent or sexual offence, or if we have removed you
        before. One account per person.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          You sign in with your email address and a password. Keep it to yourself: you are responsible for what happens
          under your account. Tell us at once at {mail(MAILBOXES.support)} if you think someone else has used it.
        </p>
        <p>
          The information in your profile must be true and about you. You can change it, download a copy of everything
          we hold about you, or delete your account at any time from your Profile Dashboard.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'How you treat other members',
    body: (
      <>
        <p>
          Be respectful. Do not harass, threaten, deceive or pressure anyone; do not ask members for money; do not post
          anything sexually explicit, hateful or illegal; do not advertise, spam or use Kindred for commercial purposes;
          do not scrape the service or collect other members' data.
        </p>
        <p>
          You can block or report any member from their card, their profile or your chat. We review every report and may
          warn, suspend or remove members who break these rules.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and the licence you give us',
    body: (
      <p>
        You own the photos, stories, voice introductions and messages you post. You give Kindred a worldwide,
        non-exclusive, royalty-free licence to host, store, resize and show them to other members only as the service
        works (for example, your photos on your profile card). The licence ends when you delete the content or your
        account, except for copies we must keep for a legal reason described in our Privacy Policy.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        How we collect, use, keep and protect your information is described in the Privacy Policy below, which is part
        of these terms.
      </p>
    ),
  },
  {
    id: 'safety',
    title: 'Safety',
    body: (
      <>
        <p>
          We check profiles and photos, but we do not run criminal background checks on members, and we cannot guarantee
          anyone's identity, intentions or behaviour. You are responsible for your own safety when you talk to or meet
          other members.
        </p>
        <p>
          Read our{' '}
          <Link to={paths.safety.getHref()} className="font-medium text-rose-700 underline underline-offset-2">
            Safe Dating Tips
          </Link>{' '}
          before you meet anyone in person.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Subscriptions and payments',
    body: (
      <>
        <p>
          Basic, Gold and Premium are subscriptions billed monthly or yearly. Each starts with a {TRIAL_LABEL}; a card
          is needed to start it, and the first charge is taken when the trial ends unless you cancel before.
          Subscriptions renew automatically until you cancel from your Profile Dashboard; a cancellation takes effect at
          the end of the period you have paid for. Elite Match is a one-time payment of {ELITE_MATCH_PRICE} per
          introduction.
        </p>
        <p>
          Payments are processed by our third-party card payment provider; we never see or store your full card number.
          Fees are non-refundable except where the law requires a refund.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        Kindred is provided “as is”. To the extent the law allows, we are not liable for the conduct of any member on or
        off the service, or for indirect or consequential losses, and our total liability to you is limited to the
        amount you paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be
        limited by law.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You can close your account at any time. We may suspend or close an account that breaks these terms or puts
        members at risk, and we will tell you why unless doing so would put someone in danger or break the law. If we
        close your account for a breach, unused subscription time is not refunded.
      </p>
    ),
  },
  {
    id: 'modifications',
    title: 'Changes to these terms',
    body: (
      <p>
        We may change these terms as the service changes. We will show the new date at the top of this page and, for
        changes that affect your rights, tell you in the app or by email before they take effect. If you keep using
        Kindred after that, the new terms apply.
      </p>
    ),
  },
];

/** Eight sections (marketing spec "Screens and routes"): what Kindred stores, where, and for how long. */
const PRIVACY: LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>
          Your email address and username; the profile you write (name, age, gender, bio, location as a city, education,
          profession, interests, height, what you are looking for, languages, religion and other answers you choose to
          give); your photos; your dating preferences; your likes, passes, matches and messages; stories and voice
          introductions you post; and, if you subscribe, your plan and its status.
        </p>
        <p>We do not receive your card details: our payment provider keeps them.</p>
      </>
    ),
  },
  {
    id: 'location',
    title: 'Your location',
    body: (
      <p>
        Location sharing is off until you turn it on. When it is on, we keep your position snapped to a grid cell at
        least 1 km on a side, never your exact coordinates in anything another member can see. Other members see only a
        rounded distance between cells ('&lt; 1 km away', '5 km away'), and your position can be updated at most once a
        minute, so nobody can pinpoint you. A new account sees no distances in its first day, so accounts made to
        measure where you are take more than a day to be of any use. Turning sharing off removes your position.
      </p>
    ),
  },
  {
    id: 'photos',
    title: 'Photos and media',
    body: (
      <p>
        Every photo you upload is checked and re-encoded before anyone sees it; its hidden metadata (EXIF), including
        any GPS position your phone recorded, is removed in the process. Stories disappear from other members after 24
        hours. A photo our automatic check holds back as explicit is shown to no one; its re-encoded copy is kept out of
        sight for at most 30 days, so that a moderator can publish it if the check was wrong, and is then deleted. A
        story held back the same way is kept out of sight for at most 2 days, and a moderator can publish it only within
        the 24 hours it would have been shown.
      </p>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <p>
        To show your profile to members who might be a match, to suggest members to you, to deliver your messages, to
        keep the service safe (reviewing reports, blocking abuse), to run your subscription, and to answer you when you
        write to us. We do not sell your information, and we do not show it to advertisers.
      </p>
    ),
  },
  {
    id: 'storage',
    title: 'Where it is kept',
    body: (
      <p>
        Kindred runs on Amazon Web Services (AWS). Your data is stored in the AWS region {DATA_REGION}, encrypted at
        rest and in transit. Payments go through our third-party card payment provider, which processes them under its
        own privacy policy.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your account and profile until you delete them. Profile views are kept for 35 days, daily counters for 2
        days, stories for 24 hours after posting, a photo held back for a moderator's review for at most 30 days, and a
        story held back for at most 2 days. When you delete your account, your profile, photos and stories (held ones
        included), likes, matches and conversations are deleted; records that the law requires us to keep (such as
        invoices) are kept for as long as it requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <p>
        From your Profile Dashboard you can download a copy of your data as a file and delete your account, without
        writing to anyone. You can also turn off read receipts and location sharing, and block members. For anything
        else, including a question about your data, write to {mail(MAILBOXES.support)}.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact and changes',
    body: (
      <p>
        We will post any change to this policy here with a new date, and tell you in the app before a change that
        affects how your data is used. Questions: {mail(MAILBOXES.support)}.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      icon={ScrollText}
      eyebrow="Legal"
      title="Terms & Conditions and Privacy Policy"
      updated={`Last updated ${TERMS_LAST_UPDATED}`}
      intro={
        <p>
          The rules for using Kindred, and how we look after your information. Please read them before you create an
          account.
        </p>
      }
    >
      <PageMeta
        title="Terms & Conditions and Privacy Policy"
        description="Kindred's terms of use and privacy policy: who can join, how members treat each other, subscriptions and refunds, and what we store, where and for how long."
      />
      <SectionGroup id="terms" title="Terms & Conditions" sections={TERMS} />
      <SectionGroup id="privacy-policy" title="Privacy Policy" sections={PRIVACY} />
    </LegalPage>
  );
}
