import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isServerReachable, subscribeServerBack } from '../../../api/connectivity';

/** Re-signs in a row without one load between them: a store that refuses every link is not asked forever. */
const MAX_RESIGNS = 3;

type SignedImage = { src: string | undefined; onLoad: () => void; onError: () => void };

/**
 * A signed link for an <img> that stays good (issue 33 item 8), as the packet card's links do: a link older than
 * `freshMs` is not handed to the image while the server answers (it is asked for again first; offline the old one
 * still names the service worker's copy), and a link the image could not load (expired, refused with 403 after the
 * server's signing secret changed) is asked for again. If that could not be done for want of the server, it is
 * done when the server answers again.
 */
export function useSignedImage(query: UseQueryResult<{ url: string }>, freshMs: number, active: boolean): SignedImage {
  const { data, dataUpdatedAt, isFetching, refetch } = query;
  const [failedUrl, setFailedUrl] = useState<string>();
  const resigns = useRef(0);
  const url = data?.url;
  const stale = url !== undefined && Date.now() - dataUpdatedAt >= freshMs;
  const usable = url !== undefined && url !== failedUrl && (!stale || !isServerReachable());

  // A stale link while the server answers: signed again before the image asks for it (when it is near the screen).
  useEffect(() => {
    if (active && stale && !isFetching && isServerReachable()) void refetch();
  }, [active, stale, isFetching, refetch]);

  // The link failed and asking again did not reach the server: ask when it answers again.
  const waiting = url !== undefined && url === failedUrl && !isFetching;
  useEffect(() => {
    if (!waiting) return undefined;
    return subscribeServerBack(() => void refetch());
  }, [waiting, refetch]);

  return {
    src: usable ? url : undefined,
    onLoad: () => {
      resigns.current = 0;
    },
    onError: () => {
      if (!url || url === failedUrl) return;
      setFailedUrl(url);
      if (resigns.current >= MAX_RESIGNS) return;
      resigns.current++;
      void refetch();
    },
  };
}
