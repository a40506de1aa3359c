// This browser and Web Push (issue 23): whether it can receive pushes at all, its current
// subscription, subscribing it with the server's VAPID key, and how it is found in the list of
// devices (the SHA-256 of its endpoint, as the server lists it).
import type { PushSubscriptionJson } from '../../domain/contracts/push';
import { fill } from '../i18n/fill';
import { DEFAULT_ERROR_DETAIL, commandFailureText } from '../../domain/rules/sync/httpError';
import { settingsRu } from '../i18n/sections/settings';

const n = settingsRu.notifications;

export type PushSupport = 'supported' | 'unsupported' | 'denied' | 'ios-browser' | 'insecure';

/** The subscribe flow waits this long for the service worker before saying it is not ready. */
const SW_READY_TIMEOUT_MS = 10_000;

function isIos(nav: Navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

function isInstalled(win: Window): boolean {
  return (
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true || !!win.matchMedia?.('(display-mode: standalone)').matches
  );
}

/** What this browser allows, in the order a user can do something about it. */
export function pushSupport(win: Window = window): PushSupport {
  if (win.isSecureContext === false) return 'insecure';
  const nav = win.navigator;
  // Safari on iOS offers push only to an app added to the home screen (16.4+).
  if (isIos(nav) && !isInstalled(win)) return 'ios-browser';
  if (!('serviceWorker' in nav) || !('PushManager' in win) || !('Notification' in win)) return 'unsupported';
  if ((win as Window & { Notification: typeof Notification }).Notification.permission === 'denied') return 'denied';
  return 'supported';
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function bytesToBase64Url(bytes: ArrayBuffer): string {
  let raw = '';
  for (const b of new Uint8Array(bytes)) raw += String.fromCharCode(b);
  return btoa(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** SHA-256 of the endpoint, base64url: the `endpoint_hash` the server lists for the device. */
export async function endpointHash(endpoint: string): Promise<string> {
  return bytesToBase64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SW_READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

function sameKey(sub: PushSubscription, key: Uint8Array): boolean {
  const had = sub.options?.applicationServerKey;
  if (!had) return true;
  const bytes = new Uint8Array(had);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

export class PushSetupError extends Error {
  constructor(readonly reason: 'permission' | 'service-worker') {
    super(reason);
  }
}

/** Why turning push on failed, when the browser's refusal says (issue 52: not a bare 'Произошла ошибка'). */
export type PushFailure = 'no-service' | 'permission' | 'ios-not-installed' | 'key-changed' | 'service-worker';

/**
 * The cause of a failed subscribe, from the error the browser raised: the permission refused
 * (NotAllowedError; on iOS outside the home-screen app that is the reason), a subscription kept with
 * another server key (InvalidStateError), no push service in this browser (AbortError or
 * NotSupportedError: Chromium builds without Google's services, private windows). Null: not the
 * browser's (the server's answer says why).
 */
export function pushFailure(error: unknown, support: PushSupport): PushFailure | null {
  if (error instanceof PushSetupError) return error.reason;
  const name = (error as { name?: unknown } | null)?.name;
  const message = String((error as { message?: unknown } | null)?.message ?? '');
  if (name === 'NotAllowedError') return support === 'ios-browser' ? 'ios-not-installed' : 'permission';
  if (name === 'InvalidStateError' || /applicationServerKey|different.*key/i.test(message)) return 'key-changed';
  if (name === 'AbortError' || name === 'NotSupportedError' || /push service/i.test(message)) return 'no-service';
  return null;
}

/**
 * Asks the permission (on the user's click), then subscribes with the server's key; a subscription
 * made with another key (the server's keys changed) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJson> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('permission');
  const reg = await registration();
  if (!reg) throw new PushSetupError('service-worker');
  const key = base64UrlToBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  const options = { userVisibleOnly: true, applicationServerKey: key };
  try {
    sub ??= await reg.pushManager.subscribe(options);
  } catch (error) {
    // A subscription of the server's old key the browser did not report: dropped, then asked once more.
    const old = (error as { name?: unknown } | null)?.name === 'InvalidStateError' ? await reg.pushManager.getSubscription() : null;
    if (!old) throw error;
    await old.unsubscribe();
    sub = await reg.pushManager.subscribe(options);
  }
  return sub.toJSON() as PushSubscriptionJson;
}

/** A failed turn-on in words: the browser's cause when it gave one, else the server's answer. */
export function pushFailureText(cause: PushFailure | null, failure: unknown): string {
  if (cause === 'ios-not-installed') return n.iosBrowser;
  if (cause === 'permission') return n.denied;
  const reason =
    cause === 'no-service'
      ? n.noPushService
      : cause === 'key-changed'
        ? n.keyChanged
        : cause === 'service-worker'
          ? n.swNotReady
          : commandFailureText(failure, DEFAULT_ERROR_DETAIL);
  return fill(n.pushFailed, { reason });
}

/** A name for this device from its browser and system ("Chrome на Android"), for the user to change. */
export function defaultDeviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : settingsRu.notifications.deviceBrowser;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone/.test(userAgent)
      ? 'iPhone'
      : /iPad/.test(userAgent)
        ? 'iPad'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'macOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : '';
  return system ? fill(settingsRu.notifications.deviceOnSystem, { browser, system }) : browser;
}
