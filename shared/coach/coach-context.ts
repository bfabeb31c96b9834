/**
 * What a coach engine is given: the two members' own profile facts and the
 * stored conversation of their match, built on the server (never sent by a
 * browser). `messages` are oldest first.
 */
export type CoachPerson = {
  firstName: string;
  interests: readonly string[];
  languages: readonly string[];
  lookingFor: string | null;
  bio: string;
};

export type CoachMessage = { fromMe: boolean; content: string; createdAt: string };

export type CoachContext = {
  me: CoachPerson;
  them: CoachPerson;
  messages: readonly CoachMessage[];
  now: Date;
};
