import type { MouseEvent, ReactNode } from 'react';
import { Anchor } from '@mantine/core';

/** `tel:` wants the digits alone (and a leading + for an international number). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

// A link inside a clickable table row or card must not also open the row.
const keepToItself = (event: MouseEvent) => event.stopPropagation();

/** A phone number that dials when tapped; it never wraps, so it reads as one number. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Anchor href={telHref(phone)} onClick={keepToItself} inherit style={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Anchor>
  );
}

/** An e-mail address that opens the mail app; a long address may break anywhere. */
export function EmailLink({ email }: { email: string }) {
  return (
    <Anchor
      href={`mailto:${email}`}
      onClick={keepToItself}
      inherit
      style={{ overflowWrap: 'anywhere' }}
    >
      {email}
    </Anchor>
  );
}

/** For column and detail renderers: the link, or `fallback` when there is no number. */
export function phoneOr(phone: string | null | undefined, fallback: ReactNode = ''): ReactNode {
  return phone ? <PhoneLink phone={phone} /> : fallback;
}

/** For column and detail renderers: the link, or `fallback` when there is no address. */
export function emailOr(email: string | null | undefined, fallback: ReactNode = ''): ReactNode {
  return email ? <EmailLink email={email} /> : fallback;
}
