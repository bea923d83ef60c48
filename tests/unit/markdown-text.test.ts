import { describe, expect, it } from 'vitest';
import { escapeHtml, markdownToHtml } from '../../src/lib/markdown-html';
import { markdownToPlainText } from '../../src/contract/markdown-text';

const STATEMENT = [
  '# Awards — O-1A Criterion Statement',
  '',
  '**Beneficiary:** Ada Lovelace  ',
  '**Criterion:** Awards (8 CFR 214.2(o)(3)(iii)(B)(1))',
  '',
  '## The evidence',
  '',
  '**Exhibit 1** (award-letter.pdf) is filed under this criterion. It states: "The award is given each year to one recipient."',
  '',
  '### Why it is _selective_',
  '',
  '- one winner from 400 nominees',
  '- a jury of *recognised* experts',
  '',
  '1. First point',
  '2. Second point',
].join('\n');

describe('markdownToPlainText', () => {
  it('puts each heading on its own line as its text, followed by a blank line', () => {
    expect(markdownToPlainText('# Title\nBody text.\n\n## Part two ##\n\nMore.')).toBe('Title\n\nBody text.\n\nPart two\n\nMore.');
  });

  it('drops bold, italic and strikethrough marks but keeps their words', () => {
    expect(markdownToPlainText('A **bold** claim, an _italic_ one, a *starred* and a __strong__ one.')).toBe(
      'A bold claim, an italic one, a starred and a strong one.',
    );
    expect(markdownToPlainText('***both*** at once')).toBe('both at once');
  });

  it('turns bullets into • and keeps numbered lists, with nested items indented', () => {
    expect(markdownToPlainText('- one\n- two\n  - two a\n* three')).toBe('• one\n• two\n  • two a\n\n• three');
    expect(markdownToPlainText('3. third\n4. fourth')).toBe('3. third\n4. fourth');
  });

  it('keeps a list item’s wrapped lines under its text', () => {
    expect(markdownToPlainText('1. First paragraph\n\n   Second paragraph')).toBe('1. First paragraph\n\n   Second paragraph');
  });

  it('puts a blockquote in quotation marks unless it is already quoted, and leaves an attribution alone', () => {
    expect(markdownToPlainText('> The jury chose one of 400.')).toBe('"The jury chose one of 400."');
    expect(markdownToPlainText('> "Already quoted."')).toBe('"Already quoted."');
    expect(markdownToPlainText('> “Curly.”\n>\n> — Exhibit 3')).toBe('“Curly.”\n\n— Exhibit 3');
    expect(markdownToPlainText('> **Bold** in a quote\n> over two lines')).toBe('"Bold in a quote over two lines"');
  });

  it('shows links as their text and images as their alt text', () => {
    expect(markdownToPlainText('See [the report](https://example.org/r) and <https://example.org>.')).toBe('See the report and https://example.org.');
    expect(markdownToPlainText('A [reference link][r].\n\n[r]: https://example.org')).toBe('A reference link.');
    expect(markdownToPlainText('![Certificate photo](cert.png)')).toBe('Certificate photo');
  });

  it('keeps code as its literal text', () => {
    expect(markdownToPlainText('Run `npm **start**` now.')).toBe('Run npm **start** now.');
    expect(markdownToPlainText('```\nline one\n  line two\n```')).toBe('line one\n  line two');
  });

  it('unescapes escaped characters and entities, so a literal mark survives only when the author wrote one', () => {
    expect(markdownToPlainText('\\# not a heading, \\*not emphasis\\*, 5 \\_ 6')).toBe('# not a heading, *not emphasis*, 5 _ 6');
    expect(markdownToPlainText('Smith &amp; Jones &copy; 2024')).toBe('Smith & Jones © 2024');
  });

  it('reads soft line breaks as spaces and hard breaks as new lines', () => {
    expect(markdownToPlainText('one\ntwo')).toBe('one two');
    expect(markdownToPlainText('**Name:** Ada  \n**Role:** Lead')).toBe('Name: Ada\nRole: Lead');
  });

  it('shows raw HTML as the literal text the formatted view shows', () => {
    expect(markdownToPlainText('a <b>x</b>')).toBe('a <b>x</b>');
  });

  it('leaves no markdown marks in a whole statement', () => {
    const text = markdownToPlainText(STATEMENT);
    expect(text).not.toMatch(/#|\*\*|__|^> |^[-*] /m);
    expect(text).toBe(
      [
        'Awards — O-1A Criterion Statement',
        '',
        'Beneficiary: Ada Lovelace',
        'Criterion: Awards (8 CFR 214.2(o)(3)(iii)(B)(1))',
        '',
        'The evidence',
        '',
        'Exhibit 1 (award-letter.pdf) is filed under this criterion. It states: "The award is given each year to one recipient."',
        '',
        'Why it is selective',
        '',
        '• one winner from 400 nominees',
        '• a jury of recognised experts',
        '',
        '1. First point',
        '2. Second point',
      ].join('\n'),
    );
  });

  it('handles empty input and horizontal rules', () => {
    expect(markdownToPlainText('')).toBe('');
    expect(markdownToPlainText('above\n\n---\n\nbelow')).toBe('above\n\nbelow');
  });

  it('gives the same plain text for a text asked for again, after thousands of others', () => {
    const first = markdownToPlainText(STATEMENT);
    expect(markdownToPlainText(STATEMENT)).toBe(first);
    const others = Array.from({ length: 3000 }, (_, i) => `**Exhibit ${i}** is _filed_ under criterion ${i % 7}.`);
    for (const [i, text] of others.entries()) expect(markdownToPlainText(text)).toBe(`Exhibit ${i} is filed under criterion ${i % 7}.`);
    expect(markdownToPlainText(STATEMENT)).toBe(first);
    expect(markdownToPlainText(others[2999]!)).toBe('Exhibit 2999 is filed under criterion 3.');
    expect(markdownToPlainText(others[0]!)).toBe('Exhibit 0 is filed under criterion 0.');
  });
});

describe('markdownToHtml', () => {
  it('renders the structure: headings, paragraphs, emphasis, lists, quotes and code', () => {
    expect(markdownToHtml(STATEMENT)).toBe(
      [
        '<h1>Awards — O-1A Criterion Statement</h1>',
        '<p><strong>Beneficiary:</strong> Ada Lovelace<br><strong>Criterion:</strong> Awards (8 CFR 214.2(o)(3)(iii)(B)(1))</p>',
        '<h2>The evidence</h2>',
        '<p><strong>Exhibit 1</strong> (award-letter.pdf) is filed under this criterion. It states: &quot;The award is given each year to one recipient.&quot;</p>',
        '<h3>Why it is <em>selective</em></h3>',
        '<ul><li>one winner from 400 nominees</li><li>a jury of <em>recognised</em> experts</li></ul>',
        '<ol><li>First point</li><li>Second point</li></ol>',
      ].join('\n'),
    );
    expect(markdownToHtml('> quoted\n\n3. c\n\n`a<b`\n\n```\nx < y\n```\n\n---')).toBe(
      '<blockquote><p>quoted</p></blockquote>\n<ol start="3"><li>c</li></ol>\n<p><code>a&lt;b</code></p>\n<pre><code>x &lt; y</code></pre>\n<hr>',
    );
  });

  it('escapes document text, so nothing in a statement can inject markup', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> & "quotes" \'too\'');
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>Hi &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; &#39;too&#39;</p>',
    );
    expect(html).not.toMatch(/<(script|img)/);
  });

  it('keeps web and mail links, drops any other address, and leaves images out', () => {
    expect(markdownToHtml('[site](https://example.org/a?b=1&c="2") [mail](mailto:a@example.org)')).toBe(
      '<p><a href="https://example.org/a?b=1&amp;c=%222%22">site</a> <a href="mailto:a@example.org">mail</a></p>',
    );
    expect(markdownToHtml('[x](javascript:alert(1)) [y](data:text/html,hi) [z](/relative) ![alt](https://example.org/p.png)')).toBe('<p>x y z alt</p>');
  });

  it('escapeHtml escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
