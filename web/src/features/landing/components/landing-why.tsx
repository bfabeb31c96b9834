import {
  Camera,
  Gauge,
  Globe,
  Heart,
  Lock,
  MessageCircleQuestion,
  ShieldCheck,
  Sparkles,
  Users,
  Zap,
} from 'lucide-react';
import { useScrollToHash } from '#web/lib/use-scroll-to-hash.ts';
import { HIGHLIGHTS, WHY_CHOOSE } from '../lib/landing-content';
import { IconTile } from '#web/components/ui/icon-tile.tsx';
import { LandingSection } from './landing-section';

/** The features section: the hero's Learn More lands here. */
export const FEATURES_SECTION_ID = 'features';

const CARD_ICONS = [ShieldCheck, Sparkles, Heart, Users, Globe, Zap] as const;
const HIGHLIGHT_ICONS = [Camera, Gauge, MessageCircleQuestion, Lock] as const;

/** marketing spec "What the product does and for whom": Why Choose, six cards, then the four highlight tiles. */
export function LandingWhy() {
  useScrollToHash(FEATURES_SECTION_ID);
  return (
    <LandingSection
      id={FEATURES_SECTION_ID}
      headingId="why-heading"
      eyebrow="Why Kindred"
      title="Why Choose Kindred?"
      intro="Built for people looking for something real, with the values and traditions they grew up with."
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {WHY_CHOOSE.map(({ title, text }, index) => {
          const Icon = CARD_ICONS[index]!;
          return (
            <li key={title} className="rounded-3xl border border-rose-100 bg-white p-6 shadow-sm">
              <IconTile icon={Icon} size={12} className="rounded-2xl bg-rose-100 text-rose-700" />
              <h3 className="mt-4 text-lg font-bold text-gray-900">{title}</h3>
              <p className="mt-2 text-gray-600">{text}</p>
            </li>
          );
        })}
      </ul>
      <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Highlights">
        {HIGHLIGHTS.map(({ title, text }, index) => {
          const Icon = HIGHLIGHT_ICONS[index]!;
          return (
            <li
              key={title}
              className="flex gap-4 rounded-2xl bg-gradient-to-br from-rose-50 to-pink-50 p-5 ring-1 ring-rose-100"
            >
              <Icon className="mt-0.5 size-6 shrink-0 text-rose-600" aria-hidden />
              <div>
                <h3 className="font-bold text-gray-900">{title}</h3>
                <p className="mt-1 text-sm text-gray-700">{text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
