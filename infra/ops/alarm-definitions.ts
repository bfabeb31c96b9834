/**
 * The stack's alarms as the local cloud evaluates them, read from the
 * synthesized template (flattened across the nested stacks, so a metric's
 * dimensions lead to the function, API or queue they name): metric,
 * statistic, period, threshold, comparison, evaluation periods and missing
 * data, never written a second time. Dimension values become local names:
 * a function by its entry file, an API by its protocol, a queue by its role.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type LocalMetric = {
  /** `app` for the handlers' own (EMF) metrics, whatever the stage's namespace; else the AWS namespace. */
  namespace: string;
  metricName: string;
  statistic: string;
  periodSeconds: number;
  /** Local values: `function:<name>`, `api:http`, `api:websocket`, `queue:StreamFailures`, or the literal. */
  dimensions: Record<string, string>;
};

export type LocalAlarmDefinition = {
  /** The alarm's id in the stack (its name without the stage prefix). */
  id: string;
  alarmName: string;
  description: string;
  /** The composite alarm (incident) that pages for it. */
  incident?: string;
  threshold: number;
  comparison: string;
  evaluationPeriods: number;
  datapointsToAlarm: number;
  treatMissingData: string;
  /** One metric, or a metric-math expression over several (`expression` then names them by id). */
  metric?: LocalMetric;
  expression?: { expression: string; periodSeconds: number; metrics: Record<string, LocalMetric> };
};

export type LocalCompositeDefinition = { alarmName: string; id: string; description: string; alarms: string[] };

export type LocalAlarmSet = {
  alarms: LocalAlarmDefinition[];
  composites: LocalCompositeDefinition[];
  /** Who the alarm topic e-mails (the stage's alarmEmail), if anyone. */
  topicEmails: string[];
};

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Template = { Resources: Record<string, Resource> };

/** Reads the alarms out of a flattened template (infra/stack-templates.ts). */
export function alarmSetOf(template: Template, functionNameOf: (entry: string) => string): LocalAlarmSet {
  const resources = template.Resources;
  const local = (value: unknown): string => {
    if (typeof value === 'string') return value;
    const node = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
    const id = node.Ref ?? node['Fn::GetAtt']?.[0];
    const target = id ? resources[id] : undefined;
    if (!target) return JSON.stringify(value);
    if (target.Type === 'AWS::Lambda::Function')
      return `function:${functionNameOf(String(target.Properties?.Description))}`;
    if (target.Type === 'AWS::ApiGatewayV2::Api')
      return `api:${String(target.Properties?.ProtocolType).toLowerCase() === 'websocket' ? 'websocket' : 'http'}`;
    if (target.Type === 'AWS::SQS::Queue') {
      const role = ['StreamFailures', 'UploadFailures'].find((name) => id!.includes(name));
      return `queue:${role ?? id}`;
    }
    return `${target.Type}:${id}`;
  };
  const metricOf = (stat: Record<string, unknown>): LocalMetric => {
    const metric = stat.Metric as {
      Namespace: string;
      MetricName: string;
      Dimensions?: Array<{ Name: string; Value: unknown }>;
    };
    return {
      namespace: metric.Namespace.startsWith('Kindred/') ? 'app' : metric.Namespace,
      metricName: metric.MetricName,
      statistic: String(stat.Stat),
      periodSeconds: Number(stat.Period),
      dimensions: Object.fromEntries((metric.Dimensions ?? []).map((d) => [d.Name, local(d.Value)])),
    };
  };

  const alarms: LocalAlarmDefinition[] = [];
  const alarmIdByLogicalId = new Map<string, string>();
  const prefixOf = (name: string) => name.slice(0, name.lastIndexOf('-') + 1);
  for (const [logicalId, resource] of Object.entries(resources)) {
    if (resource.Type !== 'AWS::CloudWatch::Alarm') continue;
    const p = resource.Properties ?? {};
    const alarmName = String(p.AlarmName);
    const id = alarmName.slice(prefixOf(alarmName).length);
    alarmIdByLogicalId.set(logicalId, id);
    const definition: LocalAlarmDefinition = {
      id,
      alarmName,
      description: String(p.AlarmDescription ?? ''),
      threshold: Number(p.Threshold),
      comparison: String(p.ComparisonOperator),
      evaluationPeriods: Number(p.EvaluationPeriods),
      datapointsToAlarm: Number(p.DatapointsToAlarm ?? p.EvaluationPeriods),
      treatMissingData: String(p.TreatMissingData ?? 'missing'),
    };
    if (p.MetricName) {
      definition.metric = {
        namespace: String(p.Namespace).startsWith('Kindred/') ? 'app' : String(p.Namespace),
        metricName: String(p.MetricName),
        statistic: String(p.Statistic ?? p.ExtendedStatistic),
        periodSeconds: Number(p.Period),
        dimensions: Object.fromEntries(
          ((p.Dimensions as Array<{ Name: string; Value: unknown }> | undefined) ?? []).map((d) => [
            d.Name,
            local(d.Value),
          ]),
        ),
      };
    } else if (Array.isArray(p.Metrics)) {
      const queries = p.Metrics as Array<Record<string, unknown>>;
      const result = queries.find((q) => q.ReturnData !== false && q.Expression);
      definition.expression = {
        expression: String(result?.Expression ?? ''),
        periodSeconds: Number(result?.Period ?? 300),
        metrics: Object.fromEntries(
          queries
            .filter((q) => q.MetricStat)
            .map((q) => [String(q.Id), metricOf(q.MetricStat as Record<string, unknown>)]),
        ),
      };
    }
    alarms.push(definition);
  }

  const composites: LocalCompositeDefinition[] = [];
  for (const [logicalId, resource] of Object.entries(resources)) {
    if (resource.Type !== 'AWS::CloudWatch::CompositeAlarm') continue;
    const p = resource.Properties ?? {};
    const alarmName = String(p.AlarmName ?? logicalId);
    const rule = JSON.stringify(p.AlarmRule);
    const members = [...alarmIdByLogicalId].filter(([id]) => rule.includes(`"${id}"`)).map(([, id]) => id);
    const id = alarmName.slice(prefixOf(alarmName).length);
    composites.push({ alarmName, id, description: String(p.AlarmDescription ?? ''), alarms: members });
    for (const alarm of alarms) if (members.includes(alarm.id)) alarm.incident = id;
  }

  const topicEmails = Object.values(resources)
    .filter((r) => r.Type === 'AWS::SNS::Subscription' && r.Properties?.Protocol === 'email')
    .map((r) => String(r.Properties?.Endpoint));
  return { alarms, composites, topicEmails };
}

/** What the alarms are built from: a change to any of these synthesizes again. */
const SOURCES = ['infra', 'lambdas/lib/metric-names.ts', 'shared/routes', 'cdk.json'];

function sourceHash(projectRoot: string): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      if (/node_modules|local$|ops$/.test(path)) return;
      for (const name of readdirSync(path).sort()) visit(join(path, name));
    } else if (/\.(ts|json)$/.test(path) && !path.endsWith('.test.ts')) {
      hash.update(path).update(readFileSync(path));
    }
  };
  for (const source of SOURCES) visit(join(projectRoot, source));
  return hash.digest('hex').slice(0, 16);
}

/** The cached set, if it was made from the sources as they are now. */
function cachedSet(projectRoot: string, cacheFile: string): LocalAlarmSet | undefined {
  if (!existsSync(cacheFile)) return undefined;
  const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { key: string; set: LocalAlarmSet };
  return cached.key === sourceHash(projectRoot) ? cached.set : undefined;
}

/**
 * The alarm set of the dev stage's template, read from `cacheFile` when the
 * sources it was made from have not changed; else synthesized (without
 * bundling or cdk-nag) in a child process, so the CDK's memory and its half
 * a minute of CPU leave with it instead of staying in the local cloud.
 */
export async function loadAlarmSet(projectRoot: string, cacheFile: string): Promise<LocalAlarmSet> {
  const cached = cachedSet(projectRoot, cacheFile);
  if (cached) return cached;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(projectRoot, 'infra', 'ops', 'alarm-definitions.ts'),
        cacheFile,
      ],
      { cwd: projectRoot, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`synth for the alarms failed: ${stderr}`)),
    );
  });
  const written = cachedSet(projectRoot, cacheFile);
  if (!written) throw new Error('synth for the alarms wrote no alarm set');
  return written;
}

/** Synthesizes the dev stage and writes its alarm set to `cacheFile` (run by loadAlarmSet as a child). */
async function writeAlarmSet(projectRoot: string, cacheFile: string): Promise<void> {
  const key = sourceHash(projectRoot);
  const [{ stageApp }, { flattenedTemplate }, { functionNameFromPath }] = await Promise.all([
    import('../kindred-app'),
    import('../stack-templates'),
    import('../local/lambda-runtime'),
  ]);
  const { stack } = stageApp('dev', { nag: false, webDistDir: mkdtempSync(join(tmpdir(), 'kindred-web-alarms-')) });
  const set = alarmSetOf(flattenedTemplate(stack) as Template, functionNameFromPath);
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify({ key, set }, null, 2));
}

if (process.argv[1] && process.argv[1].endsWith('alarm-definitions.ts') && process.argv[2]) {
  writeAlarmSet(process.cwd(), process.argv[2]).catch((error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  });
}
