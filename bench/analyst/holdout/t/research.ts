/** Held-out original contributions (adoption, licences, patents, metrics) and authorship. */
import { Cap, lines, type T } from './util';

/** A company that licensed the applicant's technology writes about what it did with it. */
export const licenseeLetter: T = (x, trap) =>
  lines(
    'HELIOTEC SOLAR GMBH · Industriestraße 9 · 09599 Freiberg · Germany',
    '3 July 2023',
    'To whom it may concern',
    `Heliotec took an exclusive licence in 2021 to the process for ${x.work} developed by ${x.name} at ${x.org} (licence KIT-TT-2021-088). We chose it because, unlike every alternative we tested, films made with it survived 1,000 hours of damp-heat testing.`,
    'Since 2022 the process runs on our pilot line in Freiberg, which has produced 48,000 tandem modules. Two of our customers adopted the modules for building-integrated facades.',
    trap && `Royalties paid to the institute under the licence amounted to €1.4 million in 2022, and the modules brought in sales of €19 million.`,
    'Dr. Katrin Lorenz, Chief Operating Officer',
  );

/** The front page of a granted European patent. */
export const epPatent: T = (x, trap) =>
  lines(
    'EUROPEAN PATENT SPECIFICATION',
    '(11) EP 3 871 402 B1',
    '(45) Date of publication and mention of the grant of the patent: 17.05.2023 Bulletin 2023/20',
    '(21) Application number: 19812045.6   (22) Date of filing: 28.11.2019',
    '(51) Int Cl.: F03D 7/02 (2006.01)   F03D 17/00 (2016.01)',
    '(54) METHOD FOR CONTROLLING THE BLADE PITCH OF A WIND TURBINE USING UPSTREAM WIND MEASUREMENTS',
    `(73) Proprietor: ${x.org}`,
    `(72) Inventors: ${x.name.toUpperCase()}; HANSEN, Mette`,
    '(57) A method of controlling a wind turbine comprising a rotor with pitchable blades, wherein a lidar measures the wind field upstream and each blade pitch is adjusted individually before the measured gust reaches the rotor plane.',
    trap && 'Note: the invention was the subject of a feature in Windpower Monthly and won the company\'s internal innovation award.',
  );

/** A package-registry / repository statistics page for the applicant's library. */
export const repoStats: T = (x, trap) =>
  lines(
    'github.com/kestane/yay — Insights',
    `${Cap(x.work)}. Maintained by ${x.name} (@ydemirci).`,
    'Stars 14.2k · Forks 1.1k · Used by 3,870 repositories · Contributors 142',
    'Dependents include: Godot soft-body plugin, Defold extension "yay-defold", 11 commercial titles on Steam listed in USED_BY.md',
    'Latest release v3.4.0 (2 March 2023). Weekly downloads on npm (yay-physics): 41,806',
    trap && 'Sponsors: 214 monthly GitHub Sponsors, about USD 5,200 per month; the engine was licensed to two publishers for a combined USD 300,000.',
    'Licence: MIT',
  );

/** A Scopus author profile export. */
export const scopusProfile: T = (x, trap) =>
  lines(
    'Scopus — Author details',
    `${x.surname}, ${x.name.split(' ')[0]}   Scopus Author ID: 57193884210`,
    `${x.org}, ${x.city}, ${x.country}`,
    'Metrics overview: 46 documents by author · 3,912 citations by 3,101 documents · h-index: 27',
    'Most cited: ' + x.title + ` (${x.venue}, 2019) — 611 citations`,
    'Field-weighted citation impact (2018–2023): 3.4',
    trap && 'Awarded grants: 5 · Editorial board: 1 · Peer review activity: 58 verified reviews',
    'Exported 12 September 2023. Data from Elsevier B.V.',
  );

/** A ministry report stating that it adopted the applicant's method. */
export const agencyAdoption: T = (x, trap) =>
  lines(
    'GHANA COCOA BOARD — COCOA HEALTH AND EXTENSION DIVISION',
    'Subject: Use of drone survey method for CSSVD detection',
    `The Division confirms that since the 2021/22 season it uses ${x.work}, developed by ${x.name} of ${x.org}, in its national programme for cutting out and replanting trees infected with cocoa swollen shoot virus disease.`,
    'Surveys with the method now cover 312,000 hectares in the Western North and Ashanti regions. It finds infected trees about nine months earlier than visual inspection, and the Division has trained 140 extension officers to use it.',
    trap && `The method was also reported on by the BBC and won a regional innovation prize, although these were not the reasons for our decision.`,
    'Deputy Chief Executive (Agronomy & Quality Control)',
  );

/** A standards body note that an implementation was taken into its reference code. */
export const standardsNote: T = (x, trap) =>
  lines(
    'Open Quantum Safe project — Release notes, liboqs 0.9.0',
    'Changes in this release',
    `• ML-DSA (Dilithium): the masked constant-time implementation contributed by ${x.name} (${x.org}) replaces the previous reference code for ARM Cortex-M targets. It is now the default in the pqm4 benchmark suite.`,
    '• Falcon: build fixes for Windows.',
    '• Downstream: the OpenSSL 3 provider and the Chromium experiment both pick up the new code automatically.',
    trap && `${x.name} presented the implementation in an invited talk at the NIST Fourth PQC Standardization Conference.`,
  );

/** A conference "Accepted papers" page listing the applicant's paper. */
export const acceptedPapers: T = (x, trap) =>
  lines(
    'INTERSPEECH 2022 — Incheon, Korea, 18–22 September',
    'Accepted Papers — Session Tu-P-OS-3: Multilingual and code-switched ASR',
    `${x.title}. ${x.name}, Arjun Rao, Meghna Iyer (${x.org})`,
    'End-to-end spoken language identification for 22 Indian languages. Vikram Nair, Lakshmi Menon (IIT Madras)',
    'Data augmentation for Cantonese-English code-switching. Wai Chan, Ho-Yin Lee (CUHK)',
    'Papers appear in the ISCA Archive with DOIs of the form 10.21437/Interspeech.2022-NNNN.',
    trap && 'Shortlisted for the ISCA Best Student Paper Award: papers marked with an asterisk.',
  );

/** The first page of a journal article (publisher layout). */
export const journalFirstPage: T = (x, trap) =>
  lines(
    `${x.venue} 15 (2022) 4412–4425`,
    'Contents lists available at ScienceDirect · journal homepage: www.elsevier.com/locate/ees',
    x.title,
    `${x.name} a,*, Felix Braun a, Jana Novak b`,
    `a ${x.org}, ${x.city}, ${x.country}   b Helmholtz-Zentrum Berlin`,
    'Article history: Received 2 March 2022; Received in revised form 30 May 2022; Accepted 4 June 2022',
    'Abstract: Tin-lead perovskites promise narrow band gaps for all-perovskite tandems, but oxidise within minutes in humid air. We show that a bifunctional additive templates crystal growth and raises the humidity tolerance of processing to 60% RH.',
    'Keywords: perovskite; tin oxidation; tandem solar cells; additive engineering',
    trap && 'Highlights: this work was covered by Chemistry World and received the EES Readers\' Choice award.',
    '1. Introduction',
  );

/** An opinion column written by the applicant in a trade publication (authorship, not press). */
export const opEd: T = (x, trap) =>
  lines(
    'RECHARGE — Opinion',
    'Offshore wind needs controllers that look ahead, not bigger bolts',
    `By ${x.name}`,
    `${x.name} is ${x.job.toLowerCase()} at ${x.org}. The views expressed are ${x.p.pos} own.`,
    'Every extra metre of blade adds load that today\'s turbines only notice after it has hit them. The industry\'s answer has been to make everything thicker. There is a cheaper way: measure the wind before it arrives and move the blades in time.',
    'In this column I argue that certification bodies should credit predictive control in their load cases, as they already do for...',
    trap && 'Editor\'s note: the author was profiled in our Rising Stars list of 2021.',
  );

/** A chapter opening in an edited scholarly book. */
export const bookChapter: T = (x, trap) =>
  lines(
    'Chapter 9',
    x.title.replace(/ in .*$/, '') + ': Lessons for Reef Restoration',
    `${x.name}`,
    `In: M. van Oppen & J. Lough (eds.), Coral Bleaching: Patterns, Processes, Causes and Consequences, 3rd ed., Ecological Studies vol. 233. Cham: Springer Nature, 2023, pp. 201–226. https://doi.org/10.1007/978-3-031-00000-0_9`,
    'Abstract: Restoration programmes increasingly ask which colonies to propagate. This chapter reviews genomic approaches to predicting thermal tolerance and...',
    trap && 'The editors thank the chapter authors, all of whom also served as peer reviewers for other chapters in this volume.',
    '9.1 Introduction',
  );

/** A photo of a paper's title page. */
export const paperPhoto: T = (x) => lines(`${x.venue.toUpperCase()}`, x.title.toUpperCase(), x.name.toUpperCase() + ', K. ASARE, P. MENSAH', 'ABSTRACT', 'WE PRESENT A LOW-COST PIPELINE THAT FLAGS INFECTED COCOA TREES FROM FIVE-BAND DRONE IMAGES.');
