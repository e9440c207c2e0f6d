import { useMutation } from '@tanstack/react-query';
import { importLicences } from './licences.api';

/** One upload; nothing the SPA caches reads the licence registry. */
export const useImportLicences = () => useMutation({ mutationFn: importLicences });
