import { ForbiddenPage } from '@/components/errors/forbidden-page';

export const Component = ForbiddenPage;
