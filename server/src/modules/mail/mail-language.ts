import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_UI_LANGUAGE,
  matchUiLanguage,
  pickUiLanguage,
  UI_LANGUAGE_COOKIE,
  type UiLanguage,
} from '@contract/ui-languages';

/**
 * [ours] The language a request reads in when no member's choice applies (issue 14): the `lng`
 * cookie the SPA writes whenever the language is chosen or detected, then the browser's
 * Accept-Language, else English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'cookies' | 'headers'>): UiLanguage {
  const cookie = request.cookies[UI_LANGUAGE_COOKIE];
  return (
    (cookie ? matchUiLanguage(cookie) : null) ??
    pickUiLanguage(request.headers['accept-language']) ??
    DEFAULT_UI_LANGUAGE
  );
}

/**
 * The language of a mail to a member: the one kept on her profile, else (none chosen, or no
 * account yet, as on registration) the language of the request that sends it. An invite goes
 * to someone without an account, so it is written in the inviting member's request language:
 * the person inviting usually shares the invitee's language, and the invitee can switch it on
 * the registration page.
 */
export function mailLanguage(
  request: Pick<FastifyRequest, 'cookies' | 'headers'>,
  member?: { uiLanguage: UiLanguage | null } | null,
): UiLanguage {
  return member?.uiLanguage ?? requestLanguage(request);
}
