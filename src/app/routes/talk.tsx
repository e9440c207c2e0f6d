import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@contract/paths';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { PhraseCard } from '@/features/phrase-card/components/phrase-card';
import { isTalkLanguage } from '@/features/phrase-card/talk-languages';
import { isTalkState, readBackPath } from '@/lib/talk-path';

/**
 * [ours] /talk/:language, the phrase card (issue 14), in its own chunk: never on the responder
 * route's budget. Public, with no loader: it holds no patient or member data (only the public
 * phrase files), so it asks the API nothing and opens offline from the cached app even when the
 * session could not be checked. An English or unknown language is a missing page.
 */
export function Component() {
  const { language } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  if (!isTalkLanguage(language)) return <NotFoundPage />;
  const back = readBackPath(location.search);

  const handleClose = () => {
    // Opened from that patient page in this tab: step back to it rather than push it again.
    const isFromBack =
      back !== null &&
      (isTalkState(location.state) || (location.key === 'default' && referrerPath() === back));
    if (isFromBack) void navigate(-1);
    else if (back !== null) void navigate(back, { replace: true });
    else if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.dashboard.href(), { replace: true });
  };

  return <PhraseCard key={language} language={language} onClose={handleClose} />;
}

/** The same-origin page this document was opened from (the server-rendered patient page). */
function referrerPath(): string | null {
  if (!document.referrer) return null;
  const from = new URL(document.referrer);
  return from.origin === window.location.origin ? from.pathname : null;
}
