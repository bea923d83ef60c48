import { describe, expect, it } from 'vitest';
import { categoryChoices, correctionBody, editValuesOf } from '../../src/features/evidence/lib/edit-evidence';

// The 'Edit evidence' form sends only what the user changed, checked with the server's schema.

const row = { exhibitTitle: 'The Boston Globe, "A new way", June 2, 2025', category: 'o1a_press', aiDescription: 'An interview in a national newspaper.', userNotes: null };

describe('correctionBody', () => {
  const before = editValuesOf(row);

  it('sends only the changed fields, so untouched ones are not marked as the user’s', () => {
    expect(correctionBody(before, { ...before, category: 'o1a_awards' })).toEqual({ body: { category: 'o1a_awards' } });
    expect(correctionBody(before, { ...before, description: `${before.description}  ` })).toEqual({ errors: { form: 'Nothing to change' } });
    expect(correctionBody(before, { ...before, notes: ' Lead with this. ' })).toEqual({ body: { userNotes: 'Lead with this.' } });
    expect(correctionBody(before, { title: before.title, category: 'o1a_awards', description: 'My words.', notes: 'n' })).toEqual({ body: { category: 'o1a_awards', aiDescription: 'My words.', userNotes: 'n' } });
  });

  it('sends a changed exhibit title, on one line, and refuses an empty or too long one by field', () => {
    expect(correctionBody(before, { ...before, title: ' Best Paper Award,\nACM 2024 ' })).toEqual({ body: { exhibitTitle: 'Best Paper Award, ACM 2024' } });
    expect(correctionBody(before, { ...before, title: `${before.title} ` })).toEqual({ errors: { form: 'Nothing to change' } });
    expect(correctionBody(before, { ...before, title: '   ' })).toEqual({ errors: { exhibitTitle: 'The title cannot be empty' } });
    expect(correctionBody(before, { ...before, title: 'x'.repeat(201) })).toEqual({ errors: { exhibitTitle: 'The title can be at most 200 characters' } });
    // A row without a title yet (not analysed) is not given an empty one.
    expect(correctionBody(editValuesOf({ ...row, exhibitTitle: null }), { ...editValuesOf({ ...row, exhibitTitle: null }), notes: 'n' })).toEqual({ body: { userNotes: 'n' } });
  });

  it('clears notes with an empty string and shows the schema’s messages by field', () => {
    expect(correctionBody({ ...before, notes: 'old' }, { ...before, notes: '  ' })).toEqual({ body: { userNotes: '' } });
    expect(correctionBody(before, { ...before, description: '   ' })).toEqual({ errors: { aiDescription: 'The description cannot be empty' } });
    expect(correctionBody(before, before)).toEqual({ errors: { form: 'Nothing to change' } });
    const long = correctionBody(before, { ...before, notes: 'x'.repeat(5001) });
    expect(long).toEqual({ errors: { userNotes: 'Notes can be at most 5000 characters' } });
  });
});

describe('the description in the form (issue 33 item 6)', () => {
  const analysed = { ...row, aiDescription: 'A document, filed under **Awards** (O-1A): nsf\\_grant\\_award.pdf.\n\n- "One of 500 winners."' };

  it('shows plain text, not markdown source', () => {
    expect(editValuesOf(analysed).description).toBe('A document, filed under Awards (O-1A): nsf_grant_award.pdf.\n\n• "One of 500 winners."');
  });

  it('leaves an untouched description alone, and stores an edited one as markdown that reads as typed', () => {
    const before = editValuesOf(analysed);
    expect(correctionBody(before, { ...before, notes: 'n' })).toEqual({ body: { userNotes: 'n' } });
    const typed = 'Filed under *Awards*: nsf_grant_award.pdf.\n- one of 500 winners';
    expect(correctionBody(before, { ...before, description: typed })).toEqual({
      body: { aiDescription: 'Filed under \\*Awards\\*: nsf\\_grant\\_award.pdf.\\\n\\- one of 500 winners' },
    });
  });
});

describe('categoryChoices', () => {
  it("offers the visa's criteria and the fixed set, labelled as the list shows them", () => {
    const choices = categoryChoices('O-1A', 'o1a_press');
    expect(choices.find((c) => c.id === 'o1a_awards')?.label).toBe('Awards');
    expect(choices.map((c) => c.id)).toEqual(expect.arrayContaining(['recommendation_letter', 'cv', 'other']));
    expect(choices.some((c) => c.id.startsWith('eb1a_'))).toBe(false);
  });

  it('keeps an older category the row still has, so the picker shows it', () => {
    const choices = categoryChoices('O-1A', 'identity');
    expect(choices.at(-1)).toEqual({ id: 'identity', label: 'Identity Document' });
    expect(categoryChoices('O-1A', 'o1a_awards').filter((c) => c.id === 'o1a_awards')).toHaveLength(1);
  });
});
