// Realistic documents for the fact-sheet tests: the applicant is Dr. Maria Santos throughout.
export const APPLICANT = 'Maria Santos';

export const COLLEAGUE_PRIZE_NEWSLETTER = `Department of Computer Science Newsletter
Spring 2024

Prof. Wei Lin Receives the Turing Medal for Systems Research

Prof. Wei Lin was awarded the 2024 Turing Medal for Systems Research by the International Society for Distributed Computing.
The medal is presented each year to one researcher selected from 312 nominations worldwide.
The ceremony took place on March 14, 2024 at the Annual Gala of the Society in Geneva.
Among the guests at the ceremony was Dr. Maria Santos, a postdoctoral researcher in the department.
Congratulations to Prof. Lin on this well-deserved honour.`;

export const OWN_AWARD_CERTIFICATE = `Association for Computing Machinery
CERTIFICATE OF RECOGNITION
Best Paper Award

This certifies that Dr. Maria Santos has received the Best Paper Award at the 2024 ACM Conference on Information Retrieval.
The paper was selected from 1,840 submissions by a committee of 12 international judges.
\fPresented by the Association for Computing Machinery on June 3, 2024.
The award carries a prize of $5,000.

Sincerely,
Prof. Helen Park, General Chair`;

export const GRANT_COLLABORATOR = `National Science Foundation
Notice of Grant Award
Award Number: 2231457
Principal Investigator: Prof. David Okafor
Institution: Northern State University
Title: Scalable Retrieval for Scientific Archives

Total award amount: $1,200,000 for the period September 1, 2023 to August 31, 2026.
Unfunded collaborators: Dr. Maria Santos (Riverside Institute), Dr. Tom Bell (Lakeview College).
Funding under this award is limited to the principal investigator's institution.`;

export const NOMINATION_LETTER = `Committee for the Hopper Award for Young Researchers
Nomination Letter

Dear members of the selection committee,
I am writing to nominate Dr. Maria Santos for the 2025 Hopper Award for Young Researchers.
Her work on sparse retrieval has been adopted by three national libraries.
The winner will be chosen by the committee in the autumn.
Sincerely,
Prof. Karen Wu`;

export const SHORTLIST = `European Data Science Prize 2024
Shortlist announced

The jury has announced the shortlist for the European Data Science Prize 2024.
Dr. Maria Santos has been shortlisted for the prize alongside four other researchers, chosen from 410 entries.
The winner will be announced at the awards dinner in Lisbon on November 20, 2024.`;

export const PRESS_ABOUT_APPLICANT = `The Pacific Ledger
The Researcher Who Taught Search Engines to Read Archives
By Daniel Reyes, Staff Writer
June 2, 2024

Maria Santos spent five years teaching machines to read handwritten archives.
Santos, who leads the retrieval group at Riverside Institute, built the system now used by 40 libraries.
"We wanted every page to be findable," Santos said.
Her method has been cited more than 2,000 times.`;

export const PRESS_QUOTING_APPLICANT = `The Pacific Ledger
City Council Approves New Library Budget
By Daniel Reyes, Staff Writer
June 9, 2024

The city council approved a $4 million budget for the central library on Tuesday.
Council member Rosa Diaz said the money would fund longer opening hours and new staff.
The library will also digitise its newspaper collection over the next three years.
"Digitising the collection will make it searchable for everyone," said Maria Santos, a researcher at Riverside Institute who was not involved in the decision.
The budget takes effect in July.`;

export const CONFERENCE_PROGRAMME = `Conference Programme
Annual Meeting of the Retrieval Society, Boston, May 12, 2024

09:00 Opening remarks, Prof. Helen Park
09:30 Keynote: The Future of Search, Prof. David Okafor
11:00 Coffee break

Registered participants: Dr. Anna Berg, Dr. Maria Santos, Mr. Paul Chen, Ms. Lea Novak.`;

export const PAPER_CITING_APPLICANT = `Neural Ranking for Legal Documents
Tom Bell and Lea Novak
Lakeview College

Abstract
We study neural ranking models for legal documents and report results on three benchmarks.

1. Introduction
Prior work on archive retrieval built strong sparse baselines.

References
Santos, M. and Okafor, D. (2022). Sparse retrieval for handwritten archives. Journal of Information Retrieval, 14(2), 101-120.
Park, H. (2021). Evaluation of search systems. ACM Press.`;
