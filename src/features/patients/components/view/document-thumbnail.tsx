import { Anchor, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { documentPaths, type PatientDocument } from '@contract/documents';

/** The thumbnail's box: fixed, so the page never moves when the image arrives. */
export const THUMBNAIL = { width: 96, height: 128 } as const;

interface DocumentThumbnailProps {
  patientId: string;
  document: PatientDocument;
  /** The link's name: what it opens, e.g. 'Page 1 of the signed form (opens full screen)'. */
  label: string;
  /** The words under the thumbnail, e.g. 'Page 1'. */
  caption: string;
}

/**
 * A page of the signed form: a small image (or a PDF tile) that links to the document itself,
 * opened in a new view where the phone's own zoom applies. A plain link: it works without
 * script, on the server-rendered label page too. The image is lazy and decoded off the main
 * path in a box of fixed size, so the first paint never waits for it.
 */
export function DocumentThumbnail({ patientId, document, label, caption }: DocumentThumbnailProps) {
  const url = documentPaths.one(patientId, document.id);
  const isPdf = document.contentType === 'application/pdf';
  return (
    <Anchor href={url} target="_blank" rel="noopener" aria-label={label} underline="never">
      <Stack gap={4} align="center" w={THUMBNAIL.width}>
        {isPdf ? (
          <Stack
            w={THUMBNAIL.width}
            h={THUMBNAIL.height}
            align="center"
            justify="center"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <IconFileTypePdf size={40} aria-hidden />
          </Stack>
        ) : (
          <img
            src={url}
            alt=""
            width={THUMBNAIL.width}
            height={THUMBNAIL.height}
            loading="lazy"
            decoding="async"
            fetchPriority="low"
            style={{
              objectFit: 'cover',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
              background: 'var(--mantine-color-default-hover)',
            }}
          />
        )}
        <Text size="sm" fw={600} c="bright">
          {caption}
        </Text>
      </Stack>
    </Anchor>
  );
}
