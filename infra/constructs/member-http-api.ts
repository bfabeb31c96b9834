import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  LogGroupLogDestination,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import type { Handlers } from './handlers';
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
};

/** Per-stage guard rails while there is no WAF: far above real use, far below the account limit. */
export const HTTP_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

/** One JSON object per request, fields named as API Gateway's context variables. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integration.latency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

export interface MemberHttpApiProps {
  readonly handlers: Handlers;
  readonly auth: MemberAuth;
  /** The only browser origin CORS admits. */
  readonly webOrigin: string;
}

/**
 * The HTTP API, built from HTTP_ROUTES: one Lambda integration per route, the
 * Cognito JWT authorizer on exactly the `member` routes, CORS for the web
 * app, and JSON access logs on the $default stage.
 */
export class MemberHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** Base URL without a trailing slash: route paths are appended as they are. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: MemberHttpApiProps) {
    super(scope, id);
    const routes = Object.entries(HTTP_ROUTES) as [OperationId, (typeof HTTP_ROUTES)[OperationId]][];

    this.api = new HttpApi(this, 'Api', {
      apiName: 'kindred-http',
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

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
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

    // API Gateway invokes the route table's functions with this role (role-invoked-lambda-integration.ts says why).
    const invoker = new Role(this, 'Invoker', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: "Lets the HTTP API invoke the route table's functions, and nothing else",
    });
    // The functions' exact ARNs (grantInvoke would add `:*` for versions and aliases, which nothing here uses).
    invoker.addToPolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: routes.map(([operationId]) => props.handlers.http[operationId].functionArn),
      }),
    );
    // CDK spreads the ~85 ARNs over the default and overflow policies (IAM's size limit), and the
    // rule reports the split policy as a whole; every statement names exact function ARNs.
    Validations.of(invoker).acknowledge({
      id: 'AwsSolutions-IAM5',
      reason:
        "lambda:InvokeFunction on the exact ARNs of the route table's functions, no wildcard; only API Gateway assumes the role.",
    });

    for (const [operationId, route] of routes) {
      const publicReason = PUBLIC_ROUTE_REASONS[operationId];
      if (route.auth === 'public' && !publicReason) {
        throw new Error(
          `Public route ${operationId} (${route.method} ${route.path}) needs an entry in PUBLIC_ROUTE_REASONS`,
        );
      }
      const [created] = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new RoleInvokedLambdaIntegration(
          `${operationId}Integration`,
          props.handlers.http[operationId],
          invoker,
        ),
        authorizer: route.auth === 'member' ? memberJwt : new HttpNoneAuthorizer(),
      });
      if (route.auth === 'public' && created) {
        Validations.of(created).acknowledge({ id: 'AwsSolutions-APIG4', reason: publicReason! });
      }
    }
  }
}
