import { authorLabel, type AnalystAuthor } from '../contract/analyst-author';
import './author-note.css';

/**
 * The small print under a generated draft: which analyst wrote it (issue 16 item 6). Beside the
 * draft, never in it: nothing here is copied or downloaded with the document.
 */
export function AuthorNote({ author, testId }: { author: AnalystAuthor | null | undefined; testId: string }) {
  if (!author) return null;
  return (
    <p className="author-note" data-testid={testId}>
      {authorLabel(author)}
    </p>
  );
}
