import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Aws, CfnRule, Duration, Fn, Lazy } from 'aws-cdk-lib';
import {
  CachePolicy,
  Distribution,
  Function,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal, type Policy } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '#shared/runtime-config.ts';
import { NOT_FOUND_FILE, SITE_ORIGIN_MARKER } from '#shared/site-pages.ts';
import { logSettingsOf, removalPolicyOf, type StageSettings } from '../stages';
import type { AccessLogs } from './access-logs';
import { acknowledgeDefaultDistributionFindings } from './distribution-findings';
import { acknowledgeGeneratedWildcards } from './nag';
import { siteRoutingFunctionCode } from './site-routing';

/** Where the browser may connect and load media from, beyond the site itself. */
export interface ContentSources {
  /** HTTP API, WebSocket API (wss://) and Cognito endpoints. */
  readonly connect: string[];
  /** Origins of member photos, stories and voice notes. */
  readonly media: string[];
}

/**
 * The site's Content-Security-Policy. `'unsafe-inline'` is allowed for styles
 * only: toast and dialog libraries inject <style> elements at runtime. Scripts
 * come from the site alone; Vite emits no inline script.
 */
export function contentSecurityPolicy(sources: ContentSources): string {
  const list = (values: string[]) => (values.length > 0 ? ` ${values.join(' ')}` : '');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${list(sources.media)}`,
    `media-src 'self' blob:${list(sources.media)}`,
    `connect-src 'self'${list(sources.connect)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export interface WebHostingProps {
  readonly logs: AccessLogs;
  /**
   * The built web app (`npm run build:web` writes dist/web). Required: the
   * stack never invents a page. Without an index.html the template still
   * synthesizes, but carries a rule that makes CloudFormation refuse to deploy.
   */
  readonly webDistDir: string;
  readonly stage: StageSettings;
}

/**
 * A deployment source whose files get `markers` replaced at deploy time (the
 * BucketDeployment handler replaces a source's markers in every file it
 * unpacks), so a build can carry values only the deployment knows.
 */
function withMarkers(source: ISource, markers: Record<string, string>): ISource {
  return { bind: (scope, context) => ({ ...source.bind(scope, context), markers }) };
}

/**
 * The web app: a private bucket behind CloudFront with origin access control,
 * a viewer-request function that maps each path to its document (prerendered
 * public pages, the app shell for member pages, and 404.html with a real 404
 * for anything else: decision 0021), strict response headers, and a deployment
 * that writes /runtime-config.json next to the build.
 */
export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<site distribution domain>`. */
  readonly url: string;
  readonly webBuildPresent: boolean;
  private readonly webDistDir: string;
  private readonly stage: StageSettings;
  private sources: ContentSources = { connect: [], media: [] };

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logs.bucket,
      serverAccessLogsPrefix: 's3/site/',
      // The build is rebuilt from the repository at every deploy: nothing in it needs keeping.
      removalPolicy: removalPolicyOf(props.stage),
      autoDeleteObjects: !props.stage.keepData,
    });

    const headers = new ResponseHeadersPolicy(this, 'Headers', {
      comment: 'Kindred web app security headers',
      securityHeadersBehavior: {
        // Filled in by allowContentFrom(), once the APIs and media exist.
        contentSecurityPolicy: {
          contentSecurityPolicy: Lazy.string({ produce: () => contentSecurityPolicy(this.sources) }),
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          // Voice dating records audio and discovery reads location; nothing else is needed.
          {
            header: 'Permissions-Policy',
            value: 'camera=(), microphone=(self), geolocation=(self), payment=()',
            override: true,
          },
        ],
      },
    });

    const routing = new Function(this, 'Routing', {
      comment: 'Maps site paths to documents (shared/site-pages.ts)',
      code: FunctionCode.fromInline(siteRoutingFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Kindred web app',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: routing, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // Pages are mapped by the routing function; what is left is a path nobody knows or a
      // missing file. The bucket is private, so a missing key answers 403, not 404: both get
      // the 404 page, with a 404 status.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 404,
        responsePagePath: `/${NOT_FOUND_FILE}`,
        ttl: Duration.seconds(10),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_ALL,
      enableLogging: true,
      logBucket: props.logs.bucket,
      logFilePrefix: 'cloudfront/site/',
    });
    this.url = `https://${this.distribution.distributionDomainName}`;
    acknowledgeDefaultDistributionFindings(this.distribution, 'site');

    this.webBuildPresent = existsSync(join(props.webDistDir, 'index.html'));
    if (!this.webBuildPresent) {
      // Synth must work before a web build exists (tests, offline checks), but such a
      // template must never reach AWS: CloudFormation evaluates this rule before any change.
      new CfnRule(this, 'WebBuildRequired', {
        assertions: [
          {
            assert: Fn.conditionEquals(Aws.REGION, 'web-build-missing'),
            assertDescription: `No index.html in ${props.webDistDir} at synth time. Run "npm run build:web", then deploy again.`,
          },
        ],
      });
    }
    this.webDistDir = props.webDistDir;
    this.stage = props.stage;
  }

  /** Adds origins to the CSP's connect-src, img-src and media-src. */
  allowContentFrom(sources: ContentSources): void {
    this.sources = {
      connect: [...this.sources.connect, ...sources.connect],
      media: [...this.sources.media, ...sources.media],
    };
  }

  /**
   * Uploads the build in two passes. Hashed files under assets/ are immutable
   * and cached for a year, and never pruned, so a tab still running the
   * previous release can lazy-load its chunks. Everything else (the pages,
   * sw.js, the manifest, runtime-config.json) is revalidated on every load;
   * in those files the build's site-origin marker becomes `siteOrigin`
   * (canonical links, Open Graph URLs, the sitemap, robots.txt).
   */
  deployApp(runtimeConfig: RuntimeConfig, siteOrigin: string = this.url): void {
    // One role and log group for CDK's deployment Lambda: no AWS-managed policy.
    const role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'CDK BucketDeployment handler for the web app',
    });
    const logs = logSettingsOf(this.stage);
    const logGroup = new LogGroup(this, 'DeploymentLogs', {
      retention: logs.retention,
      removalPolicy: logs.removalPolicy,
    });
    logGroup.grantWrite(role);
    const common = {
      destinationBucket: this.bucket,
      role,
      logGroup,
      memoryLimit: 512,
      // Large builds overflow the 4 KB custom-resource response otherwise.
      outputObjectKeys: false,
    };
    // runtime-config.json in the build is the local cloud's; source maps stay out of production.
    const build = Source.asset(this.webDistDir, { exclude: ['runtime-config.json', '*.map', '**/*.map'] });

    new BucketDeployment(this, 'DeployAssets', {
      ...common,
      sources: [build],
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    });

    new BucketDeployment(this, 'DeployEntry', {
      ...common,
      sources: [
        withMarkers(build, { [SITE_ORIGIN_MARKER]: siteOrigin }),
        Source.jsonData('runtime-config.json', runtimeConfig),
      ],
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.noCache()],
    });

    acknowledgeGeneratedWildcards(
      role.node.findChild('DefaultPolicy') as Policy,
      'Statements written by CDK BucketDeployment: read its asset zips from the CDK staging bucket, then sync (list, put, delete, abort uploads) into the site bucket. The handler runs only during deployments.',
    );
  }
}
