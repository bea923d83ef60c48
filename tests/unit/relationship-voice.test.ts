import { describe, expect, it } from 'vitest';
import { relationshipInVoice } from '../../server/modules/analyst/local/relationship-voice';

const voice = (relationship: string, independent = false) => relationshipInVoice(relationship, 'Maya Okafor', independent);

describe('the relationship in the recommender’s voice', () => {
  it('turns the labels people type into first-person sentences', () => {
    const cases: Array<[string, string]> = [
      ['Independent expert; never collaborated', 'I write as an independent expert in the field. I have never collaborated with Maya Okafor.'],
      ['Never worked or published with her', 'I have never worked or published with Maya Okafor.'],
      ['PhD advisor 2015-2019', "I was Maya Okafor's PhD advisor from 2015 to 2019."],
      ['PhD advisor at MIT, 2015-2019', "I was Maya Okafor's PhD advisor at MIT, from 2015 to 2019."],
      ['Former manager at Google', "I was Maya Okafor's manager at Google."],
      ['Manager at Google since 2021', "I have been Maya Okafor's manager at Google since 2021."],
      ['Co-author on two papers', 'Maya Okafor and I are co-authors on two papers.'],
      ['Former colleague at ETH Zurich', 'Maya Okafor and I were colleagues at ETH Zurich.'],
      ['Know her work through her publications; we have never met', "I know Maya Okafor's work through publications. We have never met."],
      ['Expert in computational biology', 'I write as an expert in computational biology.'],
      ['Independent expert', 'I write as an independent expert in the field.'],
      ['Independent', 'I write as an independent expert in the field.'],
      ['Supervisor, 2012–2016, University of Toronto', "I was Maya Okafor's supervisor from 2012 to 2016, at University of Toronto."],
      ['Co-authored two papers with her', 'Maya Okafor and I co-authored two papers.'],
      ['Collaborated on the Human Cell Atlas project', 'Maya Okafor and I collaborated on the Human Cell Atlas project.'],
      ['Mentor since 2015', "I have been Maya Okafor's mentor since 2015."],
    ];
    for (const [typed, said] of cases) expect(voice(typed, /independent|never/i.test(typed)), typed).toEqual(expect.objectContaining({ text: said, notes: [] }));
  });

  it('keeps a sentence the recommender already wrote in the first person', () => {
    expect(voice('I supervised her doctoral work at MIT from 2015 to 2019').text).toBe('I supervised her doctoral work at MIT from 2015 to 2019.');
  });

  it('never pastes the typed text after a label', () => {
    for (const typed of ['Independent expert; never collaborated', 'Met her at a conference in 2019', 'PhD advisor 2015-2019', 'Friend of the family, also reviewed her grant']) {
      expect(voice(typed).text, typed).not.toMatch(/relationship to|:/i);
    }
  });

  it('writes a neutral sentence for what it cannot say faithfully, and puts the rest in the notes', () => {
    const met = voice('Met her at a conference in 2019');
    expect(met.text).toBe("I write from what I know of Maya Okafor's work.");
    expect(met.notes).toEqual([expect.stringContaining("'Met her at a conference in 2019'")]);
    expect(voice('Dr. Chen was my PhD advisor').notes[0]).toContain("'Dr. Chen was my PhD advisor'");
    const mixed = voice('Independent expert; reviewed her grant proposal for the NSF', true);
    expect(mixed.text).toBe('I write as an independent expert in the field.');
    expect(mixed.notes[0]).toContain('reviewed her grant proposal for the NSF');
  });

  it('says whether a sentence already says they never worked together', () => {
    expect(voice('Independent expert; never collaborated', true).saysNever).toBe(true);
    expect(voice('Independent expert', true).saysNever).toBe(false);
    expect(voice('We have never worked together', true).saysNever).toBe(true);
  });
});
