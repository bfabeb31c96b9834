/**
 * The local cloud's SES: the one call the handlers make, SES v2 SendEmail
 * (`POST /v2/email/outbound-emails`, REST-JSON), answered as SES answers it,
 * with each recipient's copy put in the local mailbox (mailbox.ts). Handlers
 * reach it through AWS_ENDPOINT_URL_SESV2 with the real SDK client, so they
 * cannot tell it from SES. Signatures are not checked (nothing here is secret), but a function's
 * SendEmail is authorized against its role (decision 0064).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import * as z from 'zod';
import { LOCAL_REGION } from './endpoints';
import { accessKeyIdOf } from './function-identity';
import { LOCAL_ACCOUNT_ID } from './lambda-runtime';
import type { LocalIam } from './local-iam';
import { errorText, type Log } from './log';
import { formatCodeNotice, type Mailbox } from './mailbox';
import { readBody } from './read-body';

const Text = z.object({ Data: z.string() });
const SendEmailSchema = z.object({
  FromEmailAddress: z.string().min(3),
  Destination: z.object({ ToAddresses: z.array(z.string().min(3)).min(1).max(50) }),
  Content: z.object({
    Simple: z.object({ Subject: Text, Body: z.object({ Text: Text.optional(), Html: Text.optional() }) }),
  }),
});

export type SesLocalOptions = {
  port: number;
  mailbox: Mailbox;
  log: Log;
  /** Authorizes a function's SendEmail against its role, on the sender's identity (decision 0064). */
  iam?: LocalIam;
};

export function startSesLocal({ port, mailbox, log, iam }: SesLocalOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== '/v2/email/outbound-emails') {
      answer(404, { message: 'The local SES answers SendEmail only' });
      return;
    }
    readBody(req)
      .then(async (raw) => {
        const parsed = SendEmailSchema.safeParse(JSON.parse(raw || '{}'));
        if (!parsed.success) {
          // SES's own error shape, so the SDK raises BadRequestException as it would in AWS.
          res.setHeader('x-amzn-errortype', 'BadRequestException');
          answer(400, {
            message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
          });
          return;
        }
        const principal = iam?.principalOf(accessKeyIdOf(req.headers));
        const denied =
          principal &&
          (await iam!.authorize(principal, [
            {
              action: 'ses:SendEmail',
              // The sender's identity: the address of `Name <address>` or of a bare address.
              resource: `arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:identity/${/<([^>]+)>/.exec(parsed.data.FromEmailAddress)?.[1] ?? parsed.data.FromEmailAddress}`,
            },
          ]));
        if (denied) {
          res.setHeader('x-amzn-errortype', 'AccessDeniedException');
          answer(403, { message: denied.message });
          return;
        }
        const { Destination, Content } = parsed.data;
        for (const to of Destination.ToAddresses) {
          const entry = mailbox.addEmail({
            to,
            subject: Content.Simple.Subject.Data,
            text: Content.Simple.Body.Text?.Data ?? Content.Simple.Body.Html?.Data ?? '',
          });
          log(formatCodeNotice(entry));
        }
        answer(200, { MessageId: randomUUID() });
      })
      .catch((error: unknown) => {
        log(`[ses] ${errorText(error)}`);
        answer(400, { message: 'Malformed request' });
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
