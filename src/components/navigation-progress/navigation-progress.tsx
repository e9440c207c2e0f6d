import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import './navigation-progress.css';

/**
 * A thin bar at the top of the window while the router loads the next page (its loaders and
 * lazy module), so a slow answer does not look like an ignored click. An indeterminate
 * progressbar: it has a name and no value.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="navigation-progress"
      role="progressbar"
      aria-label={t('layout.navigationProgress')}
    />
  );
}
