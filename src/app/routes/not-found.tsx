import { NotFoundPage } from '@/components/errors/not-found-page';

export const Component = NotFoundPage;
