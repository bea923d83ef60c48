import type { Components } from 'react-markdown';
import { MarkdownView } from '../../../components/markdown-view';

export type ChatEntry = { id: number; role: 'user' | 'assistant'; text: string };

// Links in answers leave the app in a new tab; react-markdown never renders raw HTML.
const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
};

/** One bubble: the user's words as typed, the assistant's answer as markdown. */
export function ChatMessage({ entry }: { entry: Omit<ChatEntry, 'id'> }) {
  return (
    <div className={`chat-message chat-${entry.role}`} data-testid={`chat-${entry.role}`}>
      {entry.role === 'assistant' ? <MarkdownView components={components}>{entry.text}</MarkdownView> : <p className="chat-user-text">{entry.text}</p>}
    </div>
  );
}
