/**
 * The moderator's action on a member (decision 0023), a staff route in a module of its own: its
 * handler imports this and so builds only its own schemas at a cold start, not the rest of the staff
 * console's (docs/decisions/0087-cold-start-moderation-and-upload-forms.md). STAFF_ROUTES includes it.
 */
import { MemberIdParamsSchema, ModerationActionSchema, ModerationResultSchema } from '../schemas/moderation-action';
import type { HttpRoute } from './route-types';

export const MODERATE_MEMBER_ROUTES = {
  moderateMember: {
    method: 'POST',
    path: '/staff/members/{memberId}/actions',
    auth: 'member',
    limit: 'staffAction',
    roles: ['moderator'],
    handler: 'lambdas/http/moderate-member.handler.ts',
    summary:
      "Dismisses the open reports, removes a photo, story or voice intro, warns, suspends for N days or bans; each with a reason, written to the audit log. Never on one's own account.",
    params: MemberIdParamsSchema,
    body: ModerationActionSchema,
    response: ModerationResultSchema,
    needs: ['photos', 'stories', 'voice', 'userPoolModeration'],
    // Publishing a held photo re-encodes it with sharp (decision 0082): its native binary must ship
    // beside the bundle, and its JavaScript (130 KB) is then no longer parsed at every cold start.
    nativeModules: ['sharp'],
  },
} as const satisfies Record<string, HttpRoute>;
