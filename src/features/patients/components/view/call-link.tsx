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
      leftSection={<IconPhone size={20} aria-hidden />}
      style={{ whiteSpace: 'nowrap' }}
    >
      {phone}
    </Button>
  );
}
