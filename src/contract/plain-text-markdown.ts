/**
 * Plain text as markdown that reads back as the same text (issue 33 item 6): the 'Edit evidence' form shows a
 * description as plain text (markdownToPlainText), and what the user types there is stored as markdown again,
 * since the list, the dialogs and the packet render descriptions as markdown. Nothing the user typed becomes
 * markup: marks are escaped, each line break stays a line break, blank lines part paragraphs.
 */

/** Characters that mean something anywhere in a line (emphasis, code, links, HTML, entities). */
const INLINE = /[\\`*_[\]<>&~]/g;
/** What a line may not start with unescaped: a heading, a quote, a list item, a rule, a table row. */
const LINE_START = /^([#>+\-=|]|\d+[.)])/;

function escapeLine(line: string): string {
  const text = line.trim().replace(INLINE, (c) => `\\${c}`);
  return text.replace(LINE_START, (m) => `${m.slice(0, -1)}\\${m.slice(-1)}`);
}

export function plainTextToMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map(escapeLine)
        .filter((line) => line !== '')
        // A backslash at a line's end is a hard break: the line break the user typed.
        .join('\\\n'),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}
