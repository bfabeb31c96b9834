import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';

/**
 * AWS clients, created once per Lambda container. Endpoints come from the SDK's
 * own AWS_ENDPOINT_URL_* variables, so this file has no local branch; only
 * path-style addressing needs our own variable (the SDK has none for it).
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

let s3Client: S3Client | undefined;
export function s3(): S3Client {
  s3Client ??= new S3Client({ forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true' });
  return s3Client;
}

let cognitoClient: CognitoIdentityProviderClient | undefined;
export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({});
  return cognitoClient;
}
