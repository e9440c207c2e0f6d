import { LicenceImportPage } from '@/features/licences/components/licence-import-page';
import { requireCapability } from '@/lib/auth-guards';

export const loader = requireCapability('license.import');
export const Component = LicenceImportPage;
