import { useQueryClient } from '@tanstack/react-query';
import { Briefcase, Eye, Heart, MapPin, Star, UserRound, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { relativeTime } from '#shared/relative-time.ts';
import { paths } from '#web/config/paths.ts';
import { GatedFeature, useGatedQuery } from '#web/components/gated-feature.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { InterestChips } from '#web/components/ui/interest-chips.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { announceMatch } from '#web/lib/match-toast.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { useRecordSwipe, type SwipeAction } from '#web/lib/record-swipe.ts';
import { showError } from '#web/lib/toast.tsx';
import { useLikesReceived, type LikeReceived } from '../api/list-likes-received';
import { withoutLiker } from '../lib/likes-list';
import { EmptyStateCard } from '#web/components/ui/status-cards.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PhotoImage, PHOTO_SIZES } from '#web/components/ui/photo-image.tsx';
import { SensitiveCover } from '#web/components/ui/sensitive-cover.tsx';
import { NameAndAge } from '#web/components/ui/name-and-age.tsx';
import { VerifiedBadge } from '#web/components/ui/verified-badge.tsx';
import { LikedItemQuote, PromptAnswers } from '#web/components/ui/prompt-answers.tsx';
import { CommentSafety } from './comment-safety';

/**
 * The route supplies the card's '⋯' menu (Block, Report), which belongs to another feature; `about.comment`:
 * their like carries a comment, so the menu offers "Report comment" too (issue 28).
 */
export type MemberMenuRenderer = (
  member: { id: string; name: string; photoId?: string },
  onBlocked: (memberId: string) => void,
  about?: { comment: boolean },
) => ReactNode;

const PITCH = {
  title: 'See who already likes you',
  pitch: 'With Gold you see everyone who liked you, and a like back is an instant match.',
  reason: 'seeing who liked you',
};

/** /who-liked-you: Gold feature (marketing spec "Screens and routes" and "States and transitions"). */
export function WhoLikedYouPage({ memberMenu }: { memberMenu?: MemberMenuRenderer }) {
  const likes = useGatedQuery('seeWhoLikedYou', useLikesReceived, MESSAGES.whoLikedYou.loadError);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader icon={Eye} title="Who Liked You">
        They already like you. Like them back and it's a match.
      </PageHeader>

      <GatedFeature gate={likes} pitch={PITCH}>
        {({ likes: list }) =>
          list.length === 0 ? (
            <EmptyStateCard
              icon={Heart}
              title="No new likes"
              text="When someone likes you, they show up here."
              testId="likes-empty"
            />
          ) : (
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Likes">
              {list.map((like) => (
                <LikeCard key={like.member.id} like={like} memberMenu={memberMenu} />
              ))}
            </ul>
          )
        }
      </GatedFeature>
    </div>
  );
}

function LikeCard({ like, memberMenu }: { like: LikeReceived; memberMenu?: MemberMenuRenderer }) {
  const { member } = like;
  const name = member.fullName || 'Someone';
  const swipe = useRecordSwipe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<SwipeAction | null>(null);
  const photo = member.photos[0];

  const remove = (memberId: string) =>
    queryClient.setQueryData<{ likes: LikeReceived[] }>(
      memberListKeys.likesReceived,
      (data) => data && withoutLiker(data, memberId),
    );

  async function answer(action: 'like' | 'pass') {
    if (pending) return;
    setPending(action);
    try {
      const result = await swipe.mutateAsync({ targetId: member.id, action });
      remove(member.id);
      if (result.matched && result.matchId) {
        const matchId = result.matchId;
        announceMatch({
          matchId,
          tone: 'info',
          message: MESSAGES.whoLikedYou.itsAMatch,
          action: { label: 'Message', onClick: () => void navigate(paths.conversation.getHref(matchId)) },
        });
      }
    } catch (error) {
      // Gone (blocked us or left): nothing to answer any more.
      if (error instanceof ApiError && error.code === 'not_found') remove(member.id);
      else showError(MESSAGES.whoLikedYou.responseError);
    } finally {
      setPending(null);
    }
  }

  return (
    <li data-testid="like-card" data-member-id={member.id}>
      <Card className="flex h-full flex-col overflow-hidden rounded-3xl">
        <div className="relative aspect-[4/5] bg-rose-50">
          {photo ? (
            <>
              <PhotoImage
                url={photo.url}
                widths={photo.widths}
                sizes={PHOTO_SIZES.likeCard}
                alt={name}
                className="size-full object-cover"
              />
              <SensitiveCover key={photo.id} blurred={photo.blurred} revealable={photo.revealable} />
            </>
          ) : (
            <div className="flex size-full items-center justify-center text-rose-300">
              <UserRound className="size-20" aria-hidden />
            </div>
          )}
          {like.isSuperLike && (
            <span
              className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-sky-500 px-2.5 py-1 text-xs font-semibold text-white shadow"
              data-testid="super-like-badge"
            >
              <Star className="size-3.5 fill-current" aria-hidden /> Super Like
            </span>
          )}
          {memberMenu && (
            <div className="absolute top-2 right-2 z-30">
              {memberMenu({ id: member.id, name, photoId: photo?.id }, remove, { comment: Boolean(like.comment) })}
            </div>
          )}
          <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/30 to-transparent px-4 pt-12 pb-3 text-white">
            <div className="flex items-end justify-between gap-2">
              <h2 className="min-w-0 text-xl font-bold break-words">
                <NameAndAge name={name} age={member.age} ageClassName="font-medium text-white/90" />
                <VerifiedBadge verified={member.verified} className="ml-1.5" />
              </h2>
              <span className="shrink-0 text-xs text-white/85" data-testid="liked-at">
                {relativeTime(like.likedAt)}
              </span>
            </div>
            {member.location && (
              <p className="mt-0.5 flex items-center gap-1 text-sm text-white/90">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">{member.location}</span>
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          {/* What of mine they liked, and what they said about it (issue 28). */}
          {(like.likedItem || like.comment) && (
            <div className="space-y-2 rounded-2xl bg-rose-50/70 p-3" data-testid="like-about">
              {like.likedItem && <LikedItemQuote item={like.likedItem} whose="your" />}
              {like.comment && (
                <p className="text-[15px] leading-snug font-medium text-gray-900" data-testid="like-comment">
                  “{like.comment}”
                </p>
              )}
              <CommentSafety like={like} />
            </div>
          )}
          {member.profession && (
            <p className="flex items-center gap-1.5 text-sm font-medium text-gray-700">
              <Briefcase className="size-4 shrink-0 text-gray-400" aria-hidden />
              <span className="truncate">{member.profession}</span>
            </p>
          )}
          {member.bio && <p className="line-clamp-3 text-sm leading-relaxed text-gray-600">{member.bio}</p>}
          <PromptAnswers prompts={member.prompts ?? []} />
          <InterestChips interests={member.interests} />
          <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
            <Button
              variant="secondary"
              className="px-3! whitespace-nowrap"
              onClick={() => void answer('pass')}
              loading={pending === 'pass'}
              disabled={pending !== null}
              aria-label={`Pass on ${name}`}
            >
              {pending !== 'pass' && <X className="size-4" aria-hidden />} Pass
            </Button>
            <Button
              className="px-3! whitespace-nowrap"
              onClick={() => void answer('like')}
              loading={pending === 'like'}
              disabled={pending !== null}
              aria-label={`Like Back ${name}`}
            >
              {pending !== 'like' && <Heart className="size-4 fill-current" aria-hidden />} Like Back
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}
