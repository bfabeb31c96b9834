import { App } from 'aws-cdk-lib';
import { addKindred } from './kindred-app';

/**
 * The CDK app: one stage per invocation (`cdk deploy -c stage=prod`; dev by
 * default), see infra/stages.ts and docs/deploy.md.
 */
addKindred(new App());
