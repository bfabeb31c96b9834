import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * The deployment stages, and everything that differs between them, in one
 * place. `cdk deploy -c stage=prod` picks one; `dev` is the default. A stage's
 * stack is `Kindred-<stage>`, and its named resources and tags carry the stage.
 */
export type StageName = 'dev' | 'prod';

/**
 * The dating coach's engine (decision 0025). `builtin` sends nothing out of
 * the table; `bedrock` lets the coach's function invoke this one foundation
 * model, for members who opt in (enable access to the model in the Bedrock
 * console first).
 */
export type CoachEngine = { readonly engine: 'builtin' } | { readonly engine: 'bedrock'; readonly modelId: string };

export interface StageSettings {
  readonly name: StageName;
  /**
   * Members' data outlives the stack: the table, the user pool and every
   * bucket are kept on deletion and replacement, with deletion protection and
   * point-in-time recovery. Off, `cdk destroy` removes them, media included.
   */
  readonly keepData: boolean;
  /** Lambda, API access and deployment logs. */
  readonly logRetention: RetentionDays;
  /** Who is e-mailed when an alarm fires (failed events parked, API errors); none: the alarms only show in CloudWatch. */
  readonly alarmEmail?: string;
  /**
   * The site's origin, pinned (docs/deploy.md): `https://host`, no path. Unset
   * until the first deploy has printed the WebUrl; the context `webOrigin`
   * overrides it for one deploy.
   */
  readonly webOrigin?: string;
  /** The away e-mails' sender (decision 0024); the context `emailFrom` overrides it. */
  readonly emailFrom: string;
  readonly coach: CoachEngine;
  /**
   * Who push services may contact about this stage's pushes (the VAPID `sub`, RFC 8292): a
   * mailto: or https: URL. The key pair itself is in Secrets Manager (infra/constructs/push-keys.ts).
   */
  readonly pushContact: string;
}

export const STAGES: Readonly<Record<StageName, StageSettings>> = {
  dev: {
    name: 'dev',
    keepData: false,
    logRetention: RetentionDays.ONE_WEEK,
    emailFrom: 'notifications@kindred.example',
    coach: { engine: 'builtin' },
    pushContact: 'mailto:operators@kindred.example',
  },
  prod: {
    name: 'prod',
    keepData: true,
    logRetention: RetentionDays.SIX_MONTHS,
    alarmEmail: 'operators@kindred.example',
    emailFrom: 'notifications@kindred.example',
    coach: { engine: 'builtin' },
    pushContact: 'mailto:operators@kindred.example',
  },
};

export const DEFAULT_STAGE: StageName = 'dev';

/** The stage the context `stage` names (the default when unset), with the context's `webOrigin` and `emailFrom` applied. */
export function stageFromContext(context: {
  stage?: unknown;
  webOrigin?: unknown;
  emailFrom?: unknown;
}): StageSettings {
  const name = context.stage ?? DEFAULT_STAGE;
  if (typeof name !== 'string' || !Object.hasOwn(STAGES, name)) {
    throw new Error(`Unknown stage "${String(name)}": use -c stage=${Object.keys(STAGES).join(' or -c stage=')}`);
  }
  const stage = STAGES[name as StageName];
  return {
    ...stage,
    ...(typeof context.webOrigin === 'string' ? { webOrigin: context.webOrigin } : {}),
    ...(typeof context.emailFrom === 'string' ? { emailFrom: context.emailFrom } : {}),
  };
}

/** `Kindred-dev`, `Kindred-prod`. */
export const stackNameOf = (stage: StageName) => `Kindred-${stage}`;

/** What every log group of a stage is given. */
export interface LogSettings {
  readonly retention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/** RETAIN where the stage keeps its data, DESTROY where `cdk destroy` must leave nothing behind. */
export const removalPolicyOf = (stage: StageSettings): RemovalPolicy =>
  stage.keepData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

export const logSettingsOf = (stage: StageSettings): LogSettings => ({
  retention: stage.logRetention,
  removalPolicy: removalPolicyOf(stage),
});
