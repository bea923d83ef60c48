// Judgement traps by form (issue 32, decision 131), on invented documents: a nomination letter whose nominee is a
// 'Dr.', an open call for reviewers, a thank-you after an audition with a callback to come, a press release about her,
// a letter written for someone else's petition, a cast list headed by its production with her in the title role, and
// a box-office report that names her only in the corps de ballet by a count; a recruiter's approach; a conference's
// registration confirmation; an engraved invitation to a reception; a secretary's certificate of a company's owner.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Zofia Okonkwo-Berg') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe('what only asks or announces', () => {
  it("files a nomination letter whose nominee's name opens with 'Dr.' as a nomination, not an award", () => {
    const a = read('EB-1A', `To the Selection Panel,
It is our privilege to nominate Dr. Zofia Okonkwo-Berg for the 2025 Lindqvist Medal in Soil Science. Her work on peat carbon has changed how the field measures it.
We have known her for a decade.
Yours faithfully,
Prof. Ivo Marek
Dean of Agriculture, Mendel University`);
    expect(a.factSheet?.kind).toBe('nomination');
    expect(a.category).toBe('other');
  });

  it('files an open call for reviewers that does not name her as Other', () => {
    const a = read('O-1A', `The Review of Soil Dynamics invites scholars with a doctorate in soil science or hydrology to join its board of referees for the 2026 volume.
Referees read two or three manuscripts a year.
To apply, complete the form on the journal's website before 30 June.
Editorial Office`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/open call/);
  });

  it('files a thank-you for auditioning that asks her back to a callback as Other', () => {
    const a = read('O-1B', `Dear Ms Okonkwo-Berg,
Thank you for auditioning for the part of Tosca. Our music director would like to hear you again at the second callback on 3 May at 2 pm in Rehearsal Room B.
Please bring the Act II aria.
Casting Office, Harbour Opera`);
    expect(a.category).toBe('other');
  });

  it('never files a press release about her as press', () => {
    const a = read('EB-1A', `NEWS RELEASE
Okonkwo-Berg Soil Labs opens field station in Uppsala
Soil scientist Zofia Okonkwo-Berg today opened a field station for peat research near Uppsala. "Peat stores more carbon than forests," said Okonkwo-Berg.
Press enquiries: media@okb-soil.example`);
    expect(a.category).not.toBe('eb1a_press');
    expect(a.category).toBe('other');
  });
});

describe("letters and billings that are someone else's", () => {
  it("files a letter written for someone else's petition as Other, whoever else it names", () => {
    const a = read('EB-2 NIW', `To whom it may concern,
I write in support of Dr. Henrik Salo's petition for a National Interest Waiver. Dr. Salo built the flood model that the county now uses. Dr. Zofia Okonkwo-Berg joined his group in 2023.
Sincerely,
Dr. Zofia Okonkwo-Berg`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/Henrik Salo/);
  });

  it("reads a cast list headed by its production as credits, with her in the title role as the lead", () => {
    const a = read('O-1B', `HARBOUR OPERA
Tosca - Cast
Floria Tosca: Zofia Okonkwo-Berg
Mario Cavaradossi: Luca Ferri
Baron Scarpia: Anton Weber
Directed by Elena Marsh
Running 4 October - 2 November 2025`);
    expect(a.factSheet?.kind).toBe('production_credits');
    expect(a.category).toBe('o1b_lead_role');
  });

  it('files a box-office report that names her only among a counted corps de ballet as Other', () => {
    const a = read('O-1B', `HARBOUR BALLET - Box office report
Swan Lake, 2-19 October 2025
Performances: 12
Tickets sold: 18,200
Gross receipts: $1,504,000
Principals: Ines Caro (Odette/Odile), Tom Reyes (Siegfried)
Corps de ballet: 28 dancers including Zofia Okonkwo-Berg`);
    expect(a.category).toBe('other');
  });
});

describe('what she was offered to consider, paid for or invited to attend', () => {
  it("files a recruiter's approach about an opening as Other", () => {
    const a = read('O-1A', `Hi Zofia,
I'm a talent partner at Bluefjord Analytics. I think you'd be a strong fit for our Head of Soil Data position in Denver, which pays $190,000 plus equity.
Would you be interested in a quick call this week?
Cheers,
Mona Reyes`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/recruiter/);
  });

  it("files a conference's registration confirmation as Other", () => {
    const a = read('EB-1B', `Dear Dr. Okonkwo-Berg,
Thank you for registering for the 2025 Research Conference on Soil Organic Matter, 14-19 June, Holderness, New Hampshire. Your registration fee of $1,380 has been received.
We look forward to seeing you in Holderness.
Conference Office`);
    expect(a.category).toBe('other');
  });

  it('files an engraved invitation to a reception, her name on a line of its own, as Other: she is a guest', () => {
    const a = read('UK_GLOBAL_TALENT', `The Royal Society of Soil Science
requests the pleasure of the company of
Dr Zofia Okonkwo-Berg
at its anniversary reception
on Thursday 6 November 2025 at 7 pm
Carlton House Terrace, London
RSVP by 20 October`);
    expect(a.factSheet?.applicantRole).toBe('attendee');
    expect(a.category).toBe('other');
  });
});

describe("a company's papers", () => {
  it("files a secretary's certificate of who owns the US company as the qualifying relationship, no award", () => {
    const a = read('EB-1C', `CERTIFICATE OF THE SECRETARY
I, Paul Adeyemi, Secretary of Berg Soil Analytics Inc., a Texas corporation, certify that Nordjord Analys AB, Uppsala, owns 100% of the issued and outstanding shares of the Corporation, and has owned them since the Corporation was formed on 9 May 2019.
Paul Adeyemi, Secretary
2 July 2025`);
    expect(a.factSheet?.kind).not.toBe('award');
    expect(a.category).toBe('eb1c_qualifying_relationship');
  });
});

describe('more lists, disclaimers and posts', () => {
  it("files a reviewer database's welcome that says being in it is no invitation as Other", () => {
    const a = read('EB-1B', `Dear Dr. Okonkwo-Berg,
Thank you for volunteering to review for the Soil Carbon Fund. Your name is now in our pool of reviewers. Being on the roster does not mean you will be asked to review any proposal.
Soil Carbon Fund, Grants Office`);
    expect(a.category).toBe('other');
  });

  it("reads 'Registered participants (alphabetical)' as a list of those present", () => {
    const a = read('EB-2 NIW', `PEATLANDS WORKSHOP 2025
Uppsala, 2-3 April
Registered participants (alphabetical)
Berg, Anna - SLU
Okonkwo-Berg, Zofia - Nordjord Analys
Svensson, Lars - SMHI`);
    expect(a.factSheet?.kind).toBe('event_programme');
    expect(a.category).toBe('other');
  });

  it('reads a prize awarded jointly to two others as theirs, however the page goes on to name her', () => {
    const a = read('EB-1A', `Lindqvist Medal 2024
The Medal Committee announces that the 2024 Lindqvist Medal is awarded jointly to Dr. Pia Holm and Dr. Otto Lund for their map of boreal peat.
Their map built on earlier field surveys by Zofia Okonkwo-Berg and colleagues.`);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it("reads her post saved from a network, the network's name above her name, as her own post", () => {
    const a = read('EB-1A', `LinkedIn
Zofia Okonkwo-Berg
Soil scientist | Founder, Nordjord Analys
Proud to share that our peat-carbon method has been adopted by the Swedish EPA!
318 reactions · 41 comments`);
    expect(a.factSheet?.kind).toBe('social_post');
    expect(a.category).toBe('other');
  });
});

describe('whose degree, whose film', () => {
  const diploma = (holder: string) => `UNIVERSITY OF CAPE COAST
This is to certify that ${holder} has been awarded the degree of MASTER OF SCIENCE in Soil Science, having satisfied the requirements of the University.
Given at Cape Coast on 2 August 2016.
Registrar`;

  it('reads a diploma that prints her whole name in capitals as hers, her profile name typed with its title', () => {
    const a = read('EB-2 NIW', diploma('ZOFIA ADAEZE OKONKWO-BERG'), 'Dr. Zofia Okonkwo-Berg');
    expect(a.factSheet?.subject?.value).toBe('ZOFIA ADAEZE OKONKWO-BERG');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('niw_advanced_degree');
  });

  it("reads a relative's diploma, her surname printed in capitals with another first name, as the relative's", () => {
    const a = read('EB-2 NIW', diploma('CHIDI EMEKA OKONKWO-BERG'));
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it("reads a film's prize said with the film as its maker's, the other films in competition not winners", () => {
    const a = read('O-1B', `SCREEN DAILY
Rotterdam: 'Peat' wins Tiger Award
By Jan Visser
February 4, 2026
Lotte Brink's 'Peat' took the Tiger Award on Sunday night. Other films in competition included Zofia Okonkwo-Berg's 'Bog' and Sam Ito's 'Fen'.`);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });
});

describe("the writer's, the club's, the company's, and what is still to come", () => {
  it("files a note about the writer's own election, addressed to her, as Other", () => {
    const a = read('EB-1A', `From: Prof. Ivo Marek
To: Zofia Okonkwo-Berg
Subject: Re: well done
Zofia,
Many thanks for your kind words about my election to the Royal Academy of Agriculture. It came as a surprise.
Ivo`);
    expect(a.category).toBe('other');
  });

  it("files a club's welcome that thanks her for joining and confirms her dues as Other", () => {
    const a = read('EB-1A', `Uppsala Soil Society
Dear Zofia,
Thank you for joining the Society. Your annual subscription of SEK 300 has been received, and your member card is enclosed.
The Treasurer`);
    expect(a.category).toBe('other');
  });

  it("reads an employer's letter about another engineer as his, though it names her as a consultant", () => {
    const a = read('O-1A', `Dear Officer,
I am the managing director of Fenland Drainage Ltd. Mr. Oskar Lind has been our chief hydrologist since 2020. He leads the team that redesigned the county's pumping stations, working with consultants including Dr. Zofia Okonkwo-Berg.
Sincerely,
Ruth Cole, Managing Director`);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it('files an article that never names her as Other', () => {
    const a = read('EB-1A', `FARMERS WEEKLY
12 May 2026
Drainage board wins £30m flood contract
By Tom Hale
The Fenland drainage board has won a £30 million contract to rebuild six pumping stations, the Environment Agency said. Work starts in June.`);
    expect(a.category).toBe('other');
  });

  it("reads a profile whose headline describes her and whose lede opens on 'When' as press about her", () => {
    const a = read('EB-1A', `FARMERS WEEKLY
19 May 2026
The scientist behind the new peat map
By Tom Hale
When Zofia Okonkwo-Berg first proposed mapping peat carbon by drone, colleagues said it could not be done. Okonkwo-Berg, who runs Nordjord Analys, proved them wrong.`);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('eb1a_press');
  });

  it('files an invitation to submit a paper as Other', () => {
    const a = read('EB-1A', `Dear Dr. Okonkwo-Berg,
The editors of Geoderma would like to invite you to submit a paper to a special issue on peatland carbon. Submissions are due by 1 September 2026.
Editorial Office`);
    expect(a.category).toBe('other');
  });
});

