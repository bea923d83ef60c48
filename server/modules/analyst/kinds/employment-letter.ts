/** A letter or contract from an employer or engager: the employment, the role, the pay. */
import type { KindSpec } from './spec';
import { aboutPay, PERIOD_AMOUNT, SALARY_WORDS } from './weights';

// Or the company's own resolution appointing her to its post: 'is appointed President of the Company', 'is appointed
// President and Chief Executive Officer of the Corporation' (a title of two posts, perhaps wrapped).
// A post taken up on entering the United States ('effective upon his admission to the United States') is offered there too.
const OFFER =
  /\b(pleased to offer you|offers? you the (permanent |full-time )?(position|post|role)|offer of the (position|post) of|offer of (permanent )?employment|this offer of|(?:is|be|shall be|has been) (?:hereby )?appointed (?:as )?(?:the )?(?:\p{Lu}[\p{L}-]+(?:,|\s+and)?\s+){1,6}of\s+the\s+(?:Company|Corporation)|effective (?:upon|on) (?:his|her|their) (?:admission|arrival|entry|transfer) (?:to|in|into) the United States)\b/iu;
/**
 * A position description headed as such ('POSITION DESCRIPTION AND ORGANISATION', 'Job description: …'), or a post
 * 'offered to' her: the post she is to hold, whose duties and reports the petition's job offer rests on.
 */
const POSITION_DESCRIPTION = /^[^\n]{0,80}\b(?:position|job) description\b|^\s*(?:position|post|title)\s*:[^\n]{0,80}\(offered to\b/im;
/** A US employer or post: 'Inc.', 'U.S.', a state and ZIP code. */
export const IN_US = /\b(United States|U\.S\.|USA|Inc\.?|LLC)(?=$|[\s,.;)])|\b[A-Z]{2}\s+\d{5}(-\d{4})?\b|\b(Texas|California|New York|Oregon|Washington|Massachusetts|Illinois|Florida|Georgia|Louisiana|Pennsylvania|Michigan|Ohio|Virginia|Colorado|Arizona|North Carolina|New Jersey|Maryland|Minnesota)\b/;

export const employmentLetter: KindSpec = {
  cues: [
    { re: /\b(is|has been|was) (employed|working)(?: full[- ]time| part[- ]time)? (by|at|with|as)\b|\bemployed (by|at|with|as)\b|\bjoined (us|our (company|firm|team|organi[sz]ation))\b|\b(is|has been) working with us\b/i, weight: 2, label: 'states the employment' },
    { re: /\b(to whomsoever it may concern|experience certificate|certificate of employment|employment reference|employment (?:declaration|confirmation)|declaration of employment|this certificate is issued at the request)\b/i, weight: 1.5, label: 'an employment certificate' },
    { re: SALARY_WORDS, weight: 2.5, label: 'states the salary' },
    { re: PERIOD_AMOUNT, weight: 2, label: 'an amount with a period' },
    { re: /\b(employment verification|verification of employment|offer of employment|offer letter|employment contract|we are pleased to offer)\b/i, weight: 2, label: 'an employment letter' },
    { re: /\b(human resources|HR (department|manager|director)|people operations|payroll department|chief people officer)\b/i, weight: 1, label: 'HR signature' },
    // An organisation stating her standing place on its roster: 'has been one of our six contributing photographers since 2022'.
    // … or the post she has held: 'has been Resident Choreographer of the National Ballet, …, since 2021', 'Ana Ruiz has
    // been our Head of Stunts and Action on all of them'.
    { re: /\b(?:has been|is) one of (?:our|the company's|the magazine's) (?:[\p{L}-]+ ){0,2}[\p{L}-]+s since\b|\bhas been (?:the |our )?(?:\p{Lu}[\p{L}-]+ ){1,3}(?:of|at) (?:the |our )?[^.]{0,80}\bsince (?:19|20)\d\d\b|(?:(?:Dr|Ms|Mr|Mrs|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}\s+has\s+been\s+our\s+\p{Lu}[\p{L}-]+(?:\s+(?:of|and|for|\p{Lu}[\p{L}-]+)){0,5}\s+(?:on|at|for|in|since)\b/u, weight: 2.5, label: 'states her place or post' },
    // … or a post she has held for the body since a year: 'has been a principal lighting designer for the National Opera since 2018'.
    { re: /\bhas been (?:a|an|the|our) (?:[\p{Ll}-]+ ){0,3}[\p{Ll}-]+ for (?:the |our )?\p{Lu}[^.]{0,80}\bsince (?:19|20)\d\d\b/u, weight: 2.5, label: 'states her post since a year' },
    // … or the team or unit she has led for the body since a year: 'has captained the national team since 2021'.
    { re: /\b(?:has|had)\s+(?:captained|led|headed|chaired|directed|managed)\s+(?:the|our|its)\s+(?:[\p{L}'’-]+\s+){0,3}(?:team|squad|crew|department|laboratory|lab|unit|division|ensemble|orchestra|company|programme|program|group)\s+since\s+(?:\p{L}+\s+)?(?:19|20)\d\d\b/iu, weight: 2.5, label: 'states her post since a year' },
    { re: /\b(her|his|their) (role|position|title) (is|as|of)\b|\b(serves|served) as (our|the)\b/i, weight: 1, label: 'the role held' },
    { re: /\b(reports? directly to|responsible for (a|our|the) (team|group|division)|(was|is|been) critical to (the|our)|led the team that)\b/i, weight: 1, label: "the employer's account of the role" },
    // The employer telling of her post in its own voice: 'Since April 2021 Dr. X has led our Gearbox Reliability Group',
    // 'Dr X has led our Pacific Chronologies Program since 2021', 'We have
    // engaged Ms. Mansour as Director of our …'.
    { re: /(?:(?:Dr|Ms|Mr|Mrs|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}\s+has\s+(?:led|headed|run|managed|directed)\s+our\s+\p{Lu}|\b(?:[Ss]ince|[Ff]rom|[Ii]n)\s+(?:\p{L}+\s+)?(?:19|20)\d\d,?\s+(?:(?:Dr|Ms|Mr|Mrs|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3}\s+has\s+(?:led|headed|run|managed|directed|built)\s+our\b|\b[Ww]e\s+(?:have\s+)?(?:engaged|appointed|hired|employed)\s+(?:(?:Dr|Ms|Mr|Mrs|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3}\s+as\b/u, weight: 2.5, label: "the employer's account of her post" },
    // … the post she held on its production, said in the past ('Ms Ana Ruiz was our gaffer, the chief lighting technician';
    // a producer's 'I produced the film … X was its editor'),
    // and its booking her again ('We have booked her as gaffer for our next two features').
    // … or the production the producer names first: 'I produced X (2023), on which Ms Ana Ruiz was the film editor'.
    { re: /\b(?:on|for) which\s+(?:(?:Dr|Ms|Mr|Mrs|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}\s+(?:was|served as)\s+(?:the|our|its)\s+(?!(?:guest|guests|speaker|visitor|winner|subject|host)\b)\p{Ll}[\p{L}-]+(?:\s+\p{Ll}[\p{L}-]+){0,2}\s*[,.;]/u, weight: 2.5, label: "the employer's account of her post" },
    { re: /(?:(?:Dr|Ms|Mr|Mrs|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}\s+(?:was|has been|served as)\s+(?:our|its)\s+(?!(?:guest|guests|speaker|visitor|friend|neighbour|neighbor|student|customer|client|host)\b)\p{Ll}[\p{L}-]+(?:\s+\p{Ll}[\p{L}-]+){0,2}(?=\s*[,.;]|\s+(?:on|for|at|in|from|until)\b)|\b[Ww]e\s+(?:have\s+)?(?:booked|contracted|retained|re-?engaged|engaged|hired)\s+(?:him|her|them)\s+(?:again\s+)?as\b/u, weight: 2.5, label: "the employer's account of her post" },
    // 'He has been essential to the restaurant', 'leads a pastry brigade of 9', 'supervises a department of up to 140':
    // what the post holder does for the employer.
    { re: /\b(has been|is|was) (essential|indispensable|vital|critical) to (the|our) (restaurant|company|firm|club|team|house|theatre|laboratory|lab|group|organi[sz]ation|success)\b|\b(?:leads?|led|directs?|directed|supervises?|supervised|manages?|managed) (a|an|our|the) [\p{L} -]{0,30}\b(team|brigade|kitchen|department|crew|staff|unit|group) of (?:up to )?\d+\b/iu, weight: 1, label: 'what the post holder does for the employer' },
    // A body certifying the post she held for it (an honorific's dot ends no sentence): 'certifies that Ms. Ana Ruiz was captain of the national team', 'confirms that
    // she has been the anchor of the national women's team' (any post in a team or unit it names, not a member's place).
    { re: /\b(?:certif(?:y|ies)|confirms?) that\b(?:[^.]|\b(?:Ms|Mr|Mrs|Dr|Prof)\.){0,80}?\b(?:was|is|has been|served as) (?:the |our |its )?(?:captain|head|leader|chair|chairwoman|chairman|director|principal|lead)\b|\b(?:certif(?:y|ies)|confirms?) that\b(?:[^.]|\b(?:Ms|Mr|Mrs|Dr|Prof)\.){0,80}?\b(?:was|is|has\s+been|served\s+as)\s+(?:the|our|its)\s+(?!member\b|part\b|one\b)[\p{L}-]+\s+(?:of|for|in)\s+(?:(?:the|our|its)\s+)?(?:[\p{L}'’-]+\s+){0,4}(?:team|squad|crew|eight|four|ensemble|orchestra|department|laboratory|lab|unit|division|programme|program)\b/iu, weight: 3, label: 'certifies her post' },
    // … 'to describe the role of our founder, Ms X' too.
    { re: /\b(describe (her|his|their) role|describe the (?:role|post|position) of (?:our|the|my) |(her|his|their) role[^.]{0,40}\b(critical|essential|key|vital)|(have|has) supervised (her|him|them|Ms\.?|Mr\.?|Dr\.?)[^.]{0,30}directly)\b/i, weight: 2, label: 'a letter about the role' },
    { re: /\b(shall pay|agrees to pay|will be paid|will pay (the|her|him|them) |a fee of [$£€]|(?:commission|engagement|appearance|performance|composition|design) fee\s*:?\s*(?:of\s*)?[$£€]|engages (the )?artist|deal memo|engagement agreement|employment agreement|artist agreement|statement of work|consulting agreement|services agreement|day rate|daily rate)\b/i, weight: 2.5, label: 'a contract that sets pay' },
    { re: POSITION_DESCRIPTION, weight: 2.5, where: 'head', label: 'a position description' },
    // An offer of a post, or her appointment to one: the employer's letter whatever else it says of the post.
    { re: OFFER, weight: 2.5, label: 'offers her a post' },
    // A board's resolution or written consent naming her to a post of the company: 'RESOLVED, that … is appointed President …'.
    { re: /\bRESOLVED(?:\s+FURTHER)?,?\s+that\b[^.;]{0,80}?\b(?:is|be|shall be|has been) (?:hereby )?(?:appointed|elected|named) (?:as )?(?:the )?\p{Lu}/u, weight: 3, label: 'a resolution appointing her to a post' },
  ],
  fileName: /salary|offer|employment|contract/,
  facts: { subject: 'paid', states: ['issuer', 'date', 'subject', 'figures', 'signer'] },
  proves: { 'O-1A': 'critical_role', 'O-1B': 'critical_role', 'EB-1A': 'critical_role', 'EB-1B': null, 'EB-1C': 'managerial_abroad', UK_GLOBAL_TALENT: null, 'EB-2 NIW': 'well_positioned' },
  // A pay letter that mentions leading a team is still about pay; a role letter may mention pay in passing.
  // An offer of a post in the United States is the petition's job offer: EB-1C's US position (not the role abroad),
  // EB-1B's offer of permanent employment, which is a requirement and no criterion. So is a US post's position description.
  first: { when: (text) => (OFFER.test(text) || POSITION_DESCRIPTION.test(text.slice(0, 2000))) && IN_US.test(text), proves: { 'EB-1C': 'us_position', 'EB-1B': 'other' } },
  otherwise: { when: aboutPay, proves: { 'O-1A': 'high_salary', 'O-1B': 'high_salary', 'EB-1A': 'high_salary', 'EB-1B': null, 'EB-1C': 'managerial_abroad', UK_GLOBAL_TALENT: null, 'EB-2 NIW': 'high_salary' } },
};
