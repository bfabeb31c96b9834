/**
 * The staff console's demo data (decisions 0022 and 0023): one matchmaker and
 * one moderator (Cognito users in their groups), a few paid Elite Match
 * requests at different stages, and a few open reports, so a newcomer can try
 * every screen. The demo member is asked about one introduction, so
 * /introductions has something too. Written through the same use cases the
 * Lambdas run.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ulid } from 'ulid';
import type { EliteRequestFormInput } from '#shared/schemas/elite.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { ensureStaffGroups, setStaffRole } from '../user-pool';
import { ensureCognitoUser } from './cognito-users';

export const STAFF_ACCOUNTS: readonly {
  email: string;
  password: string;
  username: string;
  fullName: string;
  role: StaffRole;
}[] = [
  {
    email: 'matchmaker@kindred.local',
    password: 'matchmaker-pass-2026',
    username: 'matchmaker',
    fullName: 'Grace (Matchmaker)',
    role: 'matchmaker',
  },
  {
    email: 'moderator@kindred.local',
    password: 'moderator-pass-2026',
    username: 'moderator',
    fullName: 'Sam (Moderator)',
    role: 'moderator',
  },
];

const DAY_MS = 86_400_000;

const FORMS: EliteRequestFormInput[] = [
  {
    preferredAge: [28, 38],
    preferredLocation: 'Singapore',
    preferredProfession: 'Healthcare or education',
    preferredEducation: 'bachelors',
    preferredHeight: [165, 190],
    smokingPreference: 'non-smoker',
    drinkingPreference: 'social',
    religiousPreference: '',
    relationshipGoal: 'marriage',
    childrenPreference: 'no-preference',
    wantsChildrenPreference: 'wants-children',
    personalityTraits: ['Ambitious', 'Humorous', 'Romantic'],
    sharedInterests: 'Hiking on weekends, trying new restaurants, and travel in Asia.',
    communicationStyle: 'daily',
    dateFrequency: 'weekly',
    exclusivityExpectation: 'monogamous',
    dealbreakers: 'Smoking; not wanting a family.',
    specificRequests: 'Someone close to their family, who speaks English and ideally Mandarin.',
    availability: 'Weekday evenings after 7 pm, weekends.',
    introductionFrequency: 'quality-focused',
    preferredContactMethod: 'phone',
    backgroundCheckRequired: true,
  },
  {
    preferredAge: [30, 42],
    preferredLocation: 'Singapore or Kuala Lumpur',
    preferredProfession: '',
    preferredEducation: 'masters',
    preferredHeight: [155, 175],
    smokingPreference: 'no-preference',
    drinkingPreference: 'light',
    religiousPreference: 'Buddhist',
    politicalPreference: 'moderate',
    relationshipGoal: 'serious-relationship',
    childrenPreference: 'has-children-ok',
    wantsChildrenPreference: 'open-to-children',
    personalityTraits: ['Intellectual', 'Laid-back', 'Optimistic'],
    sharedInterests: 'Reading, classical music, cooking at home.',
    communicationStyle: 'moderate',
    dateFrequency: 'bi-weekly',
    exclusivityExpectation: 'exclusive-dating',
    additionalNotes: 'I travel for work twice a month.',
    introductionFrequency: 'bi-weekly',
    preferredContactMethod: 'video-call',
  },
  {
    preferredAge: [25, 35],
    preferredLocation: 'Singapore',
    preferredEducation: 'no-preference',
    preferredHeight: [160, 185],
    smokingPreference: 'non-smoker',
    drinkingPreference: 'no-preference',
    relationshipGoal: 'long-term-partnership',
    personalityTraits: ['Adventurous', 'Creative', 'Outgoing'],
    sharedInterests: 'Diving, photography, street food.',
    communicationStyle: 'frequent',
    dateFrequency: 'multiple-weekly',
    exclusivityExpectation: 'monogamous',
    introductionFrequency: 'weekly',
    preferredContactMethod: 'text',
  },
  {
    preferredAge: [32, 45],
    preferredLocation: 'Singapore',
    relationshipGoal: 'life-companion',
    personalityTraits: ['Practical', 'Spiritual'],
    sharedInterests: 'Volunteering and long walks.',
    introductionFrequency: 'monthly',
    preferredContactMethod: 'email',
  },
];

export type SeedMember = { id: string; cityIndex: number; fullName: string };

/**
 * The staff logins (Cognito users in their role's group) and their profiles:
 * they need only Cognito and the table, so the seed starts them at once.
 * Needs the handler environment in process.env (the caller's dynamic import
 * order ensures it).
 */
export async function seedStaffAccounts(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<Record<StaffRole, string>> {
  const { putProfile } = await import('#lambdas/db/profiles.ts');
  const { newProfile } = await import('#lambdas/use-cases/profile/ensure-profile.ts');
  // Once before both accounts join theirs: cognito-local's CreateGroup replaces a group, members and all.
  await ensureStaffGroups(cognito, userPoolId);
  const ids = await Promise.all(
    STAFF_ACCOUNTS.map(async (account) => {
      const id = await ensureCognitoUser(cognito, userPoolId, account);
      await setStaffRole(cognito, userPoolId, account.email, account.role);
      // Staff are not in the dating pool: an incomplete profile is never discoverable.
      await putProfile({
        ...newProfile(id, { email: account.email, preferredUsername: account.username }, new Date()),
        fullName: account.fullName,
        location: 'Kindred HQ',
        profession: 'Kindred staff',
      });
      return [account.role, id] as const;
    }),
  );
  return Object.fromEntries(ids) as Record<StaffRole, string>;
}

/**
 * The staff console's data. `samples` are the seeded sample members;
 * `reserved` ones (the demo member's admirers and chat partners) are left alone.
 */
export async function seedStaffAndElite(options: {
  staffIds: Record<StaffRole, string>;
  demoMemberId: string;
  samples: SeedMember[];
  reserved: Set<string>;
  log: (line: string) => void;
}): Promise<{ requests: number; reports: number }> {
  const { staffIds, demoMemberId, samples, reserved } = options;
  const { grantTier } = await import('../grant-tier');
  const { putUnpaidRequest, markRequestPaid } = await import('#lambdas/db/elite.ts');
  const { EliteRequestFormSchema } = await import('#shared/schemas/elite.ts');
  const { proposeEliteCandidate } = await import('#lambdas/use-cases/staff/matchmaking.ts');
  const { answerIntroduction } = await import('#lambdas/use-cases/elite/introductions.ts');
  const { chooseEliteMatch } = await import('#lambdas/use-cases/elite/elite-matches.ts');
  const { reportMember } = await import('#lambdas/use-cases/moderation/safety.ts');

  const matchmaker = { id: staffIds.matchmaker, roles: ['matchmaker'] as const };

  // Requesters and candidates near each other (Singapore first), never the demo member's own admirers or partners.
  const free = samples.filter((sample) => !reserved.has(sample.id)).sort((a, b) => a.cityIndex - b.cityIndex);
  const requesters = free.slice(0, FORMS.length);
  // Reporters and the reported come from the other end of the list, so reports and requests can be written side by side.
  const reporters = free.slice(-4);
  const [reportedMany, reportedOnce] = free.slice(-6, -4);
  const candidates = free.slice(FORMS.length, -6);
  const take = () => candidates.shift()?.id;
  const now = Date.now();

  // Each request is its own member's and its own candidates' (take() hands each out once): all four side by side.
  const seedRequest = async (requester: SeedMember, index: number) => {
    const paidAt = new Date(now - (12 - index * 3) * DAY_MS);
    await grantTier(requester.id, 'elite', paidAt);
    const requestId = ulid(paidAt.getTime() - 60_000);
    await putUnpaidRequest(
      requester.id,
      requestId,
      EliteRequestFormSchema.parse(FORMS[index]),
      new Date(paidAt.getTime() - 60_000),
    );
    await markRequestPaid(requester.id, requestId, `seed-${requestId}`, paidAt.toISOString());
    const propose = async (candidateId: string | undefined, daysAgo: number, note: string) => {
      if (!candidateId) return undefined;
      await proposeEliteCandidate(
        matchmaker,
        requester.id,
        requestId,
        { candidateId, note },
        new Date(now - daysAgo * DAY_MS),
      );
      return candidateId;
    };
    const accept = async (
      candidateId: string | undefined,
      contact: { method: 'email' | 'phone' | 'text' | 'video-call'; value: string },
    ) => {
      if (candidateId) await answerIntroduction(candidateId, requestId, { answer: 'accept', contact });
    };
    switch (index) {
      case 0:
        // Waiting for curation: paid, nobody proposed yet.
        break;
      case 1: {
        // Waiting on candidates: the demo member and another are asked; a third declined.
        await propose(
          demoMemberId,
          1,
          'You both love hiking and cooking, and you are both looking for something serious.',
        );
        await propose(take(), 1, 'Shared love of reading and music; both value family.');
        const declined = await propose(take(), 2, 'Both early risers who love the outdoors.');
        if (declined) await answerIntroduction(declined, requestId, { answer: 'decline' });
        break;
      }
      case 2: {
        // Matches ready: one accepted (the member can choose), one still waiting, one never answered (expired).
        await accept(await propose(take(), 3, 'Same sense of adventure; you would love diving together.'), {
          method: 'text',
          value: '+65 8123 4567',
        });
        await propose(take(), 1, 'Creative and outgoing, like you.');
        await propose(take(), 9, 'Both photographers.');
        break;
      }
      case 3: {
        // Matched: the member chose one of two who accepted.
        const chosen = await propose(take(), 6, 'Both volunteer on weekends.');
        const other = await propose(take(), 6, 'Practical and kind.');
        await accept(chosen, { method: 'email', value: 'seeded.match@members.kindred.local' });
        await accept(other, { method: 'phone', value: '+65 9012 3456' });
        if (chosen) await chooseEliteMatch(requester.id, chosen);
        break;
      }
    }
  };

  // Open reports: one member reported three times, another once (in turn: reports of one member share its case).
  const seedReports = async () => {
    let reports = 0;
    for (const [index, reporter] of reporters.slice(0, 3).entries()) {
      if (!reportedMany) break;
      await reportMember(reporter.id, {
        memberId: reportedMany.id,
        alsoBlock: false,
        category: (['fake_profile', 'scam', 'fake_profile'] as const)[index]!,
        note: [
          'Photos look like a stock model.',
          'Asked me to move to another app and for money.',
          'Same photos as another profile.',
        ][index],
      });
      reports++;
    }
    if (reportedOnce && reporters[3]) {
      await reportMember(reporters[3].id, {
        memberId: reportedOnce.id,
        category: 'inappropriate_content',
        note: 'Second photo is not appropriate.',
        alsoBlock: false,
      });
      reports++;
    }
    return reports;
  };
  const [reports] = await Promise.all([seedReports(), ...requesters.map(seedRequest)]);
  const requests = requesters.length;
  options.log(`Seeded staff (matchmaker, moderator), ${requests} paid Elite requests and ${reports} open reports`);
  return { requests, reports };
}
