import type { Language } from '@contract/enums';
import { paths } from '@contract/paths';

/**
 * [ours] The phrase card's address (issue 14): `/talk/<LANGUAGE>?back=/patients/<id>`. Shared by
 * the patient view's 'Talk with the patient' link and the card, which live in two features.
 */
export const BACK_PARAM = 'back';

/** Where the card's Close may lead: a patient page of this app, nothing else. */
const BACK_PATH = /^\/patients\/[^/?#\\]+$/;

export function talkPath(language: Language, backPath?: string): string {
  const path = paths.talk.href(language);
  // `/` may stand unencoded in a query (RFC 3986 §3.4): the address stays readable.
  return backPath
    ? `${path}?${BACK_PARAM}=${encodeURIComponent(backPath).replaceAll('%2F', '/')}`
    : path;
}

/** The card's `back` query when it is a patient page's path (never another site); else null. */
export function readBackPath(search: string): string | null {
  const value = new URLSearchParams(search).get(BACK_PARAM);
  return value !== null && BACK_PATH.test(value) ? value : null;
}

/**
 * Router state the patient view's link passes: Close can then step back in the history rather
 * than push the patient page again.
 */
export interface TalkState {
  fromBackPath: true;
}
export const talkState: TalkState = { fromBackPath: true };

export function isTalkState(state: unknown): state is TalkState {
  return typeof state === 'object' && state !== null && 'fromBackPath' in state;
}
