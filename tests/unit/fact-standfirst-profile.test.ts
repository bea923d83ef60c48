// A feature whose headline names no one but whose standfirst describes a person by what they do ('A Peruvian
// glaciologist in Alaska has …') is about the person the story then names with the same noun ('Inés Quispe, a
// glaciologist at …'): press about her, however much she speaks in it (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string) => analyseEvidence({ visaType: 'EB-1A', fileName: 'feature.docx', mimeType: 'text/plain', text, applicantName: 'Inés Quispe' });

describe('a standfirst that describes her', () => {
  it('files the feature as press about her', () => {
    const a = read(`Polar Currents Magazine — Features — March 3, 2025

Where the Ice Keeps Its Secrets

A Peruvian glaciologist in Alaska has found that meltwater carves hidden channels weeks before a glacier surges. Park rangers are listening.

By Corin Maddox-Hale

Every spring the rangers close the trail below the icefall, and every spring they guess the date. Inés Quispe, a glaciologist at the University of Alaska Fairbanks, thinks the ice gives a warning first. Her radar surveys show the channels open about three weeks early.

"We were reading the surface when the story was underneath," Quispe says.`);
    expect(a.kind).toBe('press_article');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('eb1a_press');
  });

  it('leaves a story whose standfirst describes someone else, quoting her, as Other', () => {
    const a = read(`Polar Currents Magazine — Features — March 3, 2025

Where the Ice Keeps Its Secrets

A Yukon outfitter has lost two bridges to floods in one summer. He blames the glacier upstream.

By Corin Maddox-Hale

Every spring Tavish Ruark rebuilds the crossings his guests use, and every spring the river takes one of them. "Surges are hard to time," said Inés Quispe, a glaciologist at the University of Alaska Fairbanks who has not studied this glacier.`);
    expect(a.category).toBe('other');
  });
});
