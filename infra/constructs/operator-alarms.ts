import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface OperatorAlarmsProps {
  /** `kindred-<stage>`: the topic's name, so an e-mail says which stage it is about. */
  readonly namePrefix: string;
  /** The stage's alarm e-mail (infra/stages.ts); without one the alarms show in CloudWatch only. */
  readonly email?: string;
  /** Queues where failed events wait for a replay by hand: one message is already worth a look. */
  readonly failureQueues: Record<string, IQueue>;
  readonly httpApi: HttpApi;
}

/** Server errors per five minutes above which members are visibly failing (the API serves ~100 req/s at most). */
export const HTTP_5XX_ALARM_THRESHOLD = 10;

/**
 * What the operator must hear about: an event parked after its retries (a
 * stream record, an upload), and the HTTP API answering 5xx. One SNS topic,
 * e-mailed to the stage's alarm address, with a notice when the alarm clears.
 */
export class OperatorAlarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: OperatorAlarmsProps) {
    super(scope, id);
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
    const notify = new SnsAction(this.topic);

    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string) => {
      const created = new Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(notify);
      created.addOkAction(notify);
    };

    for (const [name, queue] of Object.entries(props.failureQueues)) {
      alarm(
        `${name}Waiting`,
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        1,
        `Events failed every retry and wait in ${name} for a replay by hand (docs/deploy.md).`,
      );
    }
    alarm(
      'HttpApiServerErrors',
      props.httpApi.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      HTTP_5XX_ALARM_THRESHOLD,
      `The HTTP API answered ${HTTP_5XX_ALARM_THRESHOLD} or more 5xx in five minutes: read the API function logs.`,
    );
  }
}
