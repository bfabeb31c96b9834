import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';

/** The table stream's reader, for the one function that reads failed records back (its own module: see aws-clients.ts). */
export const streams = new DynamoDBStreamsClient({});
