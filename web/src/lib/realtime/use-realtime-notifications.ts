/**
 * What the shell does with pushed frames, whatever screen is open: keep the
 * match list (previews, unread counts, the top bar's badge) in step, tell
 * the member about a new message or match they are not looking at, and
 * follow a tier change (a payment, a cancellation, a refund) everywhere.
 * The open conversation handles its own frames (features/chat).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import type { Message } from '#shared/schemas/chat.ts';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import { paths } from '../../config/paths';
import { refreshMeAndTierIfChanged, refreshTier } from '../billing/subscription-cache';
import { announceMatch } from '../match-toast';
import { messagePreview, withArrivedMessage } from '../match-list';
import { matchesQueryOptions, type MatchList } from '../matches';
import { meQueryOptions, useMe } from '../me';
import { memberListKeys } from '../query-keys';
import { showInfo } from '../toast';
import { isConversationOpen } from './active-conversation';
import { useRealtimeFrames, useRealtimeOpened } from './realtime-provider';

export function useRealtimeNotifications(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: me } = useMe();

  const refreshMatches = () => void queryClient.invalidateQueries({ queryKey: memberListKeys.matches });
  const goTo = (label: string, matchId: string) => ({
    label,
    onClick: () => void navigate(paths.conversation.getHref(matchId)),
  });

  /**
   * The bell: the new one on top, with the server's count when the frame has one (decision 0075: it no
   * longer does), else one more unread unless the bell shows it already; the refetch below settles it.
   */
  function addToBell(notification: Notification, unread: number | undefined) {
    queryClient.setQueryData<NotificationList>(
      memberListKeys.notifications,
      (data) =>
        data && {
          notifications: [notification, ...data.notifications.filter((item) => item.id !== notification.id)],
          unread:
            unread ??
            data.unread + (data.notifications.some((item) => item.id === notification.id) || notification.read ? 0 : 1),
        },
    );
    void queryClient.invalidateQueries({ queryKey: memberListKeys.notifications });
  }

  /** A message I was not looking at is also in my bell: one more unread, and the list fetched with its entry. */
  function addMessageToBell() {
    queryClient.setQueryData<NotificationList>(
      memberListKeys.notifications,
      (data) => data && { ...data, unread: data.unread + 1 },
    );
    void queryClient.invalidateQueries({ queryKey: memberListKeys.notifications });
  }

  async function notifyMessage(message: Message) {
    const cached = queryClient.getQueryData<MatchList>(memberListKeys.matches);
    // A brand-new match may not be in the list yet: ask once for the sender's name.
    const list = cached?.matches.some((match) => match.matchId === message.matchId)
      ? cached
      : await queryClient.fetchQuery(matchesQueryOptions());
    const match = list.matches.find((entry) => entry.matchId === message.matchId);
    if (!match) return;
    // One toast per conversation: a burst of messages updates it instead of stacking.
    const toast = MESSAGES.chat.newMessage(match.member.fullName || 'your match', messagePreview(message.content));
    showInfo(toast, goTo('Open', message.matchId), { id: `message-${message.matchId}` });
  }

  async function onMessage(message: Message) {
    // A frame can beat GET /me on a fresh page; it is needed to tell my messages from theirs.
    const myId = me?.id ?? (await queryClient.ensureQueryData(meQueryOptions())).id;
    const fromMe = message.senderId === myId;
    // In view: the chat marks it read at once, and the read frame that follows refreshes the counts.
    const inView = isConversationOpen(message.matchId) && document.visibilityState === 'visible';
    queryClient.setQueryData<MatchList>(
      memberListKeys.matches,
      (data) => data && withArrivedMessage(data, message, fromMe, !inView),
    );
    if (inView) return;
    refreshMatches();
    if (!fromMe && !isConversationOpen(message.matchId)) await notifyMessage(message);
  }

  useRealtimeFrames((frame) => {
    switch (frame.type) {
      case 'message':
        // The message frame carries the bell's news too (`notified`): no notification frame follows it.
        if (frame.notified) addMessageToBell();
        // A toast is a courtesy: if the list cannot be read, the badge still catches up on the next refresh.
        void onMessage(frame.message).catch(() => undefined);
        break;
      case 'read':
        // My own read (from this tab or another) lowers my unread count; theirs changes nothing in my list.
        if (!me || frame.readerId === me.id) refreshMatches();
        // It read the conversation's messages in my bell too.
        if (frame.notificationsRead) void queryClient.invalidateQueries({ queryKey: memberListKeys.notifications });
        break;
      case 'matchEnded':
        refreshMatches();
        break;
      case 'subscription':
        // A webhook changed my entitlements (perhaps paid in another tab): the top bar, gates and lists follow.
        void refreshTier(queryClient);
        break;
      case 'voiceLike':
        // A like of my voice introduction: Who Liked You (Gold) has a new entry; the name only comes with it.
        void queryClient.invalidateQueries({ queryKey: memberListKeys.likesReceived });
        showInfo(MESSAGES.voice.likedYours(frame.member?.fullName ?? null), undefined, {
          id: `voice-like-${frame.member?.id ?? Date.now()}`,
        });
        break;
      case 'moderation':
        // A moderator acted on my account: /me carries the notice (and a suspension), which the shell shows.
        void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey, exact: true });
        // A photo or story published, or my content removed: the screens showing my own content follow at once.
        if (frame.notice.kind === 'content_published' || frame.notice.kind === 'content_removed') {
          for (const queryKey of [memberListKeys.myProfile, memberListKeys.stories, memberListKeys.myVoice])
            void queryClient.invalidateQueries({ queryKey });
        }
        break;
      case 'introduction':
        void queryClient.invalidateQueries({ queryKey: memberListKeys.introductions });
        void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey, exact: true });
        showInfo(
          MESSAGES.introductions.asked,
          { label: 'View', onClick: () => void navigate(paths.introductions.getHref()) },
          { id: `introduction-${frame.requestId}` },
        );
        break;
      case 'elite':
        if (frame.event === 'ready') {
          void queryClient.invalidateQueries({ queryKey: memberListKeys.eliteMatches });
          void queryClient.invalidateQueries({ queryKey: memberListKeys.eliteRequest });
          showInfo(
            MESSAGES.elite.matchReady,
            { label: 'View', onClick: () => void navigate(paths.eliteMatches.getHref()) },
            { id: `elite-${frame.requestId}` },
          );
        } else {
          void queryClient.invalidateQueries({ queryKey: memberListKeys.introductions });
          if (frame.event === 'chosen') {
            refreshMatches();
            showInfo(
              MESSAGES.introductions.chosen,
              { label: 'View', onClick: () => void navigate(paths.introductions.getHref()) },
              { id: `elite-${frame.requestId}` },
            );
          }
        }
        break;
      case 'match':
        // One frame tells a new match: the list, the bell, and a toast unless my own like made it
        // (the screen I acted on said so).
        refreshMatches();
        addToBell(frame.notification, frame.unread);
        if (!frame.byYou)
          announceMatch({
            matchId: frame.matchId,
            message: MESSAGES.discover.itsAMatch,
            action: goTo('Message', frame.matchId),
          });
        break;
      case 'notification':
        // The screens' own toasts already told the member.
        addToBell(frame.notification, frame.unread);
        break;
      case 'notificationsRead':
        void queryClient.invalidateQueries({ queryKey: memberListKeys.notifications });
        break;
    }
  });

  // Pushes sent while no socket was open (it was down, or the page was still loading) never came: the list,
  // the bell and the tier may be behind. A payment's webhook landing as the page loads is the usual case.
  useRealtimeOpened(() => {
    refreshMatches();
    void queryClient.invalidateQueries({ queryKey: memberListKeys.notifications });
    void refreshMeAndTierIfChanged(queryClient);
  });
}
