/**
 * Markdown as a small, safe HTML fragment for the clipboard's text/html, so a
 * statement pastes into a word processor with its headings, emphasis and
 * lists. Every piece of document text is escaped; raw HTML in the markdown is
 * shown as text (as the formatted view shows it); links keep only web and
 * mail addresses; images are left out (pasting must not fetch anything).
 */
import type { List, PhrasingContent, RootContent } from 'mdast';
import { parseMarkdown } from '../contract/markdown-text';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Only addresses a reader can follow safely; anything else (javascript:, data:, relative) loses its link. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

const inline = (nodes: readonly PhrasingContent[]): string => nodes.map(phrasing).join('');

function phrasing(node: PhrasingContent): string {
  switch (node.type) {
    case 'text':
    case 'html':
      return escapeHtml(node.value);
    case 'strong':
      return `<strong>${inline(node.children)}</strong>`;
    case 'emphasis':
      return `<em>${inline(node.children)}</em>`;
    case 'delete':
      return `<del>${inline(node.children)}</del>`;
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`;
    case 'break':
      return '<br>';
    case 'link': {
      const href = safeHref(node.url);
      return href ? `<a href="${escapeHtml(href)}">${inline(node.children)}</a>` : inline(node.children);
    }
    case 'image':
    case 'imageReference':
      return escapeHtml(node.alt ?? '');
    default:
      return 'children' in node ? inline(node.children) : '';
  }
}

function list(node: List): string {
  const items = node.children.map((item) => {
    // A tight list's paragraphs are not wrapped in <p>, as CommonMark renders them.
    const body = item.children.map((child) => (!node.spread && !item.spread && child.type === 'paragraph' ? inline(child.children) : block(child))).join('');
    return `<li>${body}</li>`;
  });
  if (!node.ordered) return `<ul>${items.join('')}</ul>`;
  const start = node.start ?? 1;
  return `<ol${start === 1 ? '' : ` start="${start}"`}>${items.join('')}</ol>`;
}

function block(node: RootContent): string {
  switch (node.type) {
    case 'heading':
      return `<h${node.depth}>${inline(node.children)}</h${node.depth}>`;
    case 'paragraph':
      return `<p>${inline(node.children)}</p>`;
    case 'list':
      return list(node);
    case 'blockquote':
      return `<blockquote>${node.children.map(block).join('')}</blockquote>`;
    case 'code':
      return `<pre><code>${escapeHtml(node.value)}</code></pre>`;
    case 'html':
      return `<p>${escapeHtml(node.value)}</p>`;
    case 'thematicBreak':
      return '<hr>';
    case 'definition':
      return '';
    default:
      return 'children' in node ? (node.children as RootContent[]).map(block).join('') : '';
  }
}

/** The markdown as an HTML fragment whose only markup is the document's structure. */
export function markdownToHtml(markdown: string): string {
  return parseMarkdown(markdown).children.map(block).join('\n');
}
