import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorPage } from './error-page';
import { translateMessage } from '@/i18n/translate-message';

const notFoundStateSchema = z.object({ message: z.string().min(1) });

/** 'Page Does Not Exist', with the message a navigation passed in its state, if any. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const parsed = notFoundStateSchema.safeParse(location.state as unknown);
  return (
    <ErrorPage
      title={t('errors.notFound.title')}
      message={
        parsed.success ? translateMessage(t, parsed.data.message) : t('errors.notFound.message')
      }
    />
  );
}
