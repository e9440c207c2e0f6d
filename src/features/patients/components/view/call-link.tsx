import { Button } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { telHref } from '@/components/contact-link/contact-link';

/** A phone number as a large `tel:` link, easy to tap with gloves on. */
export function CallLink({ phone }: { phone: string }) {
  return (
    <Button
      component="a"
      href={telHref(phone)}
      variant="light"
      size="md"
      className="touch-target"
      leftSection={<IconPhone size={20} aria-hidden />}
      // One line where it fits; at 200% zoom on a phone the number wraps rather than overflow.
      style={{ height: 'auto', minHeight: 44, maxWidth: '100%' }}
      styles={{
        inner: { minHeight: 42 },
        label: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
      }}
    >
      {phone}
    </Button>
  );
}
