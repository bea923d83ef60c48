// A long author line wraps over several printed lines (a line ending in a comma or an initial goes on on the next),
// and a consortium's list ends with the group itself: her name on the third printed line is still on the author line,
// so the paper is hers to file as authorship (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe('an author line that wraps', () => {
  it('files a consortium paper with her among the authors on a later line as her scholarly article', () => {
    const a = analyseEvidence({
      visaType: 'EB-1A',
      fileName: 'paper.pdf',
      mimeType: 'text/plain',
      applicantName: 'Lucía Ferrán',
      text: `Journal of Coastal Hazards 9: 2211 (2023)
Tide-gauge gaps and the undercount of storm surges in West Africa: a pooled analysis
K. Adomako-Bright, P. Vasquez-Ilunga, H. Marrable, D. Okonjo-Tefera, S. Lindqvist-Rao, M. Ebbesen, T. Iwuchukwu,
R. Halloran, B. Nwachukwu-Sorensen, E. Tamm, J. Carvalho-Dossou, G. Oduya, N. Pellegrino, A. Kyei-Mensah, W.
Baptiste, L. Ferrán, O. Sangaré, Y. Holmqvist, C. Abernethy-Oduro, and the SURGEWATCH Consortium (20 authors)
Abstract. We pooled 310 tide-gauge records from 14 countries to estimate how many storm surges went unrecorded.
Author contributions: L.F. rebuilt the Dakar gauge series and wrote section 2.4.`,
    });
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('eb1a_articles');
  });
});
