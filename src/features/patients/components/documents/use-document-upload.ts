import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PatientDocument } from '@contract/documents';
import { errorMessage } from '@/lib/server-messages';
import { deleteDocument, uploadDocument, type UploadTarget } from '../../api/documents.api';
import { patientKeys } from '../../api/patients.queries';
import { prepareUpload } from './prepare-upload';

export type UploadPhase = 'idle' | 'preparing' | 'uploading' | 'deleting';

/**
 * One upload or delete at a time for a patient's page or photo: prepares the file (compressing
 * images), sends it with its progress, and reads the patient again so the list shows it. Errors
 * are kept as the reader's words.
 */
export function useDocumentUpload(patientId: string, kind: 'signed_form' | 'photo') {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: patientKeys.detail(patientId) });

  const upload = async (target: UploadTarget, file: File): Promise<PatientDocument | null> => {
    setError(null);
    setDone(null);
    setProgress(0);
    setPhase('preparing');
    const prepared = await prepareUpload(file, kind);
    if (!prepared.ok) {
      setPhase('idle');
      setError(t(`documents.errors.${prepared.reason}`));
      return null;
    }
    setPhase('uploading');
    try {
      const saved = await uploadDocument(target, prepared.file, setProgress);
      await refresh();
      setDone(t(kind === 'photo' ? 'documents.photoSaved' : 'documents.pageSaved'));
      return saved;
    } catch (caught) {
      setError(errorMessage(caught));
      return null;
    } finally {
      setPhase('idle');
    }
  };

  const remove = async (url: string): Promise<boolean> => {
    setError(null);
    setDone(null);
    setPhase('deleting');
    try {
      await deleteDocument(url);
      await refresh();
      setDone(t(kind === 'photo' ? 'documents.photoDeleted' : 'documents.pageDeleted'));
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      setPhase('idle');
    }
  };

  return { phase, progress, error, done, upload, remove, isBusy: phase !== 'idle' };
}
