import { s3Handler } from '../lib/s3-handler';
import { processPhotoUpload } from '../use-cases/profile/process-photo-upload';

/** S3 ObjectCreated on the photos bucket's upload prefix. */
export const handler = s3Handler(processPhotoUpload);
