import { useLocation } from 'react-router';
import { ShlViewer } from '@/features/handoff/shl-viewer';

/**
 * [ours] Issue 25: the SMART Health Link viewer, public (a hospital has no account). Its own
 * chunk: the JOSE decryption comes with it and with nothing else.
 */
export function Component() {
  const { hash } = useLocation();
  return <ShlViewer hash={hash} />;
}
