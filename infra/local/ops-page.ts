/**
 * `/dev/ops` on the local web server: the local alarms (local-alarms.ts) as an
 * on-call engineer reads CloudWatch, each alarm's state and history, the key
 * metrics over the last hour, the failure queues' depth and what is parked,
 * and a redrive button. Server-rendered from the Lambda API's
 * `/_local/alarms`; it exists only in the local cloud.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AlarmHistoryEntry, AlarmStatus } from './local-alarms';
import { escapeHtml } from './mailbox';

export type OpsState = {
  ready: boolean;
  timeScale: number;
  alarms: AlarmStatus[];
  history: AlarmHistoryEntry[];
  metrics: Array<{ namespace: string; metricName: string; total: number; count: number; perMinute: number[] }>;
  queues: Record<string, number>;
  parked?: Record<string, number>;
  faults: Record<string, { message: string }>;
  lastRedrive?: { at: string; replayed: number; failed: number; total: number };
};

/** The figures an operator looks at first, in this order; the rest follow. */
const KEY_METRICS = [
  '5xx',
  'Count',
  'Latency',
  'Errors',
  'SignUps',
  'Matches',
  'MessagesSent',
  'Payments',
  'EventsParked',
];

/** Metrics that are times: their hour is shown as an average, not a sum. */
const TIMINGS = ['Latency', 'Duration'];

const STATE_CLASS: Record<string, string> = { ALARM: 'alarm', OK: 'ok', INSUFFICIENT_DATA: 'none' };

/** A row of 60 bars, one per minute, scaled to the busiest minute. */
function sparkline(perMinute: number[]): string {
  const max = Math.max(...perMinute, 1);
  return `<span class="spark" aria-hidden="true">${perMinute
    .map((v) => `<i style="height:${Math.max(v ? 8 : 0, Math.round((v / max) * 100))}%"></i>`)
    .join('')}</span>`;
}

export function renderOpsHtml(state: OpsState): string {
  const e = escapeHtml;
  const composites = state.alarms.filter((a) => a.composite);
  const alarms = state.alarms.filter((a) => !a.composite);
  const badge = (s: string) =>
    `<span class="state ${STATE_CLASS[s] ?? 'none'}">${e(s === 'INSUFFICIENT_DATA' ? 'NO DATA' : s)}</span>`;
  const incidents = composites
    .map((c) => `<li>${badge(c.state)} <strong>${e(c.id)}</strong><span class="muted"> ${e(c.reason)}</span></li>`)
    .join('');
  const alarmRows = alarms
    .map(
      (a) =>
        `<li>${badge(a.state)} <strong>${e(a.id)}</strong> <span class="muted">${e(a.incident ?? '')}, since ${e(new Date(a.since).toLocaleTimeString('en-GB'))}</span><div class="muted">${e(a.reason)}</div></li>`,
    )
    .join('');
  const ordered = [...state.metrics].sort(
    (a, b) =>
      (KEY_METRICS.indexOf(a.metricName) + 1 || 99) - (KEY_METRICS.indexOf(b.metricName) + 1 || 99) ||
      a.metricName.localeCompare(b.metricName),
  );
  const metricRows = ordered
    .filter((m) => !(m.namespace === 'AWS/SQS'))
    .map(
      (m) =>
        `<tr><td><strong>${e(m.metricName)}</strong><div class="muted">${e(m.namespace === 'app' ? 'Kindred' : m.namespace)}</div></td><td class="num">${e(TIMINGS.includes(m.metricName) ? `avg ${Math.round(m.total / Math.max(1, m.count))} ms` : String(Math.round(m.total)))}</td><td>${sparkline(m.perMinute)}</td></tr>`,
    )
    .join('');
  const history = state.history
    .slice(0, 30)
    .map(
      (h) =>
        `<li><span class="muted">${e(new Date(h.at).toLocaleTimeString('en-GB'))}</span> <strong>${e(h.alarm)}</strong> ${e(h.from)} → ${badge(h.to)} <span class="muted">${e(h.reason)}</span></li>`,
    )
    .join('');
  const queues = Object.entries(state.queues)
    .map(
      ([name, depth]) =>
        `<li><strong>${e(name)}</strong>: ${depth} waiting, ${state.parked ? (state.parked[name] ?? 0) : '? (the table did not answer)'} parked</li>`,
    )
    .join('');
  const faults = Object.entries(state.faults)
    .map(([name, fault]) => `<li><strong>${e(name)}</strong> throws “${e(fault.message)}”</li>`)
    .join('');
  const redrive = state.lastRedrive
    ? `<p class="muted">Last redrive ${e(new Date(state.lastRedrive.at).toLocaleTimeString('en-GB'))}: ${state.lastRedrive.replayed} replayed, ${state.lastRedrive.failed} still failing.</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Operations (local)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1f2937;background:#f9fafb}
main{max-width:72rem;margin:0 auto;display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr))}
section{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem;overflow:hidden}
section.wide{grid-column:1/-1}
h1{max-width:72rem;margin:0 auto 1rem;font-size:1.5rem}
h2{font-size:1rem;margin:0 0 .75rem}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
ul.alarms{grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr));gap:.75rem 1.5rem}
table{border-collapse:collapse;width:100%}
td{padding:.4rem .5rem;border-bottom:1px solid #f3f4f6;vertical-align:top;font-size:.875rem}
.muted{color:#6b7280;font-size:.8rem}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.state{display:inline-block;min-width:4.5rem;text-align:center;border-radius:999px;padding:.1rem .5rem;font:600 .7rem system-ui;letter-spacing:.04em}
.state.alarm{background:#fee2e2;color:#991b1b}.state.ok{background:#dcfce7;color:#166534}.state.none{background:#f3f4f6;color:#6b7280}
.spark{display:flex;align-items:flex-end;gap:1px;height:1.5rem;width:100%;min-width:8rem}
.spark i{flex:1;background:#6366f1;border-radius:1px 1px 0 0}
button{font:600 .875rem system-ui;padding:.5rem 1rem;border-radius:.5rem;border:0;background:#4f46e5;color:#fff;cursor:pointer}
</style></head><body>
<h1>Operations <span class="muted">local cloud${state.timeScale !== 1 ? `, periods × ${state.timeScale}` : ''}</span></h1>
<main>
<section><h2>Incidents (composite alarms: these page)</h2>${state.ready ? `<ul>${incidents}</ul>` : '<p class="muted">Reading the alarms from the synthesized template…</p>'}</section>
<section><h2>Failure queues and parked events</h2><ul>${queues}</ul>${redrive}
<form method="post" action="/dev/ops/redrive"><p><button type="submit">Redrive parked events</button></p></form>
${faults ? `<h2>Injected faults</h2><ul>${faults}</ul>` : ''}</section>
<section class="wide"><h2>Alarms</h2><ul class="alarms">${alarmRows}</ul></section>
<section><h2>Metrics, last hour</h2><table><tbody>${metricRows || '<tr><td class="muted">Nothing measured yet.</td></tr>'}</tbody></table></section>
<section><h2>History</h2>${history ? `<ul>${history}</ul>` : '<p class="muted">No alarm has changed state.</p>'}</section>
</main>
</body></html>`;
}

/** GET /dev/ops (and .json) and POST /dev/ops/redrive, answered from the local Lambda API at `lambdaUrl`. */
export function opsMiddleware(lambdaUrl: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = (req.url ?? '').split('?')[0];
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      res.end(body);
    };
    if (req.method === 'POST' && path === '/dev/ops/redrive') {
      fetch(`${lambdaUrl}/_local/redrive`, { method: 'POST' })
        .then(() => send(303, 'text/plain', 'See /dev/ops', { location: '/dev/ops' }))
        .catch(() => send(502, 'text/plain', 'The local Lambda API did not answer'));
      return;
    }
    if (req.method !== 'GET' || (path !== '/dev/ops' && path !== '/dev/ops.json')) return next();
    fetch(`${lambdaUrl}/_local/alarms`)
      .then((response) => response.json() as Promise<OpsState>)
      .then((state) =>
        path.endsWith('.json')
          ? send(200, 'application/json; charset=utf-8', JSON.stringify(state))
          : send(200, 'text/html; charset=utf-8', renderOpsHtml(state)),
      )
      .catch(() => send(502, 'text/plain', 'The local Lambda API did not answer'));
  };
}
