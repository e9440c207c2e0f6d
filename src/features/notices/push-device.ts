import { getPushKey, removePushSubscription, savePushSubscription } from './api/notices.api';

/*
 * [ours] Issue 24: this device's Web Push subscription, through the app's service worker
 * (pwa.config.ts imports push-sw.js, which shows the notifications and opens their link).
 */

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/** Whether this browser can receive pushes, and what the member has allowed so far. */
export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (pushSupport() === 'unsupported') return null;
  // Resolves once the app's worker is active; a page without one (development) never does.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
  ]);
}

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const worker = await registration();
  return worker ? worker.pushManager.getSubscription() : null;
}

/** The VAPID public key as PushManager wants it. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser's permission, subscribes this device with the server's key and saves the
 * subscription for the member. Resolves to the outcome the card shows.
 */
export async function allowOnThisDevice(): Promise<'subscribed' | 'denied' | 'unsupported'> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const { publicKey } = await getPushKey();
  const existing = await worker.pushManager.getSubscription();
  const subscription =
    existing ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await savePushSubscription(subscription.toJSON());
  return 'subscribed';
}

/** Stops pushes to this device: the server forgets it, then the browser does. */
export async function stopOnThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
