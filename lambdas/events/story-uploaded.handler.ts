import { s3Handler } from '../lib/s3-handler';
import { processStoryUpload } from '../use-cases/stories/process-story-upload';

/** S3 ObjectCreated on the stories bucket's upload prefix: a story's file or its poster. */
export const handler = s3Handler(processStoryUpload);
