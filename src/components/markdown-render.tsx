import Markdown, { type Components } from 'react-markdown';

/**
 * An image in markdown shows as its alt text: the text may come from an uploaded document or
 * the user's own instructions, and `![i](https://host/beacon.png)` must not make the browser
 * call another host (the CSP's img-src would block it too; this keeps the words visible).
 */
const noImages: Components = {
  img: ({ alt }) => (alt ? <span className="markdown-image-alt">{alt}</span> : null),
};

/** react-markdown as the app uses it: no raw HTML (shown as text) and no images loaded. Loaded by markdown-view.tsx. */
export default function MarkdownRender({ children, components }: { children: string; components?: Components }) {
  return <Markdown components={{ ...components, ...noImages }}>{children}</Markdown>;
}
