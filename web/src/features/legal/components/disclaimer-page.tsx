import { Info } from 'lucide-react';
import { PageMeta } from '#web/components/page-meta.tsx';
import { LegalPage, SectionGroup, type LegalSection } from './legal-page';

/**
 * marketing spec "Screens and routes": the disclaimer's six sections, with the dating coach and third-party card
 * payments ("What the product does and for whom").
 */
const SECTIONS: LegalSection[] = [
  {
    id: 'no-guarantee',
    title: 'No guarantee of results',
    body: (
      <p>
        Kindred helps you meet people; it cannot promise that you will find a match, a relationship or a marriage.
        Figures on our pages, such as how many relationships have started here, describe our community as a whole, not
        what will happen to you.
      </p>
    ),
  },
  {
    id: 'platform-limitations',
    title: 'Platform limitations',
    body: (
      <>
        <p>
          Suggestions, compatibility scores and the insights of our AI dating coach are generated automatically from
          what members share and how conversations go. They are a starting point for your own judgement, not advice, and
          they can be wrong.
        </p>
        <p>
          We work to keep Kindred available, but it may sometimes be interrupted for maintenance or by problems outside
          our control.
        </p>
      </>
    ),
  },
  {
    id: 'user-safety',
    title: 'User safety',
    body: (
      <p>
        We verify profiles and review every report, but we do not run criminal background checks on members and cannot
        vouch for anyone's identity or intentions. Take care when you share personal details or meet someone, and follow
        our Safe Dating Tips.
      </p>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-party services',
    body: (
      <p>
        Card payments are processed by a third-party card payment provider under its own terms and privacy policy; we
        never see or store your full card number. The app runs on Amazon Web Services. Links to other websites are
        provided for convenience, and we are not responsible for their content.
      </p>
    ),
  },
  {
    id: 'information-accuracy',
    title: 'Information accuracy',
    body: (
      <p>
        Members write their own profiles, and we cannot check every statement in them. The sample profiles on our home
        page are illustrations with drawn portraits, not real members.
      </p>
    ),
  },
  {
    id: 'age-restriction',
    title: 'Age restriction',
    body: (
      <p>
        Kindred is for adults only. You must be 18 or older to create an account, and we remove any account we believe
        belongs to someone younger.
      </p>
    ),
  },
];

export function DisclaimerPage() {
  return (
    <LegalPage
      icon={Info}
      eyebrow="Legal"
      title="Disclaimer"
      intro={<p>What Kindred can and cannot promise, so you can use it with clear expectations.</p>}
    >
      <PageMeta
        title="Disclaimer"
        description="What Kindred can and cannot promise: no guaranteed results, the limits of matching and our AI dating coach, member safety, third-party card payments, and the 18+ age limit."
      />
      <SectionGroup id="disclaimer" title="Disclaimer" sections={SECTIONS} />
    </LegalPage>
  );
}
