import { useLocation } from 'react-router';
import { AnonymousHeader } from '@/components/anonymous-header';
import { ShlViewer } from '@/features/handoff/shl-viewer';

/**
 * [ours] Issue 25: the SMART Health Link viewer, public (a hospital has no account). Its own
 * chunk: the JOSE decryption comes with it and with nothing else.
 */
export function Component() {
  const { hash } = useLocation();
  return (
    <>
      {/* The reader's language is chosen here; the hospital has no account to log in to. */}
      <AnonymousHeader links={false} />
      <ShlViewer hash={hash} />
    </>
  );
}
