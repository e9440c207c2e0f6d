import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@contract/notices';
import { assertNoOpenTransaction } from '../../db/open-transaction';
import type { VapidKeys } from './vapid-keys';

/*
 * Issue 24: sending one Web Push message with the `web-push` library: the payload encrypted for
 * the device (aes128gcm, with its p256dh and auth keys), signed with the server's VAPID key.
 */

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push service refused or could not be reached; the job is retried. */
export class PushSendError extends Error {
  constructor(readonly statusCode: number | null) {
    super(`the push service answered ${statusCode ?? 'nothing'}`);
    this.name = 'PushSendError';
  }
}

export interface PushSender {
  readonly publicKey: string;
  /** 'sent', or 'gone' when the push service no longer knows the device (404/410); else throws PushSendError. */
  send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'>;
}

export interface PushSenderOptions {
  keys: VapidKeys;
  /** mailto: or https: for the push service to contact. */
  subject: string;
  /** Tests: an agent trusting the local push service's certificate. */
  agent?: Agent;
  /** Milliseconds before a push service that does not answer counts as a failure. */
  timeoutMs?: number;
}

export function createPushSender(options: PushSenderOptions): PushSender {
  return {
    publicKey: options.keys.publicKey,
    async send(target, payload) {
      assertNoOpenTransaction('Sending a push');
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: {
              subject: options.subject,
              publicKey: options.keys.publicKey,
              privateKey: options.keys.privateKey,
            },
            // A day: a notice older than that is better read in the notification centre.
            TTL: 86_400,
            urgency: payload.kind === 'scan' ? 'high' : 'normal',
            timeout: options.timeoutMs ?? 15_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
          throw new PushSendError(error.statusCode);
        }
        // A network failure or a timeout; the error's text may name the endpoint: not kept.
        throw new PushSendError(null);
      }
    },
  };
}
