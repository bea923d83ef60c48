/** An exhibition or showcase: a gallery show, a catalogue, a selection for display, a festival screening. */
import type { KindSpec } from './spec';

export const exhibitionRecord: KindSpec = {
  cues: [
    { re: /\b(solo (show|exhibition)|group (show|exhibition)|exhibited|on view|curated by|exhibition catalogue|catalogue of the exhibition|biennale|triennial|art fair|installation view)\b/i, weight: 2, label: 'an exhibition' },
    { re: /\b(opening reception|exhibition dates|on view (from|through|until)|works (shown|on display)|selected for (the )?exhibition)\b/i, weight: 2, label: 'exhibition dates' },
    { re: /\b(gallery|museum|kunsthalle|showcase)\b/i, weight: 1, label: 'a venue' },
    { re: /^\s*(exhibitions?|expositions?|ausstellungen?)\s*$|\b(original (pages|works|drawings|prints)|works on show|retrospective|shown in [^.]{0,30} for the first time|the exhibition (runs|presents|brings together|features))\b/im, weight: 2, label: 'an exhibition page' },
    // A venue's record of what it showed: 'Exhibition record: …', its temporary exhibition, a room of it given to her
    // installation ('Room 3 of its temporary exhibition … was given to …, an installation created by …').
    { re: /\b(exhibition record|(?:temporary|permanent|touring|travelling|traveling) exhibition|installation (?:created|made|designed|conceived) by|(?:room|hall|gallery|space) \d+ of (?:its|the|our)\b)/i, weight: 2, label: "a venue's record of its exhibition" },
  ],
  fileName: /exhibit(ion)?|gallery|show/,
  facts: { subject: null, states: ['issuer', 'date', 'venue'] },
  proves: { 'O-1A': 'press', 'O-1B': 'lead_role', 'EB-1A': 'exhibitions', 'EB-1B': 'press', 'EB-1C': null, UK_GLOBAL_TALENT: 'press', 'EB-2 NIW': null },
};
