import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat, CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { WEBSOCKET_AUTHORIZER, WEBSOCKET_ROUTE_SELECTION, WEBSOCKET_ROUTES } from '#shared/routes/index.ts';
import type { Handlers, WebSocketRouteName } from './handlers';
import type { LogSettings } from '../stages';
import { acknowledgeManagedPolicy } from './nag';

export const WEBSOCKET_STAGE_NAME = 'prod';
export const WEBSOCKET_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    // Who called (empty on public routes): the saved member-failures query reads it.
    memberId: '$context.authorizer.memberId',
    requestTime: '$context.requestTime',
    eventType: '$context.eventType',
    routeKey: '$context.routeKey',
    connectionId: '$context.connectionId',
    status: '$context.status',
    // The handler's Lambda request id (the aws_request_id of its log lines), so an access-log line
    // and the handler's lines meet by id; the handler logs `requestId` above as its correlation_id.
    lambdaRequestId: '$context.integration.requestId',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

export interface RealtimeApiProps {
  readonly handlers: Handlers;
  /** `kindred-<stage>`: the API's name. */
  readonly namePrefix: string;
  readonly logs: LogSettings;
}

/**
 * The WebSocket API, built from WEBSOCKET_ROUTES. Routes are selected by the
 * frame's `action` field. The member is authenticated once, at $connect, by a
 * Lambda authorizer reading the access token from the query string (browsers
 * cannot set headers on a WebSocket).
 */
export class RealtimeApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** One JSON line per request (ACCESS_LOG_FORMAT); the saved Logs Insights queries read it. */
  readonly accessLogs: LogGroup;
  /** `wss://…/prod`, what the browser opens. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: RealtimeApiProps) {
    super(scope, id);

    this.api = new WebSocketApi(this, 'Api', {
      apiName: `${props.namePrefix}-realtime`,
      description: 'Kindred realtime channel (routes from shared/routes/)',
      routeSelectionExpression: `$request.body.${WEBSOCKET_ROUTE_SELECTION}`,
    });

    const authorizer = new WebSocketLambdaAuthorizer('MemberToken', props.handlers.webSocketAuthorizer, {
      identitySource: [`route.request.querystring.${WEBSOCKET_AUTHORIZER.tokenQueryParameter}`],
    });

    for (const [name, route] of Object.entries(WEBSOCKET_ROUTES) as [
      WebSocketRouteName,
      (typeof WEBSOCKET_ROUTES)[WebSocketRouteName],
    ][]) {
      const isConnect = route.routeKey === '$connect';
      const created = this.api.addRoute(route.routeKey, {
        integration: new WebSocketLambdaIntegration(`${name}Integration`, props.handlers.webSocket[name]),
        authorizer: isConnect ? authorizer : undefined,
      });
      if (!isConnect) {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `API Gateway accepts an authorizer on $connect only. ${route.routeKey} runs on a connection that already passed the $connect authorizer, and its handler reads the member id stored for that connection.`,
        });
      }
    }

    // WebSocket (unlike HTTP API) access logging needs the account-level CloudWatch role of API Gateway.
    const pushToCloudWatch = ManagedPolicy.fromAwsManagedPolicyName(
      'service-role/AmazonAPIGatewayPushToCloudWatchLogs',
    );
    const cloudWatchRole = new Role(this, 'ApiGatewayCloudWatchRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [pushToCloudWatch],
    });
    cloudWatchRole.applyRemovalPolicy(RemovalPolicy.RETAIN);
    acknowledgeManagedPolicy(
      cloudWatchRole,
      pushToCloudWatch.managedPolicyArn,
      'The AWS-maintained policy API Gateway documents for its account-level logging role; it is shared by every API in the account and region, so it is kept on stack deletion.',
    );
    const account = new CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: cloudWatchRole.roleArn });
    account.applyRemovalPolicy(RemovalPolicy.RETAIN);

    const accessLogs = (this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logs.retention,
      removalPolicy: props.logs.removalPolicy,
    }));
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: WEBSOCKET_STAGE_NAME,
      autoDeploy: true,
      throttle: WEBSOCKET_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    this.stage.node.addDependency(account);
    this.url = this.stage.url;
  }
}
