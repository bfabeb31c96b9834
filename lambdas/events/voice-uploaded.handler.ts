import { s3Handler } from '../lib/s3-handler';
import { processVoiceUpload } from '../use-cases/voice/process-voice-upload';

/** S3 ObjectCreated on the voice bucket's upload prefix: a recording to measure and keep, or refuse. */
export const handler = s3Handler(processVoiceUpload);
