import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import type { Handlers } from './handlers';
import type { LogSettings } from '../stages';
import type { MemberAuth } from './member-auth';
import { RoleInvokedLambdaIntegration } from './role-invoked-lambda-integration';

/**
 * Why each public route has no authorizer. A public route missing here stops
 * the synth: opening a route to the internet must come with a reason.
 */
export const PUBLIC_ROUTE_REASONS: Partial<Record<OperationId, string>> = {
  getOpenApi: 'The API description is public documentation generated from the route table; it holds no member data.',
  handleStripeWebhook:
    'Stripe cannot present a Cognito token. The handler authenticates every call by verifying the Stripe-Signature HMAC with the webhook secret and rejects the rest.',
  unsubscribeEmail:
    'The link in an away email works without signing in (decision 0024). The handler verifies the HMAC-signed token, which names the member and the email type, and refuses the rest.',
  signUp:
    'A visitor has no account yet (decision 0054). The use case limits requests per source address and per e-mail in the table, and answers every address alike.',
  resendSignUpCode:
    'A visitor confirming a new account has no session yet (decision 0054). Limited per source address and per e-mail like sign-up; every address gets the same answer.',
  confirmSignUp:
    'A visitor confirming a new account has no session yet (decision 0054). Limited per source address and per e-mail; a wrong code, an unknown and a confirmed address get the same answer.',
};

/** Per-stage guard rails while there is no WAF: far above real use, far below the account limit. */
export const HTTP_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

/** One JSON object per request, fields named as API Gateway's context variables. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    // Who called (empty on public routes): the saved member-failures query reads it.
    memberId: '$context.authorizer.claims.sub',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integration.latency',
    // The handler's Lambda request id (the aws_request_id of its log lines), so an access-log line
    // and the handler's lines meet by id; the handler logs `requestId` above as its correlation_id.
    lambdaRequestId: '$context.integration.requestId',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

export interface MemberHttpApiProps {
  readonly handlers: Handlers;
  readonly auth: MemberAuth;
  /** The only browser origin CORS admits. */
  readonly webOrigin: string;
  /** `kindred-<stage>`: the API's name. */
  readonly namePrefix: string;
  readonly logs: LogSettings;
}

const pascal = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

/**
 * The HTTP API, built from HTTP_ROUTES: one Lambda integration per route, the
 * Cognito JWT authorizer on exactly the `member` routes, CORS for the web
 * app, and JSON access logs on the $default stage.
 */
export class MemberHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** One JSON line per request (ACCESS_LOG_FORMAT); the saved Logs Insights queries read it. */
  readonly accessLogs: LogGroup;
  /** Base URL without a trailing slash: route paths are appended as they are. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: MemberHttpApiProps) {
    super(scope, id);
    const routes = Object.entries(HTTP_ROUTES) as [OperationId, (typeof HTTP_ROUTES)[OperationId]][];

    this.api = new HttpApi(this, 'Api', {
      apiName: `${props.namePrefix}-http`,
      description: 'Kindred member API (routes from shared/routes/)',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [props.webOrigin],
        allowMethods: [...new Set(routes.map(([, route]) => CorsHttpMethod[route.method])), CorsHttpMethod.OPTIONS],
        // prefer: the web client asks for refusals in the body (shared/refusals.ts).
        allowHeaders: ['authorization', 'content-type', 'prefer'],
        maxAge: Duration.hours(2),
      },
    });

    const accessLogs = (this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logs.retention,
      removalPolicy: props.logs.removalPolicy,
    }));
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: HTTP_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    this.url = this.api.apiEndpoint;

    // Cognito access tokens carry no `aud`; API Gateway then matches `client_id` against the audience.
    const memberJwt = new HttpJwtAuthorizer('MemberJwt', props.auth.issuer, {
      jwtAudience: [props.auth.client.userPoolClientId],
    });

    // Routes with a throttle of their own (the public webhook) get it as a route setting of the stage.
    const routeSettings = Object.fromEntries(
      routes.flatMap(([, route]) =>
        'throttle' in route && route.throttle
          ? [
              [
                `${route.method} ${route.path}`,
                { ThrottlingRateLimit: route.throttle.rateLimit, ThrottlingBurstLimit: route.throttle.burstLimit },
              ],
            ]
          : [],
      ),
    );
    if (Object.keys(routeSettings).length > 0) (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;

    // API Gateway invokes each domain's functions with that domain's role (role-invoked-lambda-integration.ts
    // says why). Routes and integrations live beside their functions, in the domain's nested stack, so a
    // stack grows by five resources a route whatever the size of the API (decision 0055).
    const invokers = new Map<Stack, Role>();
    const invokerIn = (stack: Stack) => {
      let invoker = invokers.get(stack);
      if (!invoker) {
        invoker = new Role(stack, 'ApiInvoker', {
          assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
          description: "Lets the HTTP API invoke this domain's route functions, and nothing else",
        });
        // CDK spreads many ARNs over the default and overflow policies (IAM's size limit), and the
        // rule reports the split policy as a whole; every statement names exact function ARNs.
        Validations.of(invoker).acknowledge({
          id: 'AwsSolutions-IAM5',
          reason:
            "lambda:InvokeFunction on the exact ARNs of this domain's route functions, no wildcard; only API Gateway assumes the role.",
        });
        invokers.set(stack, invoker);
      }
      return invoker;
    };

    for (const [operationId, route] of routes) {
      const publicReason = PUBLIC_ROUTE_REASONS[operationId];
      if (route.auth === 'public' && !publicReason) {
        throw new Error(
          `Public route ${operationId} (${route.method} ${route.path}) needs an entry in PUBLIC_ROUTE_REASONS`,
        );
      }
      const fn = props.handlers.http[operationId];
      const stack = Stack.of(fn);
      const invoker = invokerIn(stack);
      // The function's exact ARN (grantInvoke would add `:*` for versions and aliases, which nothing here uses).
      invoker.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }));
      const created = new HttpRoute(stack, `${pascal(operationId)}Route`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new RoleInvokedLambdaIntegration(`${operationId}Integration`, fn, invoker),
        authorizer: route.auth === 'member' ? memberJwt : new HttpNoneAuthorizer(),
      });
      if (route.auth === 'public') {
        Validations.of(created).acknowledge({ id: 'AwsSolutions-APIG4', reason: publicReason! });
      }
      // The stage's route settings name the route by its key: CloudFormation refuses them until it exists.
      if ('throttle' in route && route.throttle) this.stage.node.addDependency(created);
    }
  }
}
