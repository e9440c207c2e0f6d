import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { documentPaths, type PatientDocument } from '@contract/documents';

/** The photo beside the name: small and fixed, so the heading never moves when it arrives. */
export const PHOTO_SIZE = 64;

/**
 * [issue 23] The patient's photo for identification, beside the name; it opens the photo
 * full size. Nothing when there is none, on the reference server, or while PHI is off.
 */
export function PatientPhoto({
  patientId,
  photo,
}: {
  patientId: string;
  photo: PatientDocument | null | undefined;
}) {
  const { t } = useTranslation();
  if (!photo) return null;
  // The id changes when the photo is replaced, so a new photo is never an old one from a cache.
  const url = `${documentPaths.photo(patientId)}?v=${photo.id}`;
  return (
    <Anchor href={url} target="_blank" rel="noopener" style={{ flexShrink: 0, lineHeight: 0 }}>
      <img
        src={url}
        alt={t('documents.photoAlt')}
        width={PHOTO_SIZE}
        height={PHOTO_SIZE}
        loading="lazy"
        decoding="async"
        fetchPriority="low"
        style={{
          objectFit: 'cover',
          borderRadius: 'var(--mantine-radius-md)',
          border: '1px solid var(--mantine-color-default-border)',
          background: 'var(--mantine-color-default-hover)',
        }}
      />
    </Anchor>
  );
}
