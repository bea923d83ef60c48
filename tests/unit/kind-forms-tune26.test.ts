// Filing by form (issue 32, tune26, decision 141), on invented documents: an organiser's note that she declined to sit on
// a jury; a funder's letter declining her application; an invitation to join a panel as a speaker; a phone photo of her
// own post; a cast board or end credits that name her in the ensemble or among the additional voices; an agency's talent
// roster; an accelerator's list of its cohort; a festival's class timetable; a book's colophon listing its contributors;
// a patient's story that names her in the care team; a payslip for a post below management; a coordinator's thanks to a
// juror for her scores; a deal memo that casts her without a fee; a festival's jury decisions giving her its prize.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName: string, fileName = 'document.pdf') =>
  analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName });

describe('invited, applied, declined: nothing done', () => {
  it("reads an organiser's note that she declined to sit on its jury as no judging", () => {
    const a = read('EB-1A', `Société des Amis du Vitrail — Prix Lumière de Verre

Rouen, 3 February 2024

Dear Ms. Oyelaran-Fitch,

Thank you for your letter of 28 January in answer to our invitation to serve on the jury of the 2024 Prix Lumière de Verre.

We quite understand that your restoration commission leaves you no free weeks this spring, and we have noted that you are unable to take part. The jury will sit in May with the four members already confirmed.

We hope to approach you again for a later edition.

Yours sincerely,

Hortense Vauquelin-Abara
Secretary to the Jury`, 'Temiloluwa Oyelaran-Fitch');
    expect(a.category).toBe('other');
  });

  it("reads a funder's letter declining her application as no backing of her endeavor", () => {
    const a = read('EB-2 NIW', `THE BLUEWATER RURAL HEALTH TRUST
March 3, 2025
Dear Mr. Castellanos-Moyo,
Thank you for your application, "Mobile hearing screening for the Delta counties," to our 2025 Rural Access grant round.
We received 148 applications and were able to fund 11. We are sorry to tell you that your application was not selected for
funding this year. The panel valued the idea but favoured projects already under way with a partner clinic.
We encourage you to apply again next year.
Grants Office`, 'Ignacio Castellanos-Moyo');
    expect(a.category).toBe('other');
  });

  it('reads an invitation to join a panel as a speaker as no proof of her managerial post', () => {
    const a = read('EB-1C', `Great Lakes Packaging Forum — Invitation to Speak
September 9, 2024
Dear Mrs. Vaitkevičiūtė-Orr,
We would be delighted if you would join our panel "Recyclable films: the European head start" at the Forum in Lakeside Hall, Duluth Convention Center, on March 3, 2025. The session lasts one hour with three panellists and a chair.
Panellists receive a free pass; travel and lodging are not covered. Kindly reply by October 15.
With best wishes,
Orla Brightwater-Nkemelu, Programme Director`, 'Rūta Vaitkevičiūtė-Orr');
    expect(a.category).toBe('other');
    // Set aside, with its reason, rather than left to Other for want of a criterion: no criterion is claimed for it.
    expect(a.criteriaIds).toEqual([]);
    expect(a.factSheet?.filingReason).toMatch(/invit/i);
  });

  it('reads a phone photo of her own post about her medal, its bullets read as dashes, as her own claim', () => {
    const a = read('O-1A', `AMARA OKONKWO-LINDH - GLACIER HYDROLOGIST

9 MARCH 2025

SO PROUD TO BE GIVEN THE MERIDIAN ICE MEDAL
TONIGHT IN TROMSO! THANKS TO EVERY FIELD
ASSISTANT WHO HAULED A DRILL UP THE GLACIER.

431 LIKES = 52 COMMENTS - 19 REPOSTS`, 'Amara Okonkwo-Lindh');
    expect(a.factSheet?.kind).toBe('social_post');
    expect(a.category).toBe('other');
  });
});

describe('one of many: rosters, boards, cohorts, timetables, credits', () => {
  it('reads a photographed cast board that names him in the ensemble, the line wrapped, as no lead role', () => {
    const a = read('O-1B', `ORPHEUM THEATRE - STEPS IN TIME - A
MUSICAL REVUE

OPENING 4 MAY 2022

STARRING HAZEL MORTIMER-QUAYE AND RUFUS
ABERNATHY

ENSEMBLE (14): PERPETUA NWOSU, KAITO
VILLANUEVA-SOLBERG, MARGUERITE LAFLEUR, TAMSIN
OGUNDIPE AND TEN OTHERS`, 'Kaito Villanueva-Solberg');
    expect(a.category).toBe('other');
  });

  it("reads an episode's end credits that list her among the additional voices as no lead role", () => {
    const a = read('O-1B', `THE LANTERN FOXES - EPISODE 7
DIRECTED BY BARNABY OKWUOSA

VOICE CAST: PRISCILLA DE WAAL AS FENNEC,
ODHRAN McGILL AS THE OWL, ROSAMUND ESI AS GRAN

ADDITIONAL VOICES: TOBIAS HARTLEPOOL,
MIREILLE ACHTERBERG, SUNNIVA OBIANG, CLEMENT
RUS

(C) 2020 BRIGHTLAKE PICTURES LTD`, 'Mireille Achterberg', 'IMG_3051_end_credits.jpg');
    expect(a.category).toBe('other');
  });

  it("reads an episode's end credits read as credits about no one, her line among the additional voices, as no lead role", () => {
    const a = read('O-1B', `THE HARBOUR OTTERS - EPISODE 5
DIRECTED BY BARNABY OKWUOSA

VOICE CAST: PRISCILLA DE WAAL AS FENNEC,
ODHRAN McGILL AS THE OWL, ROSAMUND
ESI AS GRAN

ADDITIONAL VOICES: TOBIAS HARTLEPOOL,
MIREILLE ACHTERBERG, SUNNIVA OBIANG, CLEMENT
RUS

(C) 2021 BRIGHTLAKE PICTURES LTD`, 'Mireille Achterberg', 'IMG_3051_end_credits.jpg');
    expect(a.factSheet?.kind).toBe('production_credits');
    expect(a.category).toBe('other');
  });

  it("reads a voice agency's talent roster that lists her on one line as no lead role or recognition", () => {
    const a = read('O-1B', `CORAL SOUND — Voice and Dubbing Talent · Cartagena
Talent roster, updated March 2025 (86 voices; listed by range)
Young female: Isabella Montoya · Wendoline Achterberg-Ruiz · Paloma Ibarguen · Salomé Quintero
Adult female: Marisela Duarte · Ofelia Castañeda · Lucero Palacios
Adult male: Anselmo Vidales · Rigoberto Cuesta
Rates and availability on request. All talents record at our Cartagena studio.`, 'Wendoline Achterberg-Ruiz');
    expect(a.category).toBe('other');
  });

  it("reads an accelerator's list of the teams in its cohort as no award or contribution", () => {
    const a = read('UK_GLOBAL_TALENT', `Harbourside Ventures — Spring 2022 cohort

March 2022: meet the 15 startup teams joining our ten-week programme

Health: Tremorly (Obiageli Fairhurst-Lund, Cai Pritchard) — a glove that steadies tremor; Dosewise; Clearbreath

Mobility: Kerbside; Trackpath; Wheelshare

Finance and others: Tillroll; Ledgerlight; and seven more teams

Every team receives mentoring, a desk and £8,000 for 5% equity.`, 'Obiageli Fairhurst-Lund');
    expect(a.category).toBe('other');
  });

  it("reads a festival's class timetable that gives him one class as no lead or critical role", () => {
    const a = read('O-1B', `RIVERSIDE FLAMENCO WEEK 2023 — Class schedule, Sunday 13 August 2023
31 teachers this week; every class 75 minutes unless marked.
Studio 1: 10:00 Palmas basics with Leocadia Brennan · 12:00 Footwork drills with Ingram Achebe-Sousa · 15:00 Bulerías with Teodoro Vasquez-Lindqvist · 17:00 Cante for dancers with Mireia Oduya
Studio 2: 10:00 Intermediate with Fenella Broadbent · 12:00 Castanets with Otieno Marchetti · 15:00 Choreography workshop with Philippa Greaves
Studio 3: 11:00 Children's class with Dagny Osei · 14:00 Fans and shawls with Rosalind Achterberg
Evening: teachers' showcase, 20:00, in the Courtyard.`, 'Teodoro Vasquez-Lindqvist');
    expect(a.category).toBe('other');
  });

  it("reads a book's colophon that lists her among its contributors as no article of hers", () => {
    const a = read('EB-1A', `ATLAS OF THE NORTHERN FJORDS — Colophon
Published in 2019 by Skagerrak Press, Bergen.
Series editor: Prof. Halvard Ommundsen-Ade
Contributors (12): maps and text by Sigrun Aasheim, Oddbjørn Lunde, Maren Kvalheim-Osei, Eirik Vatne, Tuva Brekke,
Jostein Ravnås, Liv Haugland, Kristoffer Myklebust, Ingrid Sæther, Ragnar Flatebø, Solveig Tjøtta and Aksel Hovland.
Bathymetry for plates 2 to 6: M. Kvalheim-Osei.
Printed on 140 g uncoated paper. All rights reserved. No part of this atlas may be reproduced without the
publisher's written permission.`, 'Maren Kvalheim-Osei');
    expect(a.category).toBe('other');
  });

  it("reads a patient's story that names her once in the care team as no recognition of her endeavor", () => {
    const a = read('EB-2 NIW', `ST. BRENDAN REGIONAL HOSPITAL - PULSE
= JUNE 2024

WALKING TO CHURCH AGAIN

WHEN HAROLD PENNYWHISTLE OF MARKED TREE LOST
HIS RIGHT FOOT IN FEBRUARY, HE THOUGHT HIS
SUNDAY WALKS WERE OVER. TEN WEEKS LATER HE
WALKED THE MILE TO CHURCH. HIS CARE TEAM
INCLUDED SURGEON DR. ALMA ROOKWOOD, NURSE
BETHANY ODUYA-KERR AND PROSTHETIST ILHOM
RASULOVA. I WANTED MY SUNDAYS BACK,
PENNYWHISTLE SAID.`, 'Ilhom Rasulova', 'IMG_3318_hospital_newsletter.jpg');
    expect(a.category).toBe('other');
  });

  it('reads a payslip for a post below management, under EB-1C, as no proof of the company or her post', () => {
    const a = read('EB-1C', `SAULE TEKSTILE UAB - PAYSLIP

PERIOD: MARCH 2013

EMPLOYEE: EGLE RAMANAUSKAITE

POSITION: LABORATORY ASSISTANT, DYE TESTING

GROSS PAY: 705.00 EUR

INCOME TAX: 105.75 EUR

NET PAY: 599.25 EUR

PAID: 29.03.2013`, 'Eglė Ramanauskaitė');
    expect(a.category).toBe('other');
  });
});

describe('what the page records of her, read from its form', () => {
  it("reads a coordinator's thanks to a juror that says the jurors each scored the entries as her judging", () => {
    const a = read('EB-1A', `From: Benedikta Szalai <prizes@danubeposterprize.org>
To: Wilhelmina Achterberg-Obi
Date: 14 October 2024
Subject: With thanks from the prize office
Dear Wilhelmina,
Now that the results are public, I want to thank you properly. The Danube Poster Prize could not have happened without you.
As you know, the four jurors each scored all 203 posters entered in the open category, and your notes on the typography were the ones the shortlisted designers valued most. Your scores and those of the other three jurors decided the first prize and the two commendations.
A signed copy of the winning poster is on its way to you.
With warm thanks,
Benedikta Szalai
Prize Coordinator, Danube Poster Prize`, 'Wilhelmina Achterberg-Obi');
    expect(a.category).toBe('eb1a_judging');
  });

  it('reads a cast deal memo that gives her the title role and first billing, with no fee, as her lead role', () => {
    const a = read('O-1B', `BRIGHTWATER ANIMATION — Studios in Valletta
Cast deal memo · 2 February 2024
Production: KELPIE (animated series, season 2, 20 episodes of 11 minutes), for Harbour Kids TV.
Artist: Lorenza Zammit-Oduya
Role: KELPIE, the title character (lead voice, series regular, all 20 episodes). Billing: first position in the
voice cast, in the opening titles of every episode.
Also cast: Joseph Farrugia (Captain Gull), Maria Borg (Old Turtle).
Approved: Pawlu Camilleri, Head of Production`, 'Lorenza Zammit-Oduya');
    expect(a.category).toBe('o1b_lead_role');
  });

  it("reads a festival's jury decisions that give her its prize for a performance as her expert recognition", () => {
    const a = read('O-1B', `Baltic Puppetry Festival — 9th edition

Jury decisions, 12 September 2024

The jury — the director Aurelija Venclova, the designer Kasper Lindahl-Mensah and the critic Ilze Ozoliņa — announces the following awards.

Amber Puppet for Best Performer: Odalys Verhoeven-Takyi, for the role of the Miller's Daughter in "Flour and Frost". The jury praised "hands that make wood breathe."

The jury saw 41 productions in competition.

Amber Puppet for Best Production: "The Salt Road", Tartu Puppet Company.`, 'Odalys Verhoeven-Takyi');
    expect(a.factSheet?.kind).toBe('award');
    expect(a.category).toBe('o1b_expert_recognition');
  });
});

describe("an independent user's letter on what it made with her work", () => {
  it("reads a company officer's letter, who never worked with her, on the products built with her findings as her research contribution", () => {
    const a = read('EB-1B', `HALVORSEN SEED SYSTEMS, INC. — 12 Prairie Gate, Ames, Iowa
June 3, 2025
U.S. Citizenship and Immigration Services
Re: Dr. Ifeoma Castellano-Brandt
I am Director of Breeding at Halvorsen Seed Systems, which breeds drought-tolerant maize for dryland farms. I have never worked with Dr. Castellano-Brandt and have met her once, at a field day.
Her 2023 paper identified which root hairs keep water uptake going in dry soil and which genes switch them on. Using those markers, our breeding team selected four new hybrids; all 4 now hold yield through a six-week drought, which our earlier lines could not. Two of them go on sale next spring.
Her work changed how our industry breeds for drought.
Dr. Torvald Lindqvist-Amadi
Director of Breeding`, 'Ifeoma Castellano-Brandt');
    expect(a.category).toBe('eb1b_research_contributions');
  });

  it("reads a charity's letter, which takes no money from her company, on the devices built with her open library as her contribution", () => {
    const a = read('UK_GLOBAL_TALENT', `Sight Loss Alliance Scotland

4 April 2025

To the endorsing body — the contribution of Tendai Moyo-Fairbairn

I am Chief Executive of Sight Loss Alliance Scotland, the national charity for blind and partially sighted people in Scotland. We do not sell Echodot products and receive no money from the company.

Ms. Moyo-Fairbairn released her audio-description engine, describe-kit, as open source in 2021. It has since been built into the narration of 19 products from other makers, including two e-book readers, and our lending library has put 9,800 players using it into members' homes. Before it, no common format existed for describing images aloud; most makers now follow hers.

Fiona Drummond-Achebe, Chief Executive`, 'Tendai Moyo-Fairbairn');
    expect(a.category).toBe('uk_patents_contributions');
  });

  it("reads a public body's letter 'to whom it may concern', whose writer has not worked with her, on replacing its method with hers as her contribution", () => {
    const a = read('EB-1A', `JARDVEGUR ISLANDS — Deild kortagerðar og jarðvegsmælinga ríkisins
Reykjavík, 11 March 2025
To whom it may concern
Re: adoption of the slope-weighted erosion index of Dr. Marisol Ferreira-Quaye
I am the Head of Mapping of the National Soil Survey, the public body that publishes the country's official soil
and erosion maps. I have not worked with Dr. Ferreira-Quaye; I know her index from her published paper and from our own field trials.
In 2023 we replaced our former erosion scoring with her slope-weighted index across the whole national series.
All 38 sheets of the 1:50,000 erosion map were reissued with it, and the farm advisory service now issues grazing
plans built on the same scores. We chose it because our own field checks showed fewer misjudged slopes.
To our knowledge no other national survey had a working slope-weighted index before hers.
Dr. Gunnar Ólafsson-Reyes
Head of Mapping`, 'Marisol Ferreira-Quaye');
    expect(a.category).toBe('eb1a_contributions');
  });
});

describe('whose name it is', () => {
  it('reads a sports story about a namesake, who shares her surname but not her given name, as about someone else', () => {
    const a = read('EB-1A', `DIARIO DEL NORTE - DEPORTES = 14 JUNE 2024
VILLANUEVA-ASTORGA SCORES TWICE AS
CERRO AZUL WIN THE CUP

STRIKER MATEO VILLANUEVA-ASTORGA, 22,
SCORED IN EACH HALF ON SUNDAY AS CERRO AZUL
BEAT LOS PINOS 2-1 IN THE REGIONAL CUP FINAL.

VILLANUEVA-ASTORGA, WHO JOINED FROM A SECOND
DIVISION CLUB IN JANUARY, HAS NOW SCORED
ELEVEN GOALS THIS SEASON.`, 'Graciela Villanueva-Astorga', 'IMG_20240615_newspaper.jpg');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it("reads a photographed licence lookup whose OCR misread one letter of her surname as her licence", () => {
    const a = read('EB-2 NIW', `OHIO BOARD OF SPEECH-LANGUAGE PATHOLOGY AND
AUDIOLOGY

LICENSE VERIFICATION

NAME: FARANGIS ODINAEUA

LICENSE TYPE: AUDIOLOGIST

LICENSE NUMBER: A-20417

ORIGINAL ISSUE DATE: MARCH 14, 2019
EXPIRATION DATE: 01/31/2027

STATUS: ACTIVE = NO DISCIPLINARY ACTIONS`, 'Farangis Odinaeva', 'IMG_2207_licence_lookup.jpg');
    // Hers, not someone else's licence: the holder's name is hers, one letter misread.
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('niw_exceptional_ability_licence');
  });
});

describe('what the page is', () => {
  it("reads a photo of an episode's end credits, its voice cast and additional voices, as credits, not a news page", () => {
    const a = read('O-1B', `THE PAPER KITES OF OSAKA - EPISODE 3
DIRECTED BY HARUTO BLACKWOOD-IKEDA

VOICE CAST: YUNA OKAFOR AS MIKA, DESMOND
TRIPP AS THE KITE MAKER, NELL ABARA AS GRANDMOTHER

ADDITIONAL VOICES: RAFFERTY OSEI, CLODAGH
MBEKI-SATO, ISIDORO WEST, PERPETUA LUND

(C) 2022 NORTHWIND ANIMATION LTD`, 'Clodagh Mbeki-Sato', 'IMG_7781_end_credits.jpg');
    expect(a.factSheet?.kind).toBe('production_credits');
  });
});
