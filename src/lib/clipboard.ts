/**
 * Copies a document as both plain text and HTML, so it pastes formatted into
 * a word processor and as clean text anywhere else. Browsers without
 * ClipboardItem (or that refuse the HTML flavour) get the plain text alone.
 * The Blobs are built before the first await: Safari only allows clipboard
 * writes within the click's own task.
 */
export async function copyTextAndHtml(text: string, html: string): Promise<void> {
  const clipboard = navigator.clipboard;
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const item = new ClipboardItem({
      'text/plain': new Blob([text], { type: 'text/plain' }),
      'text/html': new Blob([html], { type: 'text/html' }),
    });
    try {
      await clipboard.write([item]);
      return;
    } catch {
      // Fall through to plain text: a refused rich write must not lose the copy.
    }
  }
  await clipboard.writeText(text);
}
