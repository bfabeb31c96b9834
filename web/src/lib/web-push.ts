/**
 * Web Push on this device (decision 0069). The browser's permission prompt is
 * only ever opened by the member's own click, at a moment that says why: the
 * offer after a first match, or the switch in the notification settings.
 * Never on a visit.
 *
 * Subscribing registers the service worker (it shows the pushes), subscribes
 * the browser to its push service with the stage's VAPID public key, and
 * gives the API the endpoint and keys. In the local cloud a browser offline
 * cannot reach its push service; the local one hands out the endpoint
 * instead, with keys made here (pushes then reach the local service, which
 * keeps them, not this browser).
 */
import { MESSAGES } from '#shared/messages.ts';
import { getRuntimeConfig } from '../config/runtime-config';
import { api } from './api-client';
import { showError, showInfo, showSuccess } from './toast';

const OFFERED_KEY = 'kindred.push-offered';
/** Set once this browser's subscription carries the API's mark of push devices (decision 0075). */
const REGISTERED_KEY = 'kindred.push-registered';
const LOCAL_ENDPOINT_KEY = 'kindred.push-endpoint';
/**
 * Local cloud only: the keys of a subscription made with the local push
 * service. A real push service's client never reveals them; kept here so the
 * e2e test can decrypt what the local service received, as a browser would.
 */
const LOCAL_KEYS_KEY = 'kindred.push-local-keys';
/** How long the browser's own push service may take before the local one is asked (local cloud only). */
const LOCAL_FALLBACK_AFTER_MS = 5_000;

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

async function currentEndpoint(): Promise<string | undefined> {
  const local = localStorage.getItem(LOCAL_ENDPOINT_KEY);
  if (local) return local;
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription())?.endpoint;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentEndpoint()) ? 'on' : 'off';
}

/** The local cloud's stand-in for the browser's push service (see above). */
async function localSubscription(applicationServerKey: string): Promise<PushSubscriptionJSON> {
  const pushServiceUrl = getRuntimeConfig().pushServiceUrl;
  if (!pushServiceUrl) throw new Error('No push service');
  const made = await fetch(`${pushServiceUrl}/subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey }),
  });
  const { endpoint } = (await made.json()) as { endpoint: string };
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const p256dh = base64url(await crypto.subtle.exportKey('raw', pair.publicKey));
  const auth = base64url(crypto.getRandomValues(new Uint8Array(16)));
  localStorage.setItem(LOCAL_ENDPOINT_KEY, endpoint);
  localStorage.setItem(
    LOCAL_KEYS_KEY,
    JSON.stringify({ privateKey: await crypto.subtle.exportKey('jwk', pair.privateKey), p256dh, auth }),
  );
  return { endpoint, keys: { p256dh, auth } };
}

/** Call from a click only: it may open the browser's permission prompt. */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const [{ publicKey }, worker] = await Promise.all([api('getPushSettings'), registration()]);
  if (!publicKey) throw new Error('Push is not set up on this server');
  let subscription: PushSubscriptionJSON;
  try {
    const subscribing = worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64url(publicKey),
    });
    // Offline, a browser may wait on its push service for ever; the local cloud does not wait long.
    const made = getRuntimeConfig().pushServiceUrl
      ? await Promise.race([
          subscribing,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('No push service')), LOCAL_FALLBACK_AFTER_MS),
          ),
        ])
      : await subscribing;
    subscription = made.toJSON();
  } catch (error) {
    if (!getRuntimeConfig().pushServiceUrl) throw error;
    subscription = await localSubscription(publicKey);
  }
  const { endpoint, keys } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave no usable subscription');
  await api('subscribePush', { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
  localStorage.setItem(REGISTERED_KEY, new Date().toISOString());
  return 'on';
}

/**
 * Since decision 0075 the API pushes to a member's browsers only when their
 * settings carry the mark a subscribe sets. A subscription made before has no
 * mark: this browser gives it again, once (the subscribe replaces it in place).
 * Never prompts: only a subscription that exists and is allowed is sent.
 */
export async function registerPushOnce(): Promise<void> {
  if (localStorage.getItem(REGISTERED_KEY) || (await pushState()) !== 'on') return;
  const local = localStorage.getItem(LOCAL_ENDPOINT_KEY);
  const localKeys = JSON.parse(localStorage.getItem(LOCAL_KEYS_KEY) ?? 'null') as {
    p256dh: string;
    auth: string;
  } | null;
  const subscription: PushSubscriptionJSON | undefined = local
    ? { endpoint: local, keys: localKeys ?? undefined }
    : (await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription())?.toJSON();
  const { endpoint, keys } = subscription ?? {};
  if (!endpoint || !keys?.p256dh || !keys.auth) return;
  await api('subscribePush', { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
  localStorage.setItem(REGISTERED_KEY, new Date().toISOString());
}

export async function turnOffPush(): Promise<PushState> {
  const endpoint = await currentEndpoint();
  localStorage.removeItem(LOCAL_ENDPOINT_KEY);
  localStorage.removeItem(LOCAL_KEYS_KEY);
  const existing = await navigator.serviceWorker.getRegistration();
  await (await existing?.pushManager.getSubscription())?.unsubscribe();
  if (endpoint) await api('unsubscribePush', { body: { endpoint } });
  return 'off';
}

/**
 * After a match, once per browser: the moment a push means something (their
 * reply). Only an offer; the prompt opens if the member clicks it.
 */
export function offerPushAfterMatch(): void {
  if (!pushSupported() || Notification.permission !== 'default' || localStorage.getItem(OFFERED_KEY)) return;
  localStorage.setItem(OFFERED_KEY, new Date().toISOString());
  showInfo(
    MESSAGES.push.offer,
    {
      label: 'Turn on',
      onClick: () =>
        void turnOnPush().then(
          (state) => state === 'on' && showSuccess(MESSAGES.push.on),
          () => showError(MESSAGES.push.failed),
        ),
    },
    { id: 'push-offer', duration: 20_000 },
  );
}
