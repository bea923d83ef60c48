// How a letter's writer stands to her, in the writer's own words, makes it a letter about her: an expert who says he has
// never met her and knows her through her work, an agent who has represented her, a producer who hired her. An employer
// telling of the post she holds in its own voice ('has led our … Program', 'has been our Head of …') is a role letter
// (issue 32, holdout14 tuned on).
import { describe, expect, it } from 'vitest';
import { recogniseKind } from '../../server/modules/analyst/kinds/recognise';

const kindOf = (fileName: string, text: string) => recogniseKind(fileName, text, 'Lena Okafor').kind;

describe("a letter's writer, standing to the applicant", () => {
  it('reads an outside expert who has never met her and knows her through her work as a recommendation letter', () => {
    const text = `INSTITUT DE GÉOLOGIE — Laboratoire des sols
3 March 2025
To the U.S. Citizenship and Immigration Services:
I run the soil physics group at the Institut. I have never met Dr. Lena Okafor, worked with her or published with her. I know her through her work: our moisture model rests on the field data she released in 2021.
Without her data our model would not run in clay soils at all.
Dr. Paul Girard, Curator of Soils`;
    expect(kindOf('Girard_letter.pdf', text)).toBe('recommendation_letter');
  });

  it("reads her agent's letter, who has represented her since a year, as a recommendation letter", () => {
    const text = `NORTHLIGHT ARTISTS · 12 King Street, Toronto

February 2, 2025

To the U.S. Citizenship and Immigration Services

I am the founder of Northlight Artists and have represented Lena Okafor exclusively since 2019. I book her concerts.

In twenty years of management I have not seen a cellist fill halls the way she does.

Maria Lind, President`;
    expect(kindOf('Letter_Northlight.docx', text)).toBe('recommendation_letter');
  });

  it('reads a producer who hired her, writing in the first person, as a recommendation letter', () => {
    const text = `Tom Reyes — Executive Producer, "Harbour Lights"

March 1, 2025

Dear Sir or Madam,

I created Harbour Lights and run it for Bay Pictures, where I hired Lena Okafor as our fight coordinator in 2020. I work with her on every episode.

Her fights are why viewers stay.

Tom Reyes`;
    expect(kindOf('Reyes_support_letter.docx', text)).toBe('recommendation_letter');
  });

  it('reads a director telling of the programme she has led for the body as a role letter', () => {
    const text = `NORTHERN INSTITUTE OF SOIL SCIENCE

1 Main Street, Duluth, MN 55802

March 3, 2025

To whom it may concern:

I am the Director of the Institute. Dr Lena Okafor has led our Peatland Carbon Program since 2020.

In that role she directs a staff of 8, decides which sites the Institute surveys, and manages the Program's $3.1 million budget.

Sincerely,

Dr Ana Silva, Director`;
    expect(kindOf('director_letter.docx', text)).toBe('employment_letter');
  });

  it('reads a studio telling of the post she has held on its series as a role letter', () => {
    const text = `BAY PICTURES LLC · 88 Pier Road, Atlanta, GA

March 3, 2025

To whom it may concern:

Bay Pictures has produced 4 drama series since 2018. Lena Okafor has been our Head of Stunts on all of them.

She designs every fight, supervises a department of up to 90 performers a season, and may stop any shot on safety grounds.

Rui Costa, Head of Production`;
    expect(kindOf('BayPictures_letter.docx', text)).toBe('employment_letter');
  });
});
