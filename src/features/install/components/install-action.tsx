// eslint-disable-next-line no-restricted-imports -- not a screen: an offer that appears once loaded, with no fallback.
import { lazy, Suspense } from 'react';
import { useInstallOption } from '../use-install';

// The offer's Ionic UI loads only when there is something to offer. This file stays free of Ionic imports: the
// start-up code (main.tsx) imports this feature's index for captureInstallPrompt, and the bundler keeps a
// feature's modules together, so an Ionic import here would put Ionic on the signed-out landing page.
const InstallOffer = lazy(() => import('./install-offer'));

/** 'Install app' where the browser can install it; on iOS Safari it tells how (issue 12 item 7). */
export function InstallAction() {
  const option = useInstallOption();
  if (option === 'none') return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer option={option} />
    </Suspense>
  );
}
