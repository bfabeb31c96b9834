import * as z from 'zod';

/**
 * /runtime-config.json: written by the stack next to the built app in AWS, and
 * by the local cloud in development. The web app reads it before anything
 * else, so no endpoint or id is compiled into the bundle.
 */
export const RuntimeConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  httpApiUrl: z.url(),
  webSocketUrl: z.string().regex(/^wss?:\/\//),
  mediaBaseUrl: z.url(),
  /** Only in the local cloud: where Amplify sends Cognito calls (the shim in front of cognito-local). */
  userPoolEndpoint: z.url().optional(),
  /** Only in the local cloud: the mailbox page that shows confirmation codes. */
  mailboxUrl: z.url().optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
