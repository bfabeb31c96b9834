import { Duration, Fn, NestedStack, Tags, Validations } from 'aws-cdk-lib';
import type { HttpApi, WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmRule,
  AlarmStatusWidget,
  ComparisonOperator,
  CompositeAlarm,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { QueryDefinition, QueryString, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { METRIC, METRIC_SERVICE, metricsNamespaceOf, type MetricName } from '#lambdas/lib/metric-names.ts';
import type { StageName } from '../stages';
import { FUNCTION_GROUP_TAG, functionGroupOf, type FunctionKind } from './app-function';

/** Every alarm looks at five-minute periods, so one incident's alarms line up in time. */
const PERIOD = Duration.minutes(5);

/**
 * The incidents that page: each is a composite alarm over the alarms that
 * describe it, and only the composites notify the topic, so one outage (a
 * table that throttles fails routes, sockets and streams at once) sends one
 * e-mail, not ten. docs/operations.md has one section per incident and alarm.
 */
export const INCIDENTS = {
  MembersFailing: 'Members see errors or slowness on the HTTP or WebSocket API.',
  EventsStuck: 'Table-stream or upload work is failing, falling behind, or parked in a failure queue.',
  PaymentsBroken: 'Stripe events are not reaching members: the webhook fails or refuses, or a sync fails.',
  EmailReputation: 'SES bounces or complaints are high enough to put sending at risk.',
  SignUpAbuse:
    "The user pool's web ACL is blocking direct SignUp calls (not through POST /auth/sign-up): someone is probing which addresses are registered, most likely.",
} as const;
export type Incident = keyof typeof INCIDENTS;

/** The saved Logs Insights queries, by name (without the stage prefix). */
export const SAVED_QUERIES = ['one-request', 'errors', 'member-failures'] as const;

export interface MonitoringProps {
  readonly stage: StageName;
  /** `kindred-<stage>`: the topic's, dashboard's and queries' names, so a notice says which stage it is about. */
  readonly namePrefix: string;
  /** The stage's alarm e-mail (infra/stages.ts); without one the alarms show in CloudWatch only. */
  readonly email?: string;
  /** Queues where failed events wait for `npm run redrive`: one message is already worth a look. */
  readonly failureQueues: Record<string, IQueue>;
  readonly httpApi: HttpApi;
  readonly webSocket: { readonly api: WebSocketApi; readonly stageName: string };
  readonly table: ITableV2;
  /** The table-stream consumers (iterator age), by name. */
  readonly streamConsumers: Record<string, IFunction>;
  /** Every function of kind `event` (errors and throttles, summed). */
  readonly eventFunctions: readonly IFunction[];
  /** The user pool's web ACL and its sign-up rule's metric name (sign-up-gate.ts). */
  readonly signUps: { readonly webAcl: CfnWebACL; readonly ruleMetricName: string };
  /** Access logs of both APIs, and the functions' log groups: what the saved queries read. */
  readonly logGroups: { readonly access: readonly ILogGroup[]; readonly functions: readonly ILogGroup[] };
}

/**
 * How the stage is operated (decision 0058), in its own nested stack so the
 * alarms never compete with routes for the root stack's resource budget
 * (decision 0055): the alarm topic, the alarms and the composite alarms that
 * page, one dashboard, and the saved Logs Insights queries.
 */
export class Monitoring extends NestedStack {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  private readonly alarmsByIncident = new Map<Incident, Alarm[]>();
  private readonly props: MonitoringProps;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id, { description: 'Kindred alarms, alarm topic, dashboard and saved log queries' });
    this.props = props;
    this.topic = new Topic(this, 'Topic', { topicName: `${props.namePrefix}-alarms`, enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notices carry only the alarm name and state, no member data. CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer key would cost more than what it protects.',
    });
    Validations.of(this.topic).acknowledge({
      id: 'Serverless-SNSRedrivePolicy',
      reason:
        'The only subscription is an e-mail address, which SNS retries on its own; a lost notice still leaves the alarm in ALARM in CloudWatch.',
    });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));

    this.membersFailing();
    this.eventsStuck();
    this.paymentsBroken();
    this.emailReputation();
    this.signUpAbuse();
    const composites = this.composites();
    this.dashboard = this.buildDashboard(composites);
    this.savedQueries();
  }

  /** A metric the handlers emit (lambdas/lib/metric-names.ts), summed per period. */
  private app(name: MetricName, label?: string): Metric {
    return new Metric({
      namespace: metricsNamespaceOf(this.props.stage),
      metricName: name,
      dimensionsMap: { service: METRIC_SERVICE },
      statistic: 'Sum',
      period: PERIOD,
      ...(label ? { label } : {}),
    });
  }

  private webSocketMetric(name: string): Metric {
    return new Metric({
      namespace: 'AWS/ApiGateway',
      metricName: name,
      dimensionsMap: { ApiId: this.props.webSocket.api.apiId, Stage: this.props.webSocket.stageName },
      statistic: 'Sum',
      period: PERIOD,
    });
  }

  /**
   * Errors or throttles of every function of one kind, whichever stack holds
   * it: a Metrics Insights query over the functions' group tag (app-function.ts),
   * since a metric-math alarm can sum at most ten functions.
   */
  private functionsOfKind(kind: FunctionKind, metricName: 'Errors' | 'Throttles'): MathExpression {
    return new MathExpression({
      expression: `SELECT SUM(${metricName}) FROM "AWS/Lambda" WHERE tag.${FUNCTION_GROUP_TAG} = '${functionGroupOf(this.props.stage, kind)}'`,
      usingMetrics: {},
      period: PERIOD,
      label: `${kind} functions: ${metricName.toLowerCase()}`,
    });
  }

  private alarm(
    incident: Incident,
    id: string,
    metric: IMetric,
    threshold: number,
    description: string,
    evaluationPeriods = 1,
  ): Alarm {
    const created = new Alarm(this, id, {
      alarmName: `${this.props.namePrefix}-${id}`,
      metric,
      threshold,
      evaluationPeriods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `${description} Runbook: docs/operations.md#${id.toLowerCase()}`,
    });
    this.alarmsByIncident.set(incident, [...(this.alarmsByIncident.get(incident) ?? []), created]);
    return created;
  }

  private membersFailing(): void {
    const { httpApi, table } = this.props;
    this.alarm(
      'MembersFailing',
      'HttpApi5xxRate',
      new MathExpression({
        // Below 20 requests in five minutes a single 500 is not a rate; the 5xx count alarm below covers it.
        expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
          requests: httpApi.metricCount({ period: PERIOD, statistic: 'Sum' }),
        },
        period: PERIOD,
        label: 'HTTP 5xx, % of requests',
      }),
      HTTP_5XX_RATE_PERCENT,
      `More than ${HTTP_5XX_RATE_PERCENT}% of HTTP API requests answered 5xx in five minutes.`,
    );
    this.alarm(
      'MembersFailing',
      'HttpApiServerErrors',
      httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
      HTTP_5XX_ALARM_THRESHOLD,
      `The HTTP API answered ${HTTP_5XX_ALARM_THRESHOLD} or more 5xx in five minutes.`,
    );
    this.alarm(
      'MembersFailing',
      'HttpApiLatencyP99',
      httpApi.metricLatency({ period: PERIOD, statistic: 'p99' }),
      HTTP_P99_LATENCY_MS,
      `The HTTP API's p99 latency stayed at or above ${HTTP_P99_LATENCY_MS} ms for fifteen minutes.`,
      3,
    );
    this.alarm(
      'MembersFailing',
      'WebSocketErrors',
      new MathExpression({
        expression: 'integration + execution',
        usingMetrics: {
          integration: this.webSocketMetric('IntegrationError'),
          execution: this.webSocketMetric('ExecutionError'),
        },
        period: PERIOD,
        label: 'WebSocket integration and execution errors',
      }),
      5,
      'The WebSocket API failed to run a route ($connect included) five or more times in five minutes.',
    );
    this.alarm(
      'MembersFailing',
      'WebSocketSendErrors',
      this.app(METRIC.pushFailed),
      5,
      'Pushing frames to open sockets failed five or more times in five minutes (closed sockets excluded).',
    );
    this.alarm(
      'MembersFailing',
      'ApiFunctionErrors',
      this.functionsOfKind('api', 'Errors'),
      5,
      'API functions crashed or timed out five or more times in five minutes (handled errors are not Lambda errors).',
    );
    this.alarm(
      'MembersFailing',
      'ApiFunctionThrottles',
      this.functionsOfKind('api', 'Throttles'),
      1,
      'Lambda refused to run an API function: the account or region concurrency is exhausted.',
    );
    const operations = TABLE_OPERATIONS;
    this.alarm(
      'MembersFailing',
      'TableThrottles',
      table.metricThrottledRequestsForOperations({ operations, period: PERIOD }),
      5,
      'DynamoDB throttled five or more requests in five minutes.',
    );
    this.alarm(
      'MembersFailing',
      'TableSystemErrors',
      table.metricSystemErrorsForOperations({ operations, period: PERIOD }),
      1,
      'DynamoDB answered an internal error (5xx).',
    );
  }

  private eventsStuck(): void {
    for (const [name, queue] of Object.entries(this.props.failureQueues)) {
      this.alarm(
        'EventsStuck',
        `${name}Waiting`,
        queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
        1,
        `Failure messages wait in ${name}: the function that parks them failed on them (the stream no longer holds the records, or the table refused).`,
      );
    }
    this.alarm(
      'EventsStuck',
      'EventsParked',
      this.app(METRIC.eventsParked),
      1,
      'Events failed every retry and were parked whole in the table; replay them with `npm run redrive` once the cause is fixed.',
    );
    for (const [name, fn] of Object.entries(this.props.streamConsumers)) {
      this.alarm(
        'EventsStuck',
        `${name}IteratorAge`,
        fn.metric('IteratorAge', { period: PERIOD, statistic: 'Maximum' }),
        STREAM_ITERATOR_AGE_MS,
        `The ${name} stream consumer is ${STREAM_ITERATOR_AGE_MS / 60_000} minutes or more behind the table for ten minutes.`,
        2,
      );
    }
    const sumOf = (metricName: 'Errors' | 'Throttles') =>
      new MathExpression({
        expression: this.props.eventFunctions.map((_, i) => `f${i}`).join(' + '),
        usingMetrics: Object.fromEntries(
          this.props.eventFunctions.map((fn, i) => [
            `f${i}`,
            fn.metric(metricName, { period: PERIOD, statistic: 'Sum' }),
          ]),
        ),
        period: PERIOD,
        label: `event functions: ${metricName.toLowerCase()}`,
      });
    this.alarm(
      'EventsStuck',
      'EventFunctionErrors',
      sumOf('Errors'),
      1,
      'A stream or upload function failed; it is retried, and parked in a failure queue if it keeps failing.',
    );
    this.alarm(
      'EventsStuck',
      'EventFunctionThrottles',
      sumOf('Throttles'),
      1,
      'Lambda refused to run an event function.',
    );
  }

  private paymentsBroken(): void {
    this.alarm(
      'PaymentsBroken',
      'StripeWebhookFailures',
      this.app(METRIC.webhookFailed),
      1,
      'A genuine Stripe event could not be applied; Stripe retries it for three days.',
    );
    this.alarm(
      'PaymentsBroken',
      'StripeWebhookSignatureFailures',
      this.app(METRIC.webhookSignatureRejected),
      3,
      'Three or more webhook calls failed signature verification in five minutes: a rotated secret, or probing.',
    );
    this.alarm(
      'PaymentsBroken',
      'StripeSyncFailures',
      this.app(METRIC.stripeSyncFailed),
      1,
      "A member's subscription could not be read back from Stripe.",
    );
  }

  private emailReputation(): void {
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.minutes(15) });
    this.alarm(
      'EmailReputation',
      'SesBounceRate',
      reputation('Reputation.BounceRate'),
      SES_BOUNCE_RATE,
      `The account's SES bounce rate reached ${SES_BOUNCE_RATE * 100}% (SES reviews accounts at 5%, pauses at 10%).`,
    );
    this.alarm(
      'EmailReputation',
      'SesComplaintRate',
      reputation('Reputation.ComplaintRate'),
      SES_COMPLAINT_RATE,
      `The account's SES complaint rate reached ${SES_COMPLAINT_RATE * 100}% (SES reviews accounts at 0.1%).`,
    );
  }

  private signUpAbuse(): void {
    const { webAcl, ruleMetricName } = this.props.signUps;
    this.alarm(
      'SignUpAbuse',
      'SignUpBlocks',
      new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        // A web ACL's Ref is `name|id|scope`.
        dimensionsMap: { WebACL: Fn.select(0, Fn.split('|', webAcl.ref)), Rule: ruleMetricName, Region: this.region },
        statistic: 'Sum',
        period: PERIOD,
      }),
      SIGN_UP_BLOCKS,
      `The user pool's web ACL blocked ${SIGN_UP_BLOCKS} or more direct SignUp or ResendConfirmationCode calls in five minutes.`,
    );
  }

  private composites(): CompositeAlarm[] {
    const notify = new SnsAction(this.topic);
    return (Object.keys(INCIDENTS) as Incident[]).map((incident) => {
      const composite = new CompositeAlarm(this, incident, {
        compositeAlarmName: `${this.props.namePrefix}-${incident}`,
        alarmRule: AlarmRule.anyOf(...(this.alarmsByIncident.get(incident) ?? [])),
        alarmDescription: `${INCIDENTS[incident]} Runbook: docs/operations.md#${incident.toLowerCase()}`,
      });
      composite.addAlarmAction(notify);
      composite.addOkAction(notify);
      return composite;
    });
  }

  private buildDashboard(composites: CompositeAlarm[]): Dashboard {
    const { httpApi } = this.props;
    const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title, left, right, width: 8, height: 6 });
    const businessDay = (name: MetricName, label: string) => this.app(name, label).with({ period: Duration.days(1) });
    const dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${this.props.namePrefix}-operations` });
    // CDK would tag the dashboard like every resource, but CloudFormation's dashboard resource takes no tags (cfn-lint E3002).
    for (const key of ['kindred:app', 'kindred:stage']) Tags.of(dashboard).remove(key);
    dashboard.addWidgets(
      new TextWidget({
        markdown: `# Kindred ${this.props.stage}\nGolden signals per API, then the business figures. How to read it: docs/operations.md#the-dashboard`,
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(new AlarmStatusWidget({ title: 'Incidents', alarms: composites, width: 24, height: 3 }));
    dashboard.addWidgets(
      graph('HTTP API: traffic', [httpApi.metricCount({ period: PERIOD, statistic: 'Sum', label: 'requests' })]),
      graph('HTTP API: errors', [
        httpApi.metricServerError({ period: PERIOD, statistic: 'Sum', label: '5xx' }),
        httpApi.metricClientError({ period: PERIOD, statistic: 'Sum', label: '4xx' }),
      ]),
      graph('HTTP API: latency', [
        httpApi.metricLatency({ period: PERIOD, statistic: 'p50', label: 'p50' }),
        httpApi.metricLatency({ period: PERIOD, statistic: 'p99', label: 'p99' }),
      ]),
    );
    dashboard.addWidgets(
      graph('WebSocket: traffic', [this.webSocketMetric('ConnectCount'), this.webSocketMetric('MessageCount')]),
      graph('WebSocket: errors', [
        this.webSocketMetric('IntegrationError'),
        this.webSocketMetric('ExecutionError'),
        this.app(METRIC.pushFailed, 'push failed'),
        this.app(METRIC.pushToGoneConnection, 'push to a gone socket'),
      ]),
      graph('WebSocket: sockets opened and closed', [
        this.app(METRIC.socketsOpened, 'opened'),
        this.app(METRIC.socketsClosed, 'closed'),
      ]),
    );
    dashboard.addWidgets(
      graph('Lambda: errors and throttles by kind', [
        this.functionsOfKind('api', 'Errors'),
        this.functionsOfKind('api', 'Throttles'),
        this.functionsOfKind('event', 'Errors'),
        this.functionsOfKind('event', 'Throttles'),
      ]),
      graph(
        'Events: stream lag and parked events',
        Object.entries(this.props.streamConsumers).map(([name, fn]) =>
          fn.metric('IteratorAge', { period: PERIOD, statistic: 'Maximum', label: `${name} iterator age` }),
        ),
        Object.entries(this.props.failureQueues).map(([name, queue]) =>
          queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum', label: name }),
        ),
      ),
      // Two graphs: both per-operation sums name their metrics by operation, and ids must differ within one.
      graph('DynamoDB: throttled requests', [
        this.props.table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD }),
      ]),
    );
    dashboard.addWidgets(
      new SingleValueWidget({
        title: 'Business, last 24 hours',
        metrics: [
          businessDay(METRIC.signUps, 'sign-ups'),
          businessDay(METRIC.matches, 'matches'),
          businessDay(METRIC.messages, 'messages'),
          businessDay(METRIC.payments, 'payments'),
          businessDay(METRIC.socketsOpened, 'sockets opened'),
        ],
        width: 24,
        height: 3,
      }),
    );
    dashboard.addWidgets(
      graph('Business', [
        this.app(METRIC.signUps, 'sign-ups'),
        this.app(METRIC.matches, 'matches'),
        this.app(METRIC.messages, 'messages'),
        this.app(METRIC.payments, 'payments'),
      ]),
      graph('Stripe', [
        this.app(METRIC.webhookApplied, 'webhook applied'),
        this.app(METRIC.webhookFailed, 'webhook failed'),
        this.app(METRIC.webhookSignatureRejected, 'signature rejected'),
        this.app(METRIC.stripeSyncFailed, 'sync failed'),
      ]),
      graph('Uploads rejected', [this.app(METRIC.uploadRejected, 'uploads rejected')]),
    );
    dashboard.addWidgets(
      graph('DynamoDB: system errors', [
        this.props.table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD }),
      ]),
    );
    return dashboard;
  }

  /**
   * Logs Insights queries saved in the account, named `<stage prefix>/<name>`.
   * Powertools lines carry `correlation_id` (the API Gateway request id, or
   * for stream work the id of the request that wrote the item) and
   * `function_request_id`; access-log lines carry `requestId` and `lambdaRequestId`.
   */
  private savedQueries(): void {
    const { access, functions } = this.props.logGroups;
    const logGroups = [...access, ...functions];
    // What a line says about a failure, in either kind of line (access log or Powertools).
    const fields = ['@timestamp', '@log', 'function_name', 'level', 'message', 'error.message', 'correlation_id'];
    const save = (name: (typeof SAVED_QUERIES)[number], filterStatements: string[], sort: string) =>
      new QueryDefinition(this, `Query-${name}`, {
        queryDefinitionName: `${this.props.namePrefix}/${name}`,
        queryString: new QueryString({ fields: [...fields, 'routeKey', 'status'], filterStatements, sort, limit: 500 }),
        logGroups,
      });
    // Logs Insights has no query parameters: the operator replaces the upper-case value before running.
    const request = `'REPLACE-WITH-REQUEST-ID'`;
    save(
      'one-request',
      [
        `requestId = ${request} or correlation_id = ${request} or lambdaRequestId = ${request} or function_request_id = ${request}`,
      ],
      '@timestamp asc',
    );
    save('errors', [`level = 'ERROR' or status >= 500`], '@timestamp desc');
    save(
      'member-failures',
      [`memberId = 'REPLACE-WITH-MEMBER-ID'`, `level = 'ERROR' or level = 'WARN' or status >= 400`],
      '@timestamp desc',
    );
  }
}

/** Server errors per five minutes above which members are visibly failing (the API serves ~100 req/s at most). */
export const HTTP_5XX_ALARM_THRESHOLD = 10;
/** Share of requests answered 5xx, in percent, above which the API is failing for many members at once. */
export const HTTP_5XX_RATE_PERCENT = 5;
/** p99 latency that members feel as a hang (the API functions time out at 10 s). */
export const HTTP_P99_LATENCY_MS = 3000;
/** Stream lag at which effects (matches' pushes, counters, e-mails) visibly trail their writes. */
export const STREAM_ITERATOR_AGE_MS = 5 * 60_000;
export const SES_BOUNCE_RATE = 0.05;
export const SES_COMPLAINT_RATE = 0.001;
export const SIGN_UP_BLOCKS = 20;
/** The operations the handlers use (CloudWatch publishes DynamoDB errors per operation; an alarm sums at most ten). */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];
