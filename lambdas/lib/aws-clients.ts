import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The DynamoDB client, created once per Lambda container. Endpoints come from
 * the SDK's own AWS_ENDPOINT_URL_* variables, so this file has no local branch.
 *
 * Every other service's client lives in its own module (s3-client.ts,
 * cognito-client.ts, …): the SDK is external to our bundles, so a module that
 * imports a client package makes every bundle that touches the module load
 * that package at cold start, whether it calls the service or not. Loading the
 * S3 and Cognito packages cost each handler about 100 ms of CPU before they
 * moved out of here (npm run bench:coldstart).
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
