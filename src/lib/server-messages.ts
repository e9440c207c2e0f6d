import type { ValidationItem } from '@contract/errors';
import { translateServerMessage } from '@/i18n/translate-message';
import { ApiError } from './api-client';

/** 422 items with their messages in the reader's language (see translateMessage). */
export function translateItems(items: readonly ValidationItem[]): ValidationItem[] {
  return items.map((item) => ({ ...item, message: translateServerMessage(item.message) }));
}

/**
 * An error's message as the reader sees it: a server or contract message in the reader's
 * language (each 422 item translated, joined with '. ' like ApiError's message), other text as is.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.items.length > 0)
    return translateItems(error.items)
      .map((item) => item.message)
      .join('. ');
  return translateServerMessage(error instanceof Error ? error.message : String(error));
}
