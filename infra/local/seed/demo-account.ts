/** The demo member the README and `npm start` announce. Local cloud only. */
export const DEMO_ACCOUNT = {
  email: 'demo@kindred.local',
  password: 'demo-pass-2026',
  username: 'demo',
} as const;
