/** Words the staff console shows for stored values: statuses, actions, dates. */
import type { ProposalStatus } from '#shared/elite/rules.ts';
import { MODERATION_ACTION_LABELS, type ModerationAction } from '#shared/moderation/rules.ts';

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'No answer in time',
  withdrawn: 'Withdrawn',
  selected: 'Chosen',
  not_selected: 'Not chosen',
};

/** Green for yes, grey for over, amber while waiting. */
export const PROPOSAL_STATUS_TONES: Record<ProposalStatus, 'green' | 'amber' | 'grey' | 'red'> = {
  pending: 'amber',
  accepted: 'green',
  selected: 'green',
  declined: 'red',
  expired: 'grey',
  withdrawn: 'grey',
  not_selected: 'grey',
};

/** Audit rows name moderation actions and matchmaking ones ('propose_candidate'). */
export function auditActionLabel(action: string): string {
  if (action in MODERATION_ACTION_LABELS) return MODERATION_ACTION_LABELS[action as ModerationAction];
  if (action === 'propose_candidate') return 'Proposed a candidate';
  return action.replace(/_/g, ' ');
}

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
