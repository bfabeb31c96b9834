import { Heart, MapPin, Plane } from 'lucide-react';
import type { LikedItem } from '#shared/schemas/likes.ts';
import { PromptAnswers } from '#web/components/ui/prompt-answers.tsx';
import { useState, type ReactNode } from 'react';
import { InterestChips } from '#web/components/ui/interest-chips.tsx';
import type { Candidate } from '../api/list-candidates';
import { PhotoCarousel } from './photo-carousel';
import { NameAndAge } from '#web/components/ui/name-and-age.tsx';
import { VerifiedBadge } from '#web/components/ui/verified-badge.tsx';

/**
 * One person in the deck: photos, name and age, distance band (and 'Traveling' in travel mode), bio,
 * prompts and interests. With `onLikeItem`, the photo shown and each prompt can be liked on their own.
 */
export function CandidateCard({
  candidate,
  menu,
  settleIn = true,
  onPhotoShown,
  onLikeItem,
}: {
  candidate: Candidate;
  /** The card's menu, for the photo on screen (it can be reported on its own). */
  menu?: (shownPhotoId: string | undefined) => ReactNode;
  settleIn?: boolean;
  /** The main photo has loaded (or failed to). */
  onPhotoShown?: () => void;
  onLikeItem?: (item: LikedItem) => void;
}) {
  const name = candidate.fullName || 'Someone';
  const prompts = candidate.prompts ?? [];
  const [shownPhotoId, setShownPhotoId] = useState(candidate.photos[0]?.id);
  return (
    <article
      aria-label={`${name}${candidate.age !== null ? `, ${candidate.age}` : ''}`}
      data-testid="candidate-card"
      data-member-id={candidate.id}
      className={`${settleIn ? 'animate-[card-in_220ms_ease-out] ' : ''}overflow-hidden rounded-3xl border border-rose-100/70 bg-white shadow-xl shadow-rose-900/10`}
    >
      {/* The photo takes what the screen has left after the header, the text and the buttons, so the
          buttons stay in view without scrolling on phones and laptops alike. */}
      <div
        className={`relative w-full bg-rose-50 ${prompts.length > 0 ? 'h-[clamp(14rem,calc(100dvh-31rem),30rem)] sm:h-[clamp(14rem,calc(100dvh-35rem),30rem)]' : 'h-[clamp(16rem,calc(100dvh-25rem),32rem)] sm:h-[clamp(16rem,calc(100dvh-29rem),32rem)]'}`}
      >
        <PhotoCarousel
          key={candidate.id}
          name={name}
          photos={candidate.photos}
          onShown={onPhotoShown}
          onPhotoChange={setShownPhotoId}
          photoAction={
            onLikeItem &&
            ((photo) => (
              <LikeItemButton
                label="Like this photo"
                onClick={() => onLikeItem({ kind: 'photo', photoId: photo.id })}
              />
            ))
          }
        />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/35 to-transparent px-5 pt-16 pb-4 text-white">
          <h2 className="text-2xl leading-tight font-bold break-words drop-shadow-sm" data-testid="candidate-name">
            <NameAndAge name={name} age={candidate.age} ageClassName="font-medium text-white/90" />
            <VerifiedBadge verified={candidate.verified} className="ml-1.5" />
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-white/90">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{candidate.distance}</span>
            {/* Travel mode: they appear here from afar; the distance is from the city they picked. */}
            {candidate.traveling && (
              <span
                className="ml-1 inline-flex shrink-0 items-center gap-1 rounded-full bg-sky-500/90 px-2 py-0.5 text-xs font-semibold text-white"
                data-testid="traveling-label"
              >
                <Plane className="size-3" aria-hidden /> Traveling
              </span>
            )}
          </p>
        </div>
        {menu && <div className="absolute top-6 right-3 z-30">{menu(shownPhotoId)}</div>}
      </div>
      <div className="space-y-3 px-5 py-4">
        {candidate.bio ? (
          <p className="line-clamp-2 text-[15px] leading-relaxed text-gray-700" title={candidate.bio}>
            {candidate.bio}
          </p>
        ) : (
          <p className="text-sm text-gray-600 italic">No bio yet.</p>
        )}
        <PromptAnswers
          prompts={prompts}
          compact
          action={
            onLikeItem &&
            ((prompt) => (
              <LikeItemButton
                label="Like this prompt"
                onClick={() => onLikeItem({ kind: 'prompt', promptId: prompt.promptId })}
              />
            ))
          }
        />
        <InterestChips interests={candidate.interests} />
      </div>
    </article>
  );
}

/** A small heart on a photo or prompt: opens the like with an optional comment. */
function LikeItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="pointer-events-auto inline-flex size-8 items-center justify-center rounded-full bg-white text-rose-500 shadow-md ring-1 ring-rose-100 transition hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
    >
      <Heart className="size-4 fill-current" aria-hidden />
    </button>
  );
}
