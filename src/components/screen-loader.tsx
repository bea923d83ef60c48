import type { ComponentType } from 'react';
import { lazyScreen } from '../lib/lazy-screen';
import { Button } from './button';
import { CenteredMessage } from './centered-message';

/** The centred 'Loading...' (architecture.md §screens), while the session or a screen's code loads. */
export const loadingScreen = <CenteredMessage testId="loading">Loading...</CenteredMessage>;

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <CenteredMessage testId="screen-load-failed">
      <div className="screen-load-failed">
        <p>This screen could not be loaded. Check your connection.</p>
        <Button onClick={retry}>Try again</Button>
      </div>
    </CenteredMessage>
  );
}

/** A screen or tab whose code loads when first shown, with the centred 'Loading...' until then (lib/lazy-screen). */
export function screen<P extends object>(load: () => Promise<ComponentType<P>>, fallback = loadingScreen) {
  return lazyScreen(load, fallback, (retry) => <LoadFailed retry={retry} />);
}
