// eslint-disable-next-line no-restricted-imports -- not a screen: the text shows as written until the renderer loads.
import { lazy, Suspense } from 'react';
import type { Components } from 'react-markdown';

// react-markdown and its parser load with the first dialog that shows markdown, not with the screen under it.
const MarkdownRender = lazy(() => import('./markdown-render'));

/** react-markdown as the app uses it: no raw HTML (shown as text) and no images loaded (markdown-render.tsx). */
export function MarkdownView({ children, components }: { children: string; components?: Components }) {
  // Until the renderer arrives (a moment, once), the words show as written.
  return (
    <Suspense fallback={<div className="markdown-pending">{children}</div>}>
      <MarkdownRender components={components}>{children}</MarkdownRender>
    </Suspense>
  );
}
