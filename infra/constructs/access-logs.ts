import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { removalPolicyOf, type StageSettings } from '../stages';

/** How long request logs are kept: long enough to investigate abuse reports. */
const LOG_RETENTION = Duration.days(90);

/**
 * One bucket for every request log: S3 server access logs of the site and
 * media buckets, and CloudFront standard logs of both distributions, each
 * under its own prefix.
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: { stage: StageSettings }) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging still delivers through an object ACL.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [
        { id: 'expire-logs', expiration: LOG_RETENTION },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: removalPolicyOf(props.stage),
      autoDeleteObjects: !props.stage.keepData,
    });
  }
}
