import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { correlationIdOf } from '../db/correlation';
import { streamHandler } from '../lib/stream-handler';
import { checkMainPhoto } from '../use-cases/verification/lapse';

const imageOf = (image: unknown) => (image ? unmarshall(image as Record<string, AttributeValue>) : {});

async function apply(record: DynamoDBRecord): Promise<void> {
  await checkMainPhoto(imageOf(record.dynamodb?.OldImage), imageOf(record.dynamodb?.NewImage));
}

export const handler = streamHandler(apply, correlationIdOf);
