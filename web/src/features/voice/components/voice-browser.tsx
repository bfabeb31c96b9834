/**
 * Listen to others' introductions one at a time (marketing spec "States and
 * transitions"): 20 per load, newest first; like or pass moves on; when none
 * remain, an empty state. A like is a like: it can make a match, and the day's
 * likes apply.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Heart, MapPin, Mic, RefreshCw, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import type { VoiceProfile } from '#shared/schemas/voice.ts';
import { formatVoiceSeconds } from '#shared/voice/rules.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadErrorCard } from '#web/components/ui/status-cards.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { announceMatch } from '#web/lib/match-toast.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { listVoiceProfiles, useReactToVoice } from '../api/voice';
import { IconTile } from '#web/components/ui/icon-tile.tsx';
import { NameAndAge } from '#web/components/ui/name-and-age.tsx';

export type VoiceMemberMenu = (
  member: { id: string; name: string },
  onBlocked: (memberId: string) => void,
) => ReactNode;

type Queue = { profiles: VoiceProfile[]; cursor: string | null; status: 'loading' | 'ready' | 'error' };

export function VoiceBrowser({
  memberMenu,
  openConversation,
}: {
  memberMenu: VoiceMemberMenu;
  openConversation: (matchId: string) => void;
}) {
  const [queue, setQueue] = useState<Queue>({ profiles: [], cursor: null, status: 'loading' });
  const loading = useRef(false);
  const react = useReactToVoice();
  const queryClient = useQueryClient();

  const load = useCallback(async (cursor: string | null, replace: boolean) => {
    if (loading.current) return;
    loading.current = true;
    if (replace) setQueue({ profiles: [], cursor: null, status: 'loading' });
    try {
      const page = await listVoiceProfiles(cursor);
      setQueue((current) => {
        const known = new Set(current.profiles.map((profile) => profile.member.id));
        return {
          profiles: [
            ...(replace ? [] : current.profiles),
            ...page.profiles.filter((profile) => !known.has(profile.member.id)),
          ],
          cursor: page.cursor,
          status: 'ready',
        };
      });
    } catch (error) {
      console.error('Voice profiles failed to load', error);
      setQueue((current) => ({ ...current, status: current.profiles.length > 0 ? 'ready' : 'error' }));
    } finally {
      loading.current = false;
    }
  }, []);

  useEffect(() => void load(null, true), [load]);
  // Two or fewer left: fetch the next 20 before they run out.
  useEffect(() => {
    if (queue.status === 'ready' && queue.profiles.length <= 2 && queue.cursor) void load(queue.cursor, false);
  }, [queue, load]);

  const current = queue.profiles[0];
  const advance = (memberId: string) =>
    setQueue((state) => ({ ...state, profiles: state.profiles.filter((profile) => profile.member.id !== memberId) }));

  async function answer(action: 'like' | 'pass') {
    if (!current) return;
    try {
      const result = await react.mutateAsync({ memberId: current.member.id, voiceId: current.voiceId, action });
      if (action === 'like') {
        showSuccess(MESSAGES.voice.liked);
        if (result.matched && result.matchId) {
          const matchId = result.matchId;
          announceMatch({
            matchId,
            message: MESSAGES.discover.itsAMatch,
            action: { label: 'Message', onClick: () => openConversation(matchId) },
          });
        }
      }
      advance(current.member.id);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'limit_reached') return showError(MESSAGES.voice.likeLimit);
      if (code === 'not_found') {
        showError(MESSAGES.voice.gone);
        return advance(current.member.id);
      }
      showError(MESSAGES.voice.actionError);
    }
  }

  return (
    <Card className="flex flex-col p-6" data-testid="voice-browser">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold text-gray-900">Listen and connect</h3>
          <p className="mt-1 text-sm text-gray-600">Hear someone before you see the rest. Like to let them know.</p>
        </div>
        {queue.status !== 'loading' && (
          <Button variant="ghost" size="icon" aria-label="Refresh voice profiles" onClick={() => void load(null, true)}>
            <RefreshCw className="size-4" aria-hidden />
          </Button>
        )}
      </div>
      <div className="mt-5 flex-1">
        {queue.status === 'loading' ? (
          <Skeleton className="h-56" label="Loading voice profiles" />
        ) : queue.status === 'error' ? (
          <LoadErrorCard
            className="mt-0"
            title={MESSAGES.voice.loadError.title}
            description={MESSAGES.voice.loadError.description}
            onRetry={() => void load(null, true)}
            retrying={false}
          />
        ) : !current ? (
          <div
            className="flex flex-col items-center gap-3 rounded-2xl bg-rose-50 p-8 text-center"
            data-testid="voice-empty"
          >
            <IconTile icon={Mic} size={14} className="rounded-2xl bg-white text-rose-500" />
            <p className="font-semibold text-gray-900">No voice introductions to hear right now</p>
            <p className="text-sm text-gray-600">
              New ones arrive all the time. Check back soon, or record yours so others can hear you.
            </p>
          </div>
        ) : (
          <VoiceCard
            key={current.voiceId}
            profile={current}
            busy={react.isPending}
            onAnswer={(action) => void answer(action)}
            menu={memberMenu({ id: current.member.id, name: current.member.fullName }, (memberId) => {
              advance(memberId);
              void queryClient.invalidateQueries({ queryKey: ['stories'] });
            })}
          />
        )}
      </div>
    </Card>
  );
}

function VoiceCard({
  profile,
  busy,
  onAnswer,
  menu,
}: {
  profile: VoiceProfile;
  busy: boolean;
  onAnswer: (action: 'like' | 'pass') => void;
  menu: ReactNode;
}) {
  const { member } = profile;
  return (
    <article
      className="rounded-2xl border border-rose-100 bg-gradient-to-br from-white to-rose-50/60 p-5"
      aria-label={`${member.fullName}'s voice introduction`}
      data-testid="voice-card"
      data-member-id={member.id}
    >
      <div className="flex items-center gap-4">
        <Avatar photo={member.photo} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-bold text-gray-900" data-testid="voice-name">
            <NameAndAge name={member.fullName} age={member.age} />
          </p>
          {member.location && (
            <p className="flex items-center gap-1 truncate text-sm text-gray-600">
              <MapPin className="size-3.5 shrink-0" aria-hidden /> {member.location}
            </p>
          )}
          <p className="mt-0.5 text-xs font-medium text-rose-700">
            {profile.topic} · {formatVoiceSeconds(profile.durationSeconds)}
          </p>
        </div>
        {menu}
      </div>
      <audio src={profile.audioUrl} controls preload="metadata" className="mt-4 w-full" data-testid="voice-audio" />
      <div className="mt-5 flex justify-center gap-5">
        <button
          type="button"
          onClick={() => onAnswer('pass')}
          disabled={busy}
          aria-label="Pass"
          className="flex size-14 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-500 shadow-sm transition hover:scale-105 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-rose-500 disabled:opacity-50"
        >
          <X className="size-7" aria-hidden />
        </button>
        <button
          type="button"
          onClick={() => onAnswer('like')}
          disabled={busy}
          aria-label="Like"
          className="flex size-14 items-center justify-center rounded-full bg-gradient-to-r from-rose-600 to-pink-600 text-white shadow-lg shadow-rose-500/30 transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:opacity-50"
        >
          <Heart className="size-7 fill-current" aria-hidden />
        </button>
      </div>
    </article>
  );
}
