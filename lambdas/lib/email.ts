import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { requireEnv } from './env';

/**
 * SES v2, created once per container. The SDK finds SES by itself: in AWS the
 * region's endpoint, locally AWS_ENDPOINT_URL_SESV2 (the local cloud's mail
 * catcher), so this file has no local branch.
 */
let client: SESv2Client | undefined;
const ses = () => (client ??= new SESv2Client({}));

/** For values put into an email's HTML part. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * One-click unsubscribe (RFC 8058): mail clients show their own button for it. Absent on mails a
   * person must get whatever they chose (a notice about their own account).
   */
  unsubscribeUrl?: string;
};

export async function sendEmail(email: OutgoingEmail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: requireEnv('EMAIL_FROM'),
      Destination: { ToAddresses: [email.to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
          ...(email.unsubscribeUrl
            ? {
                Headers: [
                  { Name: 'List-Unsubscribe', Value: `<${email.unsubscribeUrl}>` },
                  { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
                ],
              }
            : {}),
        },
      },
    }),
  );
}
