/**
 * The HTTP shim between the browser (Amplify's `userPoolEndpoint`) and
 * cognito-local. It forwards everything and fills the gaps that break a real
 * session locally (see shared LOCAL-CLOUD notes):
 *
 * - GetTokensFromRefreshToken (Amplify ≥ 6.15 refreshes only with it) becomes
 *   InitiateAuth REFRESH_TOKEN_AUTH; tokens get ExpiresIn and TokenType.
 * - GlobalSignOut answers {}; ResendConfirmationCode re-sends the stored code.
 * - After ConfirmSignUp / ConfirmForgotPassword it sets email_verified=true,
 *   as Cognito does, best effort: once Cognito succeeded, the browser gets that
 *   success, never a 5xx (Amplify would retry, and a retried confirm fails).
 * - Password policy (common passwords refused) and sign-in errors as Cognito reports them;
 *   lockout after repeated wrong passwords or codes.
 * - SignUp, ResendConfirmationCode and ConfirmSignUp only from the sign-up client, as the user pool's web ACL allows them
 *   (decision 0054): the browser signs up through POST /auth/sign-up.
 * - Admin and management calls only SigV4-signed (any local credentials), as AWS requires IAM for them.
 * - CORS for the web app's origin only, and GET /dev/mailbox(.json) for runs without Vite.
 *
 * It is Cognito's only way in: it listens on the Cognito endpoint's port (handlers, tools, the
 * issuer's JWKS) and on the browser's, and cognito-local sits on an internal port behind it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CodeDelivery } from './cognito-code-parser';
import {
  correctedError,
  maskEmail,
  passwordPolicyViolation,
  refusedAtTheGate,
  proposedPassword,
  withTokenMetadata,
  type CognitoErrorBody,
  type PasswordPolicy,
} from './cognito-shim-rules';
import { AttemptLockout, attemptOf, isFailedAttempt } from './cognito-lockout';
import { needsIamSignature, signatureRefusal } from './cognito-iam-operations';
import { verifySigV4 } from './sigv4-verify';
import { LOCAL_REGION } from './endpoints';
import { accessKeyIdOf } from './function-identity';
import { LOCAL_ACCOUNT_ID } from './lambda-runtime';
import type { LocalIam } from './local-iam';
import { errorText, type Log } from './log';
import { readRawBody } from './read-body';
import { mailboxMiddleware, type Mailbox } from './mailbox';

export type CognitoShimOptions = {
  /** Each port gets a listener with the same rules and the same state (lockouts). */
  ports: number[];
  upstream: string;
  userPoolId: string;
  /** The sign-up route's client: the only one SignUp, ResendConfirmationCode and ConfirmSignUp are accepted from. */
  signUpClientId: string;
  admin: CognitoIdentityProviderClient;
  passwordPolicy: PasswordPolicy;
  mailbox: Mailbox;
  /** cognito-local's working directory, to read a pending confirmation code for resends. */
  cognitoDataDir: string;
  deliver: (delivery: CodeDelivery) => void;
  /** The only origin whose pages may call the shim (CORS). */
  webOrigin: string;
  log: Log;
  /** Authorizes the admin calls a function signs against its role (decision 0064); absent, signed calls pass. */
  iam?: LocalIam;
};

const SERVICE = 'AWSCognitoIdentityProviderService';
const JSON_TYPE = 'application/x-amz-json-1.1';

type Reply = { status: number; body: unknown };

export async function startCognitoShim(options: CognitoShimOptions): Promise<Server[]> {
  const serveMailbox = mailboxMiddleware(options.mailbox);
  const lockout = new AttemptLockout();
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const allowed = setCors(req, res, options.webOrigin);
    if (req.method === 'OPTIONS') {
      res.writeHead(allowed ? 204 : 403).end();
      return;
    }
    serveMailbox(req, res, () => {
      handle(options, lockout, req, res).catch((error) => {
        options.log(`shim error: ${errorText(error)}`);
        if (!res.headersSent)
          send(res, {
            status: 502,
            body: {
              __type: 'ServiceUnavailableException',
              message: 'The local Cognito shim could not reach cognito-local.',
            },
          });
      });
    });
  };
  return Promise.all(
    options.ports.map(async (port) => {
      const server = createServer(onRequest);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, resolve);
      });
      return server;
    }),
  );
}

/** What a web ACL's block looks like through Cognito's API (the user pool's web ACL, decision 0054). */
export const WAF_BLOCK: Reply = {
  status: 403,
  body: { __type: 'ForbiddenException', message: 'Request not allowed due to WAF block.' },
};

async function handle(
  options: CognitoShimOptions,
  lockout: AttemptLockout,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const target = req.headers['x-amz-target'];
  if (req.method !== 'POST' || typeof target !== 'string') {
    // JWKS, openid-configuration, health: plain pass-through.
    const upstream = await fetch(`${options.upstream}${req.url ?? '/'}`, { method: req.method });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
    return;
  }
  const operation = target.split('.').pop() ?? '';
  const bytes = await readRawBody(req);
  const raw = bytes.toString('utf8');
  if (needsIamSignature(operation)) {
    const signature = await verifySigV4({ method: req.method, url: req.url ?? '/', headers: req.headers, body: bytes });
    if (!signature.ok) {
      options.log(`refused an unsigned or badly signed ${operation}: ${signature.code}`);
      send(res, signatureRefusal(signature.code, signature.message));
      return;
    }
  }
  let input: Record<string, unknown> = {};
  try {
    input = JSON.parse(raw || '{}') as Record<string, unknown>;
  } catch {
    // Let cognito-local produce its own error for a malformed body (the gate below refuses it first).
  }
  const principal = options.iam?.principalOf(accessKeyIdOf(req.headers));
  if (principal) {
    const denied = await options.iam!.authorize(principal, [
      {
        action: `cognito-idp:${operation}`,
        resource: `arn:aws:cognito-idp:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:userpool/${String(input.UserPoolId ?? options.userPoolId)}`,
      },
    ]);
    if (denied) {
      send(res, { status: 400, body: { __type: 'AccessDeniedException', message: denied.message } });
      return;
    }
  }
  // WAF sees the request before Cognito does: a sign-up not from the route never reaches cognito-local.
  if (refusedAtTheGate(operation, input, options.signUpClientId)) {
    send(res, WAF_BLOCK);
    return;
  }
  send(res, await answer(options, lockout, operation, input, raw));
}

async function answer(
  options: CognitoShimOptions,
  lockout: AttemptLockout,
  operation: string,
  input: Record<string, unknown>,
  raw: string,
): Promise<Reply> {
  const password = proposedPassword(operation, input);
  const violation = password === undefined ? undefined : passwordPolicyViolation(password, options.passwordPolicy);
  if (violation) return { status: 400, body: violation };
  // Cognito locks a user out after repeated wrong passwords or codes; cognito-local does not (cognito-lockout.ts).
  const attempt = attemptOf(operation, input);
  const locked = attempt && lockout.refusal(attempt, Date.now());
  if (locked) return { status: 400, body: locked };

  switch (operation) {
    case 'GetTokensFromRefreshToken': {
      const reply = await callCognito(
        options,
        'InitiateAuth',
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: {
            REFRESH_TOKEN: input.RefreshToken,
            ...(input.DeviceKey ? { DEVICE_KEY: input.DeviceKey } : {}),
          },
          ClientMetadata: input.ClientMetadata,
        }),
      );
      return finish(operation, reply);
    }
    case 'GlobalSignOut':
      // cognito-local lacks it; refresh tokens then simply live until they expire.
      return { status: 200, body: {} };
    case 'ResendConfirmationCode':
      return resendConfirmationCode(options, input);
  }

  const reply = await callCognito(options, operation, raw);
  if (attempt)
    lockout.record(
      attempt,
      reply.status !== 200 && isFailedAttempt(attempt, reply.body as CognitoErrorBody),
      Date.now(),
    );
  if (reply.status === 200) {
    try {
      await afterSuccess(options, operation, input);
    } catch (error) {
      options.log(`${operation} succeeded, but the follow-up failed (ignored): ${errorText(error)}`);
    }
  } else if (operation === 'ForgotPassword' && (reply.body as CognitoErrorBody)?.__type === 'UserNotFoundException') {
    // With user existence errors prevented, Cognito pretends it sent a code.
    return { status: 200, body: { CodeDeliveryDetails: codeDelivery(String(input.Username ?? '')) } };
  }
  return finish(operation, reply);
}

function finish(operation: string, reply: Reply): Reply {
  if (reply.status === 200) return { status: 200, body: withTokenMetadata(reply.body as object) };
  const body = reply.body as CognitoErrorBody;
  if (body && typeof body.__type === 'string') return { status: reply.status, body: correctedError(operation, body) };
  return reply;
}

async function afterSuccess(
  options: CognitoShimOptions,
  operation: string,
  input: Record<string, unknown>,
): Promise<void> {
  if (operation !== 'ConfirmSignUp' && operation !== 'ConfirmForgotPassword') return;
  // A confirmed code proves the address, and Cognito marks it verified;
  // cognito-local does not, which breaks account recovery later. It accepts
  // email_verified only together with the email itself (unchanged here, so
  // no new verification code is sent).
  const user = await options.admin.send(
    new AdminGetUserCommand({ UserPoolId: options.userPoolId, Username: String(input.Username) }),
  );
  const email = user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
  if (!email) return;
  await options.admin.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: options.userPoolId,
      Username: String(input.Username),
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

type StoredUser = {
  Username: string;
  UserStatus?: string;
  ConfirmationCode?: string;
  Attributes?: Array<{ Name: string; Value: string }>;
};

/** cognito-local has no ResendConfirmationCode: deliver the code it still holds for the unconfirmed user. */
async function resendConfirmationCode(options: CognitoShimOptions, input: Record<string, unknown>): Promise<Reply> {
  const wanted = String(input.Username ?? '').toLowerCase();
  const file = join(options.cognitoDataDir, '.cognito', 'db', `${options.userPoolId}.json`);
  const users = Object.values(
    (JSON.parse(await readFile(file, 'utf8')) as { Users?: Record<string, StoredUser> }).Users ?? {},
  );
  const email = (user: StoredUser) => user.Attributes?.find((a) => a.Name === 'email')?.Value;
  const user = users.find((u) => u.Username.toLowerCase() === wanted || email(u)?.toLowerCase() === wanted);
  if (!user) return { status: 200, body: { CodeDeliveryDetails: codeDelivery(wanted) } };
  if (user.UserStatus !== 'UNCONFIRMED') {
    return { status: 400, body: { __type: 'InvalidParameterException', message: 'User is already confirmed.' } };
  }
  const destination = email(user) ?? wanted;
  if (user.ConfirmationCode) {
    options.deliver({
      destination,
      code: user.ConfirmationCode,
      username: user.Username,
      target: 'ResendConfirmationCode',
      kind: 'signup',
    });
  }
  return { status: 200, body: { CodeDeliveryDetails: codeDelivery(destination) } };
}

function codeDelivery(email: string) {
  return { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

async function callCognito(options: CognitoShimOptions, operation: string, body: string): Promise<Reply> {
  const response = await fetch(options.upstream, {
    method: 'POST',
    headers: { 'content-type': JSON_TYPE, 'x-amz-target': `${SERVICE}.${operation}` },
    body,
  });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { __type: 'InternalErrorException', message: text };
  }
  return { status: response.status, body: parsed };
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { 'content-type': JSON_TYPE };
  const error = reply.body as Partial<CognitoErrorBody>;
  if (reply.status >= 400 && typeof error?.__type === 'string') headers['x-amzn-errortype'] = error.__type;
  res.writeHead(reply.status, headers).end(JSON.stringify(reply.body));
}

/**
 * CORS for the web app's origin only. Another page the developer happens to
 * open must not drive sign-ups or read the mailbox's codes from its scripts;
 * a foreign preflight is refused and a foreign request gets no CORS headers,
 * so the browser hides the answer. Callers without an Origin (the SDK, tests) are not browsers.
 */
function setCors(req: IncomingMessage, res: ServerResponse, webOrigin: string): boolean {
  res.setHeader('vary', 'origin');
  if (req.headers.origin !== undefined && req.headers.origin !== webOrigin) return false;
  res.setHeader('access-control-allow-origin', webOrigin);
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'access-control-allow-headers',
    req.headers['access-control-request-headers'] ?? 'content-type, x-amz-target, x-amz-user-agent, cache-control',
  );
  res.setHeader('access-control-expose-headers', 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date');
  res.setHeader('access-control-max-age', '600');
  return true;
}
