import type { VisaType } from './visa-types';

/**
 * The criteria catalogue: what each visa type asks the applicant to prove.
 * Texts are our own summaries; each criterion cites the rule it comes from so a
 * user (or their lawyer) can check it. `keywords` is the vocabulary the local
 * analyst matches evidence against (lowercase words or phrases; the analyst
 * stems both sides, so base forms are enough).
 */
export type Criterion = {
  id: string;
  title: string;
  description: string;
  examples: string[];
  regulation: string;
  keywords: string[];
  /** The kind of proof it asks for: what a document kind is filed under, and the advice it gets. */
  proof: Proof;
};

/**
 * Kinds of proof. Criteria of different visas that ask for the same proof share it (an award is an
 * award under O-1A or EB-1A; O-1B's critical reviews and the UK's media recognition are published
 * material about the applicant), so a document kind says once what it proves (decision 063).
 */
export const PROOFS = [
  'awards',
  'memberships',
  'press',
  'judging',
  'contributions',
  'articles',
  'critical_role',
  'high_salary',
  'exhibitions',
  'commercial_success',
  'lead_role',
  'expert_recognition',
  'managerial_abroad',
  'qualifying_relationship',
  'us_business',
  'us_position',
  'cv',
  'recommendation_letters',
  // EB-2 NIW: the basis (an advanced degree, or exceptional ability) and the three Dhanasar prongs.
  'advanced_degree',
  'academic_record',
  'experience',
  'licence',
  'merit_importance',
  'well_positioned',
  'balance',
] as const;
export type Proof = (typeof PROOFS)[number];

type VisaRule = {
  name: string;
  summary: string;
  /**
   * `required` of `of` catalogue items must be met. `mandatory` lists items
   * that count only if met and cannot be replaced by others (EB-1C: all four;
   * UK: the CV and the letters).
   */
  threshold: { required: number; of: number; text: string; mandatory: string[] };
};

// Shared vocabularies: the same kind of proof (an award, a review panel) reads
// the same whichever visa it is filed under.
const AWARDS = ['award', 'prize', 'medal', 'winner', 'won', 'honor', 'honour', 'honoree', 'laureate', 'recipient', 'fellowship', 'first place', 'finalist', 'trophy', 'best paper', 'awarded for excellence', 'grand prize'];
const MEMBERSHIPS = ['membership', 'elected member', 'full member', 'fellow of', 'elected', 'inducted', 'admitted', 'association', 'society', 'academy', 'senior member', 'invited member', 'by invitation', 'nominated by', 'selective', 'outstanding achievement'];
const PRESS = ['featured', 'interview', 'newspaper', 'magazine', 'journalist', 'reporter', 'coverage', 'news', 'article about', 'profiled', 'broadcast', 'media', 'press', 'headline', 'podcast', 'wrote about', 'published about'];
const JUDGING = ['judge', 'judging', 'reviewer', 'peer review', 'referee', 'jury', 'juror', 'panel', 'program committee', 'committee member', 'editorial board', 'review committee', 'selection committee', 'assessor', 'examiner', 'evaluated', 'grant review', 'reviewed manuscripts'];
const CONTRIBUTIONS = ['original', 'contribution', 'invented', 'invention', 'patent', 'breakthrough', 'pioneered', 'novel', 'adopted', 'widely used', 'citation', 'cited', 'h-index', 'impact', 'major significance', 'open source', 'licensed', 'first to'];
const ARTICLES = ['journal', 'publication', 'published', 'article', 'paper', 'conference', 'proceedings', 'co-author', 'author', 'peer-reviewed', 'doi', 'book chapter', 'monograph', 'preprint', 'arxiv', 'first author'];
const CRITICAL_ROLE = ['lead', 'led', 'head of', 'director', 'chief', 'founder', 'co-founder', 'cto', 'ceo', 'principal', 'manager', 'critical role', 'essential', 'key role', 'responsible for', 'oversaw', 'spearheaded', 'distinguished reputation'];
const SALARY = ['salary', 'compensation', 'remuneration', 'wage', 'bonus', 'equity', 'stock', 'offer letter', 'employment contract', 'annual salary', 'income', 'per year', 'per annum', 'total compensation', 'payroll', 'percentile', 'base pay'];
const COMMERCIAL = ['box office', 'gross', 'sales', 'sold', 'copies', 'album', 'chart', 'billboard', 'streams', 'platinum', 'gold record', 'revenue', 'ticket', 'sold out', 'bestseller', 'best-selling', 'downloads', 'royalties', 'ratings', 'viewers'];

const c = (proof: Proof, id: string, title: string, regulation: string, description: string, examples: string[], keywords: string[]): Criterion => ({ id, title, description, examples, regulation, keywords, proof });

const O1A = '8 CFR 214.2(o)(3)(iii)(B)';
const O1B = '8 CFR 214.2(o)(3)(iv)(B)';
const O1B_MP = '(o)(3)(v)(B)';
const EB1A = '8 CFR 204.5(h)(3)';
const EB1B = '8 CFR 204.5(i)(3)(i)';
const EB1C = '8 CFR 204.5(j)';
const UK = 'Immigration Rules, Appendix Global Talent';
const EB2 = '8 CFR 204.5(k)';
const EB2_EA = '8 CFR 204.5(k)(3)(ii)';
const PM_NIW = 'USCIS Policy Manual, Vol. 6, Part F, Ch. 5 (January 2025)';
const DHANASAR = 'Matter of Dhanasar, 26 I&N Dec. 884 (AAO 2016)';

export const CRITERIA: Record<VisaType, Criterion[]> = {
  'O-1A': [
    c('awards', 'o1a_awards', 'Awards', `${O1A}(1)`, 'Prizes or awards for excellence in your field that are recognised nationally or internationally.', ['Award certificate with the selection criteria', 'Announcement naming you among the winners', 'Evidence of how many competed'], AWARDS),
    c('memberships', 'o1a_memberships', 'Memberships', `${O1A}(2)`, 'Membership in associations that admit people only for outstanding achievement, as judged by recognised experts.', ['Membership certificate', 'Bylaws showing the admission standard', 'Letter confirming election'], MEMBERSHIPS),
    c('press', 'o1a_press', 'Press Coverage', `${O1A}(3)`, 'Published material about you and your work in professional or major trade publications or other major media, with title, date and author.', ['Newspaper or magazine article about you', 'Trade publication profile', 'Broadcast interview transcript'], PRESS),
    c('judging', 'o1a_judging', 'Judging', `${O1A}(4)`, "Acting as a judge of others' work in your field, alone or on a panel.", ['Peer-review invitations and completed reviews', 'Competition jury appointment', 'Program committee membership'], JUDGING),
    c('contributions', 'o1a_original_contributions', 'Original Contributions', `${O1A}(5)`, 'Original scientific, scholarly or business contributions of major significance to the field.', ['Citation record of key work', 'Patents that were licensed or adopted', 'Letters explaining the impact of your work'], CONTRIBUTIONS),
    c('articles', 'o1a_scholarly_articles', 'Scholarly Articles', `${O1A}(6)`, 'Scholarly articles you wrote in professional journals or other major media.', ['Journal articles with authorship', 'Conference proceedings papers', 'Publication list with citation counts'], ARTICLES),
    c('critical_role', 'o1a_critical_role', 'Critical Role', `${O1A}(7)`, 'Employment in a critical or essential capacity for organisations with a distinguished reputation.', ['Letter from the employer describing your role', 'Organisation chart', 'Evidence of the organisation\'s reputation'], CRITICAL_ROLE),
    c('high_salary', 'o1a_high_salary', 'High Salary', `${O1A}(8)`, 'A high salary or other remuneration for your services, shown by contracts or other reliable evidence.', ['Employment contract or offer letter', 'Pay slips or tax forms', 'Salary survey for comparison'], SALARY),
  ],
  'O-1B': [
    c('lead_role', 'o1b_lead_role', 'Lead or Starring Role', `${O1B}(1); ${O1B_MP}(1)`, 'Lead or starring roles in productions or events with a distinguished reputation, past or upcoming.', ['Playbills, credits or posters naming you as lead', 'Contracts for upcoming lead roles', 'Reviews of the production'], ['lead role', 'leading role', 'starring', 'starred', 'star', 'protagonist', 'title role', 'principal role', 'lead actor', 'lead actress', 'soloist', 'headliner', 'principal dancer', 'lead vocalist', 'played the role', 'premiere', 'production', 'cast']),
    c('press', 'o1b_critical_reviews', 'Critical Reviews and Recognition', `${O1B}(2); ${O1B_MP}(2)`, 'National or international recognition shown by critical reviews or other published material by or about you.', ['Reviews in major newspapers or trade press', 'Feature articles about you', 'Interviews'], ['review', 'critic', 'acclaim', 'acclaimed', 'critically acclaimed', 'praised', 'rave', 'newspaper', 'magazine', 'variety', 'hollywood reporter', 'rolling stone', 'interview', 'standing ovation', 'feature', 'masterful']),
    c('critical_role', 'o1b_critical_role', 'Critical Role for Distinguished Organisations', `${O1B}(3); ${O1B_MP}(3)`, 'A lead, starring or critical role for organisations or establishments with a distinguished reputation.', ['Letters from the company or studio', 'Evidence of the organisation\'s standing', 'Credits showing your role'], ['company', 'theatre', 'theater', 'orchestra', 'ensemble', 'studio', 'network', 'resident artist', 'artistic director', 'creative director', 'music director', 'choreographer', 'principal', 'key role', 'troupe', 'record label', 'distinguished reputation']),
    c('commercial_success', 'o1b_commercial_success', 'Commercial or Critical Success', `${O1B}(4); ${O1B_MP}(4)`, 'A record of major commercial or critically acclaimed successes, such as ratings, box office or standing in the field.', ['Box office or ratings figures', 'Chart positions or sales figures', 'Festival selections and critics\' lists'], COMMERCIAL),
    c('expert_recognition', 'o1b_expert_recognition', 'Recognition from Experts', `${O1B}(5); ${O1B_MP}(5)`, 'Significant recognition for achievements from organisations, critics, government agencies or other recognised experts.', ['Letters from recognised experts', 'Award nominations', 'Official festival selection'], ['recognition', 'recognized', 'nominated', 'nomination', 'honored', 'tribute', 'award', 'prize', 'official selection', 'grant', 'arts council', 'ministry', 'praised by', 'endorsed', 'critics choice']),
    c('high_salary', 'o1b_high_salary', 'High Salary', `${O1B}(6); ${O1B_MP}(6)`, 'A high salary or other substantial remuneration compared with others in the field.', ['Contracts showing fees', 'Union scale comparison', 'Royalty statements'], ['salary', 'fee', 'compensation', 'remuneration', 'contract', 'per episode', 'per performance', 'per show', 'royalties', 'advance', 'union scale', 'above scale', 'earnings', 'deal']),
  ],
  'EB-1A': [
    c('awards', 'eb1a_awards', 'Awards', `${EB1A}(i)`, 'Lesser nationally or internationally recognised prizes or awards for excellence in the field.', ['Award certificate', 'Press release naming the winners', 'Selection criteria and number of entrants'], AWARDS),
    c('memberships', 'eb1a_memberships', 'Memberships', `${EB1A}(ii)`, 'Membership in associations that require outstanding achievements, judged by recognised experts.', ['Membership certificate', 'Admission requirements', 'Election letter'], MEMBERSHIPS),
    c('press', 'eb1a_press', 'Press', `${EB1A}(iii)`, 'Published material about you in professional or major trade publications or other major media.', ['Articles about you with title, date and author', 'Circulation figures of the outlet', 'Broadcast transcripts'], PRESS),
    c('judging', 'eb1a_judging', 'Judging', `${EB1A}(iv)`, 'Judging the work of others in your field or an allied field, alone or on a panel.', ['Completed peer reviews', 'Jury or panel appointments', 'Thesis examination letters'], JUDGING),
    c('contributions', 'eb1a_contributions', 'Original Contributions', `${EB1A}(v)`, 'Original scientific, scholarly, artistic, athletic or business contributions of major significance.', ['Citations and adoption by others', 'Licensed patents', 'Expert letters on impact'], CONTRIBUTIONS),
    c('articles', 'eb1a_articles', 'Scholarly Articles', `${EB1A}(vi)`, 'Authorship of scholarly articles in professional or major trade publications or other major media.', ['Journal articles', 'Conference papers', 'Books or book chapters'], ARTICLES),
    c('exhibitions', 'eb1a_exhibitions', 'Exhibitions or Showcases', `${EB1A}(vii)`, 'Display of your work at artistic exhibitions or showcases.', ['Exhibition catalogues', 'Gallery or museum listings', 'Showcase programmes'], ['exhibition', 'exhibited', 'gallery', 'museum', 'showcase', 'solo show', 'group show', 'installation', 'biennale', 'retrospective', 'curated', 'art fair', 'displayed', 'collection', 'screening', 'festival']),
    c('critical_role', 'eb1a_critical_role', 'Critical Role', `${EB1A}(viii)`, 'A leading or critical role for organisations or establishments with a distinguished reputation.', ['Employer letter describing the role', 'Organisation chart', 'Evidence of the organisation\'s reputation'], CRITICAL_ROLE),
    c('high_salary', 'eb1a_high_salary', 'High Salary', `${EB1A}(ix)`, 'A high salary or significantly high remuneration compared with others in the field.', ['Contracts or pay records', 'Tax documents', 'Salary survey for comparison'], SALARY),
    c('commercial_success', 'eb1a_commercial_success', 'Commercial Success', `${EB1A}(x)`, 'Commercial success in the performing arts, such as box office receipts or record, CD or video sales.', ['Box office reports', 'Sales certifications', 'Streaming and chart data'], COMMERCIAL),
  ],
  'EB-1B': [
    c('awards', 'eb1b_awards', 'Major Academic Awards', `${EB1B}(A)`, 'Major prizes or awards for outstanding achievement in the academic field.', ['Award certificate', 'Best paper award', 'Selection criteria'], [...AWARDS, 'young investigator', 'career award']),
    c('memberships', 'eb1b_memberships', 'Memberships', `${EB1B}(B)`, 'Membership in associations that require outstanding achievements of their members.', ['Membership certificate', 'Admission standards', 'Election letter'], MEMBERSHIPS),
    c('press', 'eb1b_press', 'Published Material About Your Work', `${EB1B}(C)`, "Material in professional publications written by others about your work (citing it is not enough; it must discuss it).", ['Articles discussing your research', 'Review articles focused on your findings', 'Science news coverage'], [...PRESS, 'discussed', 'highlighted']),
    c('judging', 'eb1b_judging', 'Judging', `${EB1B}(D)`, 'Judging the work of others in the same or an allied academic field, alone or on a panel.', ['Peer reviews for journals', 'Grant panel service', 'PhD examination'], [...JUDGING, 'thesis committee']),
    c('contributions', 'eb1b_research_contributions', 'Original Research Contributions', `${EB1B}(E)`, 'Original scientific or scholarly research contributions to the academic field.', ['Citation record', 'Independent use of your methods', 'Expert letters'], [...CONTRIBUTIONS, 'research', 'findings', 'discovery', 'principal investigator', 'laboratory']),
    c('articles', 'eb1b_scholarly_articles', 'Scholarly Books or Articles', `${EB1B}(F)`, 'Scholarly books or articles in journals with international circulation in the field.', ['Journal articles', 'Books', 'Publication list'], [...ARTICLES, 'book', 'international circulation']),
  ],
  'EB-1C': [
    c('managerial_abroad', 'eb1c_managerial_abroad', 'Managerial or Executive Role Abroad', `${EB1C}(3)(i)(A)-(B)`, 'At least one year of the three years before the petition (or before entering as a nonimmigrant) spent abroad in a managerial or executive capacity for the same employer group.', ['Employer letter with dates and duties', 'Foreign organisation chart', 'Pay records abroad'], ['manager', 'managed', 'director', 'executive', 'head of', 'vice president', 'general manager', 'supervised', 'direct reports', 'team of', 'oversaw', 'managerial capacity', 'executive capacity', 'budget', 'abroad', 'overseas', 'hire and fire']),
    c('qualifying_relationship', 'eb1c_qualifying_relationship', 'Qualifying Relationship', `${EB1C}(3)(i)(C)`, 'The US employer and the foreign employer are the same company or a parent, branch, subsidiary or affiliate.', ['Ownership documents', 'Annual reports showing the group', 'Share certificates'], ['subsidiary', 'affiliate', 'parent company', 'branch', 'ownership', 'owns', 'shares', 'shareholding', 'wholly owned', 'joint venture', 'majority owned', 'same employer', 'corporate structure', 'group company', 'incorporated']),
    c('us_business', 'eb1c_us_business', 'US Employer Doing Business', `${EB1C}(3)(i)(D)`, 'The US employer has been doing business for at least one year.', ['Tax returns', 'Invoices and contracts', 'Business licence and lease'], ['doing business', 'annual report', 'tax return', 'revenue', 'invoice', 'client', 'customer', 'business license', 'articles of incorporation', 'lease', 'payroll', 'employees', 'bank statement', 'in operation', 'united states', 'fiscal year']),
    c('us_position', 'eb1c_us_position', 'Managerial or Executive US Position', `${EB1C}(5); ${EB1C}(2)`, 'The job offered in the US is managerial or executive.', ['Job offer letter with duties', 'US organisation chart', 'Position description'], ['job offer', 'offer letter', 'position', 'managerial', 'executive', 'will manage', 'will oversee', 'will direct', 'job description', 'direct reports', 'organizational chart', 'duties', 'authority', 'discretion', 'united states']),
  ],
  UK_GLOBAL_TALENT: [
    c('cv', 'uk_cv', 'CV/Résumé (max 3 pages)', `${UK} (endorsement application: CV)`, 'A CV of at most three pages setting out your career and achievements.', ['Current CV, three pages or fewer'], ['curriculum vitae', 'cv', 'resume', 'education', 'experience', 'skills', 'employment history', 'work history', 'qualifications', 'degree', 'professional experience']),
    c('recommendation_letters', 'uk_recommendation_letters', 'Recommendation Letters (minimum 3 from established experts)', `${UK} (endorsement application: letters of recommendation)`, 'At least three letters from established experts in your field who know your work and can speak to your talent or promise.', ['Letters from senior figures in the field', 'Each letter explaining how the writer knows you'], ['recommend', 'recommendation', 'letter of support', 'endorse', 'i have known', 'to whom it may concern', 'referee', 'exceptional talent', 'exceptional promise', 'strongly support', 'global talent', 'in my opinion']),
    c('awards', 'uk_awards', 'Awards and Prizes', `${UK} (recognition criteria)`, 'Prizes, awards or other honours that recognise your work beyond your own job.', ['Award certificates', 'Competition results', 'Fellowship letters'], [...AWARDS, 'recognition', 'scholarship', 'competition']),
    c('press', 'uk_media_recognition', 'Media Recognition', `${UK} (recognition criteria)`, 'Coverage of you or your work in the media, or invitations to speak, that show recognition in the field.', ['Articles about you', 'Keynote or invited talk', 'Broadcast or podcast appearances'], [...PRESS, 'keynote', 'speaker', 'invited talk']),
    c('contributions', 'uk_patents_contributions', 'Patents and Contributions', `${UK} (innovation, technical, commercial and academic contribution criteria)`, 'Innovation and significant technical, commercial, entrepreneurial or academic contributions, such as patents, products, open source or research.', ['Patents', 'Product or open-source contributions with usage figures', 'Research publications'], ['patent', 'invention', 'open source', 'github', 'contribution', 'maintainer', 'product', 'launched', 'innovation', 'research', 'publication', 'citation', 'startup', 'founded', 'revenue', 'users', 'commercial']),
  ],
  // The EB-2 basis first (an advanced degree, or 3 of the 6 exceptional-ability criteria), then the
  // three prongs of Dhanasar; niwBasis (./niw-basis) decides which basis is met.
  'EB-2 NIW': [
    c('advanced_degree', 'niw_advanced_degree', 'Advanced Degree', `${EB2}(2), (k)(3)(i); ${PM_NIW}`, "A U.S. master's degree or higher (or a foreign equivalent), or a bachelor's degree followed by at least five years of progressive experience in the specialty. Experience gained before the bachelor's degree does not count.", ['Diploma with the transcript', 'A credential evaluation for a foreign degree', "Employer letters with dates, title and full-time duties for the years after a bachelor's"], ['master', 'doctor', 'doctorate', 'phd', 'ph.d', 'degree', 'diploma', 'bachelor', 'conferred', 'graduated', 'transcript', 'credential evaluation', 'equivalent', 'university', 'progressive experience']),
    c('academic_record', 'niw_exceptional_ability_academic_record', 'Exceptional Ability: Academic Record', `${EB2_EA}(A)`, 'An official academic record showing a degree, diploma, certificate or similar award from a school or institution in the area of your exceptional ability.', ['Diploma or certificate', 'Official transcript', 'Certificate from a professional training institution'], ['diploma', 'degree', 'certificate', 'transcript', 'academic record', 'graduated', 'conferred', 'awarded the degree', 'school', 'institute', 'university']),
    c('experience', 'niw_exceptional_ability_ten_years', 'Exceptional Ability: Ten Years of Experience', `${EB2_EA}(B)`, 'Letters from current or former employers showing at least ten years of full-time experience in the occupation.', ['Employer letters with start and end dates', 'Letters stating full-time hours and the job title', 'Letters describing the duties performed'], ['years of experience', 'full-time', 'full time', 'employed', 'employment', 'from', 'until', 'position of', 'job title', 'duties', 'hours per week', 'experience letter']),
    c('licence', 'niw_exceptional_ability_licence', 'Exceptional Ability: Licence or Certification', `${EB2_EA}(C)`, 'A licence to practise the profession, or a certification for your profession or occupation.', ['Professional licence', 'Board certification', 'Registration with the professional regulator'], ['license', 'licence', 'licensed', 'certification', 'certified', 'certificate', 'registered', 'registration', 'board', 'chartered', 'professional engineer', 'accredited', 'licensure']),
    c('high_salary', 'niw_exceptional_ability_salary', 'Exceptional Ability: Salary', `${EB2_EA}(D)`, 'A salary or other pay for your services that shows your exceptional ability, compared with others in the occupation.', ['Pay records or contracts', 'Tax forms', 'A wage survey for the occupation'], SALARY),
    c('memberships', 'niw_exceptional_ability_memberships', 'Exceptional Ability: Professional Memberships', `${EB2_EA}(E)`, 'Membership in professional associations of your field.', ['Membership certificate or card', 'Letter from the association', 'Membership directory entry'], [...MEMBERSHIPS, 'member', 'professional association', 'institute']),
    c('expert_recognition', 'niw_exceptional_ability_recognition', 'Exceptional Ability: Recognition', `${EB2_EA}(F)`, 'Recognition for achievements and significant contributions to the field by peers, government bodies, or professional or business organisations.', ['Awards or commendations', 'Letters from peers or government bodies', 'Invitations that recognise your contributions'], ['recognition', 'recognized', 'recognised', 'commendation', 'honored', 'honoured', 'award', 'prize', 'acknowledged', 'contribution', 'praised', 'government', 'ministry', 'agency', 'certificate of appreciation']),
    c('merit_importance', 'niw_prong1_merit_importance', 'Prong 1: Substantial Merit and National Importance', `${DHANASAR}, prong 1; ${PM_NIW}`, 'Your proposed endeavor has substantial merit and national importance: its prospective impact reaches the field, the nation or the economy, not only one employer or its clients.', ['Reports or data on the problem the endeavor addresses', 'Government statements of priority in the area', 'Evidence of the broader use of the work'], ['national importance', 'national interest', 'public health', 'national security', 'economy', 'economic', 'jobs', 'nationwide', 'federal', 'critical', 'priority', 'impact', 'underserved', 'infrastructure', 'emerging technology', 'broader implications']),
    c('well_positioned', 'niw_prong2_well_positioned', 'Prong 2: Well Positioned to Advance the Endeavor', `${DHANASAR}, prong 2; ${PM_NIW}`, 'You are well positioned to advance the endeavor: your education, skills and record of success, a plan for what comes next, progress so far, and interest from customers, users, investors or government bodies.', ['A business or project plan', 'Letters of interest or intent from users, customers or agencies', 'Grants, contracts or investment for the endeavor'], ['plan', 'business plan', 'project plan', 'milestone', 'letter of intent', 'letter of interest', 'funding', 'grant', 'awarded', 'investment', 'investor', 'contract', 'pilot', 'customers', 'users', 'adopted', 'progress', 'track record']),
    c('balance', 'niw_prong3_balance', 'Prong 3: On Balance, Waive the Job Offer', `${DHANASAR}, prong 3; ${PM_NIW}`, 'On balance it benefits the United States to waive the job offer and labour certification: for example because you are self-employed, the need is urgent, or your STEM work or a government agency\'s interest weighs for it.', ['Evidence of self-employment or a company you founded', 'Letters from interested U.S. government agencies', 'Evidence of urgency in public health, security or a critical technology'], ['self-employed', 'founder', 'founded', 'entrepreneur', 'certificate of formation', 'articles of organization', 'articles of incorporation', 'sole member', 'sole initial member', 'urgent', 'urgency', 'government agency', 'department of', 'national laboratory', 'stem', 'critical and emerging', 'labor certification', 'labour certification', 'waiver', 'impractical']),
  ],
};

export const VISA_RULES: Record<VisaType, VisaRule> = {
  'O-1A': { name: 'O-1A: Extraordinary Ability (sciences, education, business, athletics)', summary: 'A temporary US visa for people at the top of their field, shown by a major international award or at least 3 of 8 criteria, then weighed as a whole.', threshold: { required: 3, of: 8, text: 'one major award, or 3 of 8', mandatory: [] } },
  'O-1B': { name: 'O-1B: Extraordinary Ability in the Arts or Achievement in Film/TV', summary: 'A temporary US visa for artists and film or TV professionals with distinction, shown by a major award nomination or win or at least 3 of 6 criteria.', threshold: { required: 3, of: 6, text: 'a major award nomination or win, or 3 of 6', mandatory: [] } },
  'EB-1A': { name: 'EB-1A: Extraordinary Ability (green card)', summary: 'A US green card you can petition for yourself, for sustained national or international acclaim: a one-time major award or 3 of 10 criteria, then a final merits review.', threshold: { required: 3, of: 10, text: 'one-time major award, or 3 of 10', mandatory: [] } },
  'EB-1B': { name: 'EB-1B: Outstanding Professor or Researcher (green card)', summary: 'A US green card filed by an employer for internationally recognised researchers with at least 3 years of teaching or research and a permanent or tenure-track offer.', threshold: { required: 2, of: 6, text: '2 of 6, plus 3 years of teaching or research and a qualifying job offer', mandatory: [] } },
  'EB-1C': { name: 'EB-1C: Multinational Executive or Manager (green card)', summary: 'A US green card filed by an employer for executives and managers moving within a company group; every requirement must hold.', threshold: { required: 4, of: 4, text: 'all 4 requirements', mandatory: ['eb1c_managerial_abroad', 'eb1c_qualifying_relationship', 'eb1c_us_business', 'eb1c_us_position'] } },
  // The UK route wants a CV and 3 expert letters in every application, plus 2 of
  // 4 recognition criteria; our catalogue folds those criteria into 3 items, so
  // "CV + letters + 2 of the other 3" is 4 of 5 with the first two mandatory.
  // The basis is one item (an advanced degree) or three of six; with the three prongs every case needs 4
  // items at least; `mandatory` names the prongs, `basis` (./niw-basis) says how the basis counts.
  'EB-2 NIW': { name: 'EB-2 NIW: Advanced Degree or Exceptional Ability with a National Interest Waiver (green card)', summary: 'A US green card you can petition for yourself: an advanced degree (or exceptional ability) and a proposed endeavor that meets the three prongs of Matter of Dhanasar, so the job offer is waived.', threshold: { required: 4, of: 10, text: "an advanced degree (a master's or higher, or a bachelor's plus 5 years of progressive experience) or exceptional ability (3 of 6), plus all 3 Dhanasar prongs", mandatory: ['niw_prong1_merit_importance', 'niw_prong2_well_positioned', 'niw_prong3_balance'] } },
  UK_GLOBAL_TALENT: { name: 'UK Global Talent', summary: 'A UK visa for leaders or emerging leaders, usually after endorsement by a designated body: a CV, three expert letters and evidence for at least two recognition criteria.', threshold: { required: 4, of: 5, text: 'a CV and 3 expert letters, plus at least 2 of awards, media recognition and contributions (4 of 5)', mandatory: ['uk_cv', 'uk_recommendation_letters'] } },
};

export function criteriaFor(visaType: VisaType): Criterion[] {
  return CRITERIA[visaType];
}

export function findCriterion(visaType: VisaType, id: string): Criterion | undefined {
  return CRITERIA[visaType].find((item) => item.id === id);
}

const PROOF_OF = new Map<string, Proof>(Object.values(CRITERIA).flatMap((list) => list.map((item) => [item.id, item.proof] as const)));

/** The kind of proof a criterion id of any visa asks for; undefined for the fixed categories and unknown ids. */
export function proofOf(criterionId: string): Proof | undefined {
  return PROOF_OF.get(criterionId);
}

/** The criterion of a visa that asks for this proof (at most one per visa). */
export function criterionForProof(visaType: VisaType, proof: Proof): Criterion | undefined {
  return CRITERIA[visaType].find((item) => item.proof === proof);
}
