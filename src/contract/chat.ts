import { z } from 'zod';
import { text } from './text';

// POST /api/petitions/{id}/chat. The chat input and the route share these rules (architecture.md §validation:
// blank questions cannot be sent; the text is trimmed).

export const MAX_QUESTION_LENGTH = 4000;
const QUESTION_REQUIRED = 'Question is required';
const QUESTION_TOO_LONG = `Question is too long (max ${MAX_QUESTION_LENGTH} characters).`;

export const chatBody = z.object({
  question: text({ error: QUESTION_REQUIRED }).trim().min(1, QUESTION_REQUIRED).max(MAX_QUESTION_LENGTH, QUESTION_TOO_LONG),
});

export const chatReply = z.object({ answer: z.string() });
export type ChatReply = z.infer<typeof chatReply>;
