import { CfnOutput, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AccessLogs } from './constructs/access-logs';
import { apiDomainStacks } from './constructs/api-domains';
import { CoachModel } from './constructs/coach-model';
import { acknowledgeCdkProviderFunctions } from './constructs/cdk-providers';
import { DataTable } from './constructs/data-table';
import { EventWiring } from './constructs/event-wiring';
import { Handlers } from './constructs/handlers';
import { MediaStorage } from './constructs/media-storage';
import { MemberAuth } from './constructs/member-auth';
import { SignUpGate } from './constructs/sign-up-gate';
import { MemberHttpApi } from './constructs/member-http-api';
import { Monitoring } from './constructs/monitoring';
import { NotificationEmail } from './constructs/notification-email';
import { RealtimeApi } from './constructs/realtime-api';
import { StripeSecret } from './constructs/stripe-secret';
import { PushKeys } from './constructs/push-keys';
import { WebHosting, type ContentSources } from './constructs/web-hosting';
import { logSettingsOf, type StageSettings } from './stages';

export interface KindredStackProps extends StackProps {
  /** The built web app, normally dist/web (`npm run build:web`). */
  readonly webDistDir: string;
  /**
   * Everything that differs between dev and prod (infra/stages.ts). Its
   * `webOrigin`, if pinned, is where the web app is served from, e.g. the
   * WebUrl output of the first deploy; unpinned, it is the site
   * distribution's own domain, and the CSP falls back to region-wide API
   * hosts. Its `emailFrom` must be verified in SES before members are
   * e-mailed (docs/deploy.md).
   */
  readonly stage: StageSettings;
}

/**
 * Kindred in one deployment: this stack, and one nested stack per domain of
 * HTTP routes (decision 0055), all deployed by one `cdk deploy`. This class
 * only composes the constructs in ./constructs and connects their outputs;
 * each construct owns its resources, grants and cdk-nag acknowledgements.
 */
export class KindredStack extends Stack {
  constructor(scope: Construct, id: string, props: KindredStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const pinnedOrigin = stage.webOrigin;
    if (pinnedOrigin !== undefined && !/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(pinnedOrigin)) {
      throw new Error(`webOrigin must look like https://host (no path, no trailing slash); got "${pinnedOrigin}"`);
    }
    // Every taggable resource, nested stacks' included, says which app and stage it belongs to.
    Tags.of(this).add('kindred:app', 'kindred');
    Tags.of(this).add('kindred:stage', stage.name);
    const namePrefix = `kindred-${stage.name}`;
    const logSettings = logSettingsOf(stage);

    const logs = new AccessLogs(this, 'AccessLogs', { stage });
    const auth = new MemberAuth(this, 'Auth', { stage });
    const signUpGate = new SignUpGate(this, 'SignUpGate', {
      userPool: auth.userPool,
      signUpClient: auth.signUpClient,
      namePrefix,
    });
    const data = new DataTable(this, 'Data', { stage });
    const stripe = new StripeSecret(this, 'Stripe');
    const pushKeys = new PushKeys(this, 'PushKeys');
    const notificationEmail = new NotificationEmail(this, 'NotificationEmail', { emailFrom: stage.emailFrom });
    const web = new WebHosting(this, 'Web', { logs, webDistDir: props.webDistDir, stage });
    const webOrigin = pinnedOrigin ?? web.url;

    const media = new MediaStorage(this, 'Media', { logs, webOrigin, stage });
    const handlers = new Handlers(this, 'Handlers', {
      table: data.table,
      auth,
      media,
      stripeSecret: stripe.secret,
      push: { keys: pushKeys.secret, subject: stage.pushContact },
      coach: new CoachModel(stage.coach),
      notificationEmail,
      webOrigin,
      logs: logSettings,
      stage: stage.name,
      httpScope: apiDomainStacks(this),
    });
    const httpApi = new MemberHttpApi(this, 'HttpApi', { handlers, auth, webOrigin, namePrefix, logs: logSettings });
    const realtime = new RealtimeApi(this, 'Realtime', { handlers, namePrefix, logs: logSettings });
    handlers.bindWebSocket(realtime.stage);
    const events = new EventWiring(this, 'Events', { handlers, table: data.table, media });
    new Monitoring(this, 'Monitoring', {
      stage: stage.name,
      namePrefix,
      email: stage.alarmEmail,
      failureQueues: { StreamFailures: events.streamFailures, UploadFailures: handlers.uploadFailures },
      httpApi: httpApi.api,
      webSocket: { api: realtime.api, stageName: realtime.stage.stageName },
      table: data.table,
      streamConsumers: events.streamConsumers,
      eventFunctions: Object.values(handlers.events),
      signUps: { webAcl: signUpGate.webAcl, ruleMetricName: signUpGate.ruleMetricName },
      logGroups: {
        access: [httpApi.accessLogs, realtime.accessLogs],
        functions: [...new Map(handlers.all().map((fn) => [fn.logGroup.node.path, fn.logGroup])).values()],
      },
    });

    web.allowContentFrom(
      this.contentSources({
        pinned: pinnedOrigin !== undefined,
        httpApi: httpApi.url,
        webSocket: realtime.api.apiEndpoint,
        media: media.baseUrl,
        uploads: Object.values(media.buckets).map((bucket) => `https://${bucket.bucketRegionalDomainName}`),
      }),
    );
    web.deployApp(
      {
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.client.userPoolClientId,
        httpApiUrl: httpApi.url,
        webSocketUrl: realtime.url,
        mediaBaseUrl: media.baseUrl,
      },
      webOrigin,
    );

    acknowledgeCdkProviderFunctions(this);

    const output = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    output('WebUrl', web.url, 'The web app');
    output('HttpApiUrl', httpApi.url, 'HTTP API base URL (route paths are appended)');
    output('WebSocketUrl', realtime.url, 'WebSocket URL (wss)');
    output('MediaBaseUrl', media.baseUrl, 'Media base URL: <MediaBaseUrl>/<key>');
    output('UserPoolId', auth.userPool.userPoolId, 'Cognito user pool id');
    output('UserPoolClientId', auth.client.userPoolClientId, 'Cognito app client id (web, no secret)');
    output('TableName', data.table.tableName, 'DynamoDB single table');
    output('PhotosBucketName', media.buckets.photos.bucketName, 'Member photos');
    output('StoriesBucketName', media.buckets.stories.bucketName, 'Stories (objects expire after 2 days)');
    output('VoiceBucketName', media.buckets.voice.bucketName, 'Voice introductions');
    output('SiteBucketName', web.bucket.bucketName, 'Built web app');
    output(
      'StripeSecretArn',
      stripe.secret.secretArn,
      'Fill with {"secretKey","webhookSecret"} after the first deploy',
    );
    output(
      'PushKeysSecretArn',
      pushKeys.secret.secretArn,
      'Fill with {"publicKey","privateKey"} from npx web-push generate-vapid-keys',
    );
    output('StreamFailuresQueueUrl', events.streamFailures.queueUrl, 'Table-stream records that kept failing');
    output('UploadFailuresQueueUrl', handlers.uploadFailures.queueUrl, 'S3 upload events that kept failing');
  }

  /**
   * With a pinned origin every host is exact. Unpinned, the CSP cannot name the
   * APIs or the media distribution: their CORS rules name the site
   * distribution, whose headers policy would then name them back, a cycle
   * CloudFormation refuses. The fallback stays within this region's API
   * Gateway and CloudFront domains.
   */
  private contentSources(hosts: {
    pinned: boolean;
    httpApi: string;
    webSocket: string;
    media: string;
    /** The media buckets' regional endpoints: the browser posts its uploads there with a presigned form. */
    uploads: string[];
  }): ContentSources {
    const cognito = `https://cognito-idp.${this.region}.${this.urlSuffix}`;
    if (hosts.pinned) {
      return { connect: [hosts.httpApi, hosts.webSocket, cognito, ...hosts.uploads], media: [hosts.media] };
    }
    const apiGateway = `execute-api.${this.region}.${this.urlSuffix}`;
    return {
      connect: [
        `https://*.${apiGateway}`,
        `wss://*.${apiGateway}`,
        cognito,
        `https://*.s3.${this.region}.${this.urlSuffix}`,
      ],
      media: ['https://*.cloudfront.net'],
    };
  }
}
