// Documents for the judgement tests: each names an applicant beside someone else's achievement, or is the
// positive twin (her own). Applicants: Leila Moradi (EB-1A), Tomasz Wójcik (EB-1B), Sofía Ortega-Ruiz (O-1A),
// Isabella Moretti (O-1B), Kwame Asante (UK), Aiko Tanaka (EB-1C).

export const CEREMONY_JOINED = `Lab News · Winter 2024
Dr. Arjun Mehta, head of the Single-Cell Methods Group, was awarded the 2024 Vilcek Prize by the Vilcek Foundation.
The prize carries $100,000 and is given to three scientists selected from more than 600 applicants.
Dr. Mehta was joined at the ceremony by postdoctoral fellows Dr. Leila Moradi and Dr. Sam Whitford.`;

export const PRIZE_OF_A_CAST_MEMBER = `Lyric Opera of Chicago
News Release · April 29, 2024
Elena Vasquez Wins Best Female Singer at the International Opera Awards
Soprano Elena Vasquez has been named Best Female Singer at the 2024 International Opera Awards.
Vasquez sang Musetta in the Lyric's 2023 La Bohème, in a cast that also included Isabella Moretti and Russell Thomas.`;

export const OWN_AWARD_LETTER = `Materials Research Society
October 2, 2023
Dear Professor Wójcik,
It is my pleasure to inform you that the Society has selected you as a recipient of the 2023 Outstanding Early-Career Investigator Award.
The Awards Committee selected two recipients from 64 nominations.
Sincerely,
Prof. Eleanor Whitfield
Chair, MRS Awards Committee`;

export const NOMINATION_FORM = `MIT Technology Review · Innovators Under 35 · 2024
Nomination Form
Nominee: Dr. Sofía Ortega-Ruiz
Nominated by: Prof. Martin Kowalski, University of Washington
Date submitted: January 22, 2024
Each year the editors select 35 honorees from more than 500 nominations.`;

export const FINALISTS = `ACM SIGKDD
SIGKDD Dissertation Award 2022: Finalists Announced
June 20, 2022
The committee reviewed 41 nominated dissertations from 12 countries.
The finalists are Dr. Sofia Ortega-Ruiz (Stanford University), Dr. Kwabena Mensah (University of Toronto) and Dr. Yuki Arai (University of Tokyo).
The winner will be announced at KDD 2022 on August 16, 2022.`;

export const GRANT_CO_INVESTIGATOR = `U.S. Department of Energy · Office of Science
Notice of Financial Assistance Award
Award Number: DE-SC0024417
Date of Award: July 21, 2023
Principal Investigator: Prof. Grace Liu
Co-Investigators: Prof. Tomasz Wojcik; Dr. Samuel Reyes
Total Approved Funding: $1,350,000`;

export const GRANT_OFFER_TEAM = `Innovate UK · UK Research and Innovation
Grant Offer Letter
Date: 3 October 2023
Project lead: Hannah Price
Project team: Hannah Price (project lead); Kwame Asante (lead designer); Priya Shah (data scientist)
Total project costs: £412,000. Grant offered: £288,400 (70 percent of eligible costs).`;

export const GUEST_LIST = `American Society of Human Genetics · 2024 Annual Meeting
President's Reception · Guest List
Thursday, November 7, 2024 · Colorado Convention Center, Denver

Registered guests:
Alvarez, Carmen · Stanford University
Moradi, Leila · Charles River Institute for Genomics
Nakamura, Hiro · RIKEN`;

export const TITLE_ROLE_PROGRAMME = `Royal Opera House · Covent Garden
Tosca
Season 2023/24 · Main Stage · Premiere: 16 January 2024
Cast
Floria Tosca: Isabella Moretti
Baron Scarpia: Gerald Finley
Isabella Moretti makes her Royal Opera debut in the title role, which she has sung at La Scala.`;

export const PATENT_CITING = `United States Patent · US 11,988,120 B2
Date of Patent: May 21, 2024
Inventors: Rachel Kim, Seattle, WA (US); Omar Haddad, Redmond, WA (US)
What is claimed is: 1. A method comprising receiving telemetry from a game client.
\fReferences Cited
GB 2601234 B, 11/2023, Asante.`;

export const PAPER_BY_OTHERS = `Nature Methods · Article · Published: 12 April 2024
Clonal barcodes resolve lineage in regenerating zebrafish fin
Hiroshi Tanabe, Mei Ling Koh and Keiko Sato
Abstract
We follow 4,210 clones through regeneration.
\fReferences
1. Moradi, L., Mehta, A. LineageMap. Cell Systems 13, 411–424 (2022).`;

export const CO_AUTHORED_PAPER = `Nature Energy · Volume 8 · January 2023
Self-healing polymer electrolytes for lithium-metal cells
G. Liu, S. Reyes and T. Wójcik
Abstract
Cells retain 80 percent of their capacity after 1,200 cycles.`;

export const COLLEAGUE_EMPLOYMENT = `KAISEI PRECISION CO., LTD.
May 20, 2024
Re: Employment verification for Mr. Kenji Sato
This letter confirms that Mr. Kenji Sato has been employed by Kaisei Precision Co., Ltd. since October 1, 2015, and serves as Deputy General Manager.
Mr. Sato reports to Ms. Aiko Tanaka, General Manager of the division.
Sincerely,
Yumi Hayashi
Manager, Human Resources, Kaisei Precision Co., Ltd.`;

export const ELECTION_OF_ANOTHER = `From: ISCB Fellows Committee <fellows@iscb.org>
To: Leila Moradi <lmoradi@crig.org>
Date: April 2, 2023
Subject: Your letter for Dr. Arjun Mehta

Dear Dr. Moradi,
Thank you for your letter supporting the nomination of Dr. Arjun Mehta.
We are pleased to tell you that the Board has elected Dr. Arjun Mehta a Fellow of the International Society for Computational Biology.`;

export const OWN_ELECTION = `International Society for Computational Biology
March 2, 2024
Dear Dr. Moradi,
On behalf of the Board of Directors, I am delighted to tell you that you have been elected a Fellow of the International Society for Computational Biology.
This year the Committee elected 11 Fellows from 96 nominations.`;

export const FORWARDED_INVITATION = `From: Arjun Mehta <amehta@crig.org>
To: Leila Moradi <lmoradi@crig.org>
Date: October 3, 2023
Subject: Fwd: Invitation to review GENOME-2023-1187

Leila, could you read this one and send me your notes by Friday?

---------- Forwarded message ----------
From: Genome Research Editorial Office <editorial@genome.org>
Date: October 2, 2023

Dear Dr. Mehta,
We would like to invite you to review the manuscript GENOME-2023-1187, submitted to Genome Research.
The review is due within 21 days of acceptance.`;

export const OWN_CV = `Kwame Asante — CV
Lead Designer, Lantern Games, London · kwame@lanterngames.co.uk
Experience
Lead Designer, Lantern Games, 2020 to present
Awards
Develop:Star Rising Star Award, 2023
Patents
GB 2601234 B, Adaptive difficulty adjustment in interactive games, 2023`;

export const ARTICLE_ABOUT_HER_WORK = `The Boston Globe
Blood test spots tumours years early
By Priya Natarajan, Globe Staff
March 2, 2024
Inside a small lab in Kendall Square, technicians load racks of blood samples into a sequencer.
The method was developed by Leila Moradi, a computational biologist who says the trick was to read the mitochondria.
"Everyone was counting mutations in the nucleus," Moradi said.`;

export const RESULTS_TABLE = `Boston Genomics Challenge 2023 · Final Results
Rank | Team | Prize
1 | LineageMap (Leila Moradi) | USD 50,000
2 | CellTrace | USD 20,000
Finalists were selected from 640 applications from 31 countries.`;

export const SINGLE_AUTHOR_PAPER = `Reading lineage from mitochondrial variants
Leila Moradi
Charles River Institute for Genomics
Boston, Massachusetts
ABSTRACT
We infer lineage trees from mitochondrial variants in 14 tissues.`;
