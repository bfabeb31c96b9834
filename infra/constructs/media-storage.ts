import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type LifecycleRule,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { removalPolicyOf, type StageSettings } from '../stages';
import type { AccessLogs } from './access-logs';
import { acknowledgeDefaultDistributionFindings } from './distribution-findings';

export type MediaBucketName = 'photos' | 'stories' | 'voice';

/**
 * How a media key becomes a URL: `${mediaBaseUrl}/${key}` for every bucket.
 * The distribution sends `/stories/*` to the stories bucket and `/voice/*` to
 * the voice bucket, and everything else to photos. So keys in the stories
 * bucket must start with `stories/`, keys in the voice bucket with `voice/`,
 * and photo keys with neither. CloudFront forwards the path unchanged, which
 * is why the prefix is part of the key rather than stripped by a function.
 */
export const MEDIA_KEY_PREFIXES: Record<MediaBucketName, string | null> = {
  photos: null,
  stories: 'stories/',
  voice: 'voice/',
};

/**
 * Where the browser's raw uploads land in every bucket: the original file,
 * GPS and all, until its S3 handler has checked and cleaned it. The media
 * distribution is denied this prefix in each bucket's policy, whatever path
 * patterns it grows later. infra/local/media-cdn.ts mirrors it.
 */
export const RAW_UPLOAD_PREFIX = 'uploads/';

/**
 * Where an image the screening held back as explicit waits for a moderator (decision 0082): the
 * processed copy, which a moderator may publish. Denied to the distribution like raw uploads, never
 * under an S3 event's prefix (so never re-processed), and expired after HELD_MEDIA_LIFETIME.
 * infra/local/media-cdn.ts mirrors it.
 */
export const HELD_MEDIA_PREFIX = 'held/';

/** How long a held image waits for a moderator before S3 deletes it (decision 0082, the privacy policy). */
export const HELD_MEDIA_LIFETIME = Duration.days(30);

/**
 * Photo keys are written once per upload and never again (the display JPEG, its thumbnail and their
 * AVIF/WebP copies, decision 0076), so a browser may keep them a year without asking. The photo
 * pipeline stores this on each object; the photos behaviour adds it where an object has none (photos
 * stored before it) and never overrides what an object says. Stories and voice notes keep their short
 * lifetime (decision 0018): deleting one must stop it being served. infra/local/media-cdn.ts mirrors it.
 */
export const IMMUTABLE_MEDIA_CACHE = 'public, max-age=31536000, immutable';

/** Stories live 24 hours (spec); S3 expiry is daily and lazy, so 2 days bounds what is stored. */
const STORY_OBJECT_LIFETIME = Duration.days(2);

export interface MediaStorageProps {
  readonly logs: AccessLogs;
  /** The web app's origin: the only origin allowed to upload from a browser. */
  readonly webOrigin: string;
  /** Whether members' media outlive the stack (prod) or go with it (dev). */
  readonly stage: StageSettings;
}

/**
 * Member media: three private buckets the browser uploads to with presigned
 * requests, served read-only through one CloudFront distribution with origin
 * access control.
 */
export class MediaStorage extends Construct {
  readonly buckets: Record<MediaBucketName, Bucket>;
  readonly distribution: Distribution;
  /** `https://<media distribution domain>`, no trailing slash. */
  readonly baseUrl: string;

  constructor(scope: Construct, id: string, props: MediaStorageProps) {
    super(scope, id);

    const bucket = (name: MediaBucketName, extraRules: LifecycleRule[] = []) =>
      new Bucket(this, `${name[0]!.toUpperCase()}${name.slice(1)}Bucket`, {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        enforceSSL: true,
        encryption: BucketEncryption.S3_MANAGED,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        // Versioning off on purpose: keys are never overwritten (one key per upload), and a
        // member's deleted photo, story or voice note must really be gone, not kept as a
        // noncurrent version. Backups of personal media would need a retention decision first.
        versioned: false,
        cors: [
          {
            allowedOrigins: [props.webOrigin],
            allowedMethods: [HttpMethods.PUT, HttpMethods.POST],
            allowedHeaders: ['*'],
            exposedHeaders: ['ETag'],
            maxAge: 3600,
          },
        ],
        serverAccessLogsBucket: props.logs.bucket,
        serverAccessLogsPrefix: `s3/${name}/`,
        lifecycleRules: [
          { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
          ...extraRules,
        ],
        removalPolicy: removalPolicyOf(props.stage),
        autoDeleteObjects: !props.stage.keepData,
      });

    this.buckets = {
      photos: bucket('photos', [
        { id: 'expire-held-media', prefix: HELD_MEDIA_PREFIX, expiration: HELD_MEDIA_LIFETIME },
      ]),
      stories: bucket('stories', [{ id: 'expire-stories', expiration: STORY_OBJECT_LIFETIME }]),
      voice: bucket('voice'),
    };

    // Uploaded files are untrusted. Opened directly, none may run script or be sniffed into HTML.
    const securityHeadersBehavior = {
      contentTypeOptions: { override: true },
      contentSecurityPolicy: { contentSecurityPolicy: "default-src 'none'; sandbox", override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
    };
    const headers = new ResponseHeadersPolicy(this, 'Headers', {
      comment: 'Member media: no sniffing, no active content',
      securityHeadersBehavior,
    });
    const photoHeaders = new ResponseHeadersPolicy(this, 'PhotoHeaders', {
      comment: 'Member photos: no sniffing, no active content; write-once keys cached a year',
      securityHeadersBehavior,
      customHeadersBehavior: {
        customHeaders: [{ header: 'Cache-Control', value: IMMUTABLE_MEDIA_CACHE, override: false }],
      },
    });

    // One origin access control signs requests to all three buckets.
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccess', {
      description: 'Kindred media distribution reads member media buckets',
    });
    const behavior = (name: MediaBucketName): BehaviorOptions => ({
      origin: S3BucketOrigin.withOriginAccessControl(this.buckets[name], { originAccessControl }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      // Keys are unique per upload, so objects never change under a URL.
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: name === 'photos' ? photoHeaders : headers,
    });

    const additionalBehaviors: Record<string, BehaviorOptions> = {};
    for (const name of ['stories', 'voice'] as const) {
      additionalBehaviors[`${MEDIA_KEY_PREFIXES[name]}*`] = behavior(name);
    }

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Kindred member media (photos, stories, voice)',
      defaultBehavior: behavior('photos'),
      additionalBehaviors,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_ALL,
      enableLogging: true,
      logBucket: props.logs.bucket,
      logFilePrefix: 'cloudfront/media/',
    });
    this.baseUrl = `https://${this.distribution.distributionDomainName}`;

    // An explicit deny beats the read grant origin access control adds, so no
    // behaviour, path trick or later pattern can reach a raw upload, nor a held
    // image (decision 0082: only a moderator's publish writes it where it is served).
    const denied = { RawUploads: RAW_UPLOAD_PREFIX, HeldMedia: HELD_MEDIA_PREFIX };
    for (const mediaBucket of Object.values(this.buckets)) {
      for (const [what, prefix] of Object.entries(denied)) {
        mediaBucket.addToResourcePolicy(
          new PolicyStatement({
            sid: `DenyMediaDistribution${what}`,
            effect: Effect.DENY,
            principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
            actions: ['s3:GetObject'],
            resources: [mediaBucket.arnForObjects(`${prefix}*`)],
          }),
        );
      }
    }

    acknowledgeDefaultDistributionFindings(this.distribution, 'media');
  }
}
