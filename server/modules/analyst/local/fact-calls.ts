/**
 * Pages that call for people rather than record what someone did (issue 32, tune23, decision 125): a casting call back
 * to a final audition, and a job advertisement. A callback asks her to try out for a role still to be cast; an
 * advertisement asks anyone to apply for a post no one holds yet. Neither is the role, the post or the business.
 */

/**
 * Asked to a callback or an audition ('one of 6 aerialists we are inviting to the final callback', 'invite you to
 * audition'), or thanked for auditioning and asked back ('would like to see you again at the final callback').
 */
const AUDITION =
  /\b(?:invit\w*|asked?|called?\s+back)\s+(?:you\s+)?(?:back\s+)?to\s+(?:(?:the|a|our|its)\s+)?(?:final\s+|second\s+|closing\s+)?(?:callbacks?|auditions?|screen\s+tests?)\b|\binvit\w*\s+you\s+to\s+audition\b|\bthank you for (?:your )?audition(?:ing)?\b|\b(?:see|hear|meet) you (?:again )?at (?:the|our|its) (?:final |second |closing )?(?:callbacks?|auditions?|screen tests?)\b/i;
/** The role given: a cast list, an offer of the part, a contract. */
const CAST = /\b(?:(?:you|she|he) (?:have|has) been cast|(?:she|he|you) (?:was|were) cast (?:as|in)|(?:are|is) pleased to offer (?:you|her|him) the (?:role|part)|offer (?:you|her|him) the (?:role|part)|cast (?:you|her|him) as|engagement contract|deal memo)\b/i;

/** A callback or an audition she is asked to, the role not yet given. */
export const auditionOnly = (text: string): boolean => AUDITION.test(text) && !CAST.test(text);

/**
 * A job advertisement: a page that sets out what the post requires and how to apply ('Requirements: …', 'Apply to the
 * Service Manager', 'How to apply'), under a careers heading or a posting date.
 */
const REQUIREMENTS = /^\s*(?:requirements|qualifications|what you(?:'|’)ll need|what we(?:'|’)re looking for|who you are|essential criteria)\s*:?/im;
const APPLY = /\b(?:apply (?:to|by|at|online|via|now|before|with)|how to apply|to apply,|send (?:your )?(?:cv|résumé|resume|application)s? to)\b/i;
const POSTING = /\b(?:careers|job (?:posting|advert(?:isement)?|opening|description)|vacancy|we are hiring|now hiring|posted (?:on )?(?:\p{L}+ \d{1,2},? )?\d{4}|posted \d{1,2} \p{L}+ \d{4})\b/iu;

export const jobAdvert = (text: string): boolean => REQUIREMENTS.test(text) && APPLY.test(text) && POSTING.test(text.slice(0, 600));

/**
 * An open call: a page (or a mail's subject line) headed 'Call for reviewers' ('Call for volunteer reviewers', papers,
 * nominations, entries…), or one that invites a class of people
 * to come forward and says how ('invites researchers with a doctorate … to join its pool of reviewers. To volunteer,
 * complete the form'). It asks whoever answers; it records nothing anyone did.
 */
const CALL_HEAD = /^\s*(?:(?:subject|re|fwd?)\s*:\s*)?(?:an? )?(?:open )?call for (?:(?:volunteer|additional|new|expert|external|ad hoc|guest) )?(?:reviewers|referees|judges|jurors|papers|submissions|entries|nominations|applications|proposals|abstracts|speakers|volunteers|participants|artists|members)\b[^\n]{0,80}$/im;
const INVITES_ANYONE =
  /\binvites? (?:(?:all |qualified |interested |eligible )?(?:researchers|scholars|experts|practitioners|professionals|artists|candidates|members|applications|submissions|nominations|proposals|entries)\b[^.]{0,120}\bto (?:join|apply|submit|volunteer|register|enter|nominate)|(?:applications|submissions|nominations|proposals|entries) (?:for|to)\b)/i;
const HOW_TO_ANSWER = /\b(?:to (?:volunteer|apply|register|enter|nominate|submit)\b[^.]{0,20},|complete the (?:online )?form|submit (?:your|an?) (?:application|entry|proposal|nomination|abstract)|deadline for (?:applications|submissions|nominations|entries))/i;

export const openCall = (text: string): boolean => CALL_HEAD.test(text.slice(0, 600)) || (INVITES_ANYONE.test(text) && HOW_TO_ANSWER.test(text));

/**
 * A recruiter's approach ('I'm a recruiter at …', 'you'd be a great fit for our … opening', 'Would you be open to a
 * call?'): a post offered for her to consider, which she neither holds nor has been offered.
 */
const RECRUITER = /\b(?:I(?:'|’)m|I am) (?:a |an |the )?(?:recruiter|headhunter|sourcer|talent (?:partner|acquisition (?:partner|lead|manager)))\b|\b(?:great|strong|perfect|good) fit for (?:our|an?|the) [^.]{0,60}\b(?:opening|role|position|vacancy)\b/i;
const ASKS_TO_TALK = /\b(?:would you be|are you) (?:open|interested|available) (?:to|for|in) (?:a |an )?(?:quick )?(?:call|chat|conversation|exploring|hearing)\b/i;

export const recruiterApproach = (text: string): boolean => RECRUITER.test(text) && ASKS_TO_TALK.test(text);

/** Invited to submit a paper, a chapter or an article ('would like to invite you to submit a paper to our special issue'). */
const INVITED_TO_SUBMIT = /\binvit\w*\s+you\s+to\s+(?:submit|contribute|write)\s+(?:a|an|your)\s+(?:paper|article|manuscript|chapter|review|contribution)\b/i;
/** Accepted or published: the invitation came to something the page records. */
const PUBLISHED = /\b(?:has been|was|is) (?:accepted|published)\b|\bappears? in\b/i;

export const invitedToSubmit = (text: string): boolean => INVITED_TO_SUBMIT.test(text) && !PUBLISHED.test(text);

/**
 * An editor's or a programme committee's no to her submission ('we regret to inform you that … we are unable to accept
 * it for publication', 'your paper was not selected'): a manuscript declined is neither a publication nor judging.
 */
const SUBMITTED = /\b(?:your (?:manuscript|submission|paper|article|proposal|abstract|entry)|submitting (?:your|the) (?:manuscript|paper|article|proposal|abstract))\b/i;
const DECLINED = /\b(?:(?:unable|not able) to (?:accept|publish|include|consider)|(?:has|have|was|were) not been (?:accepted|selected)|(?:was|were) not (?:accepted|selected)|(?:must|have to) (?:decline|reject)|(?:decided|decision) to (?:decline|reject)|cannot (?:accept|offer publication)|not (?:be )?(?:suitable|appropriate) for publication)\b/i;

/** Thanked for her review of someone else's manuscript, she judged it, whatever its fate. */
const HER_REVIEW = /\byour (?:review|report|referee report|assessment|comments on)\b|\bthank you for (?:reviewing|refereeing)\b/i;

export const declinedSubmission = (text: string): boolean => SUBMITTED.test(text.slice(0, 1500)) && DECLINED.test(text.slice(0, 2500)) && !HER_REVIEW.test(text.slice(0, 2500));

/**
 * An invitation sent to many ('Dear Colleague, … is pleased to invite you to our Summit … Register by 31 January'): a
 * mailing to a list, asking whoever reads it to register or buy a ticket. It records nothing of hers.
 */
const TO_ANYONE = /^\s*(?:dear (?:colleague|colleagues|customer|friend|friends|member|members|all|valued [\p{L}]+|reader|subscriber|participant)s?|hello (?:everyone|all))\s*[,:!]?\s*$/imu;
const REGISTER = /\b(?:register (?:by|at|now|online|here|before|today)|registration (?:is )?(?:now )?open|book (?:your|a) (?:place|seat|ticket)|tickets? (?:are )?(?:on sale|available)|rsvp)\b/i;

export const mailingToMany = (text: string): boolean => TO_ANYONE.test(text.slice(0, 600)) && REGISTER.test(text);

/**
 * A society's invitation to apply and pay ('we would like to invite you to apply for membership … Annual fees start at
 * £104'): joining on request and payment, no peers' judgement of her, and she has not joined yet.
 */
const APPLY_TO_JOIN = /\b(?:invite you|invited) to (?:apply|join|become a member)\b[^.]{0,60}?\b(?:membership|member|fellowship)?\b|\binvite you to apply for (?:membership|associate membership|fellowship)\b/i;
const FEES = /\b(?:annual |membership |joining )?(?:fees?|dues|subscription)\b[^.]{0,40}(?:[$£€]\s?\d|\d+\s?(?:USD|EUR|GBP))|\b(?:fees?|dues) start at\b/i;

export const invitedToApplyAndPay = (text: string): boolean => APPLY_TO_JOIN.test(text) && /\bmembership\b/i.test(text) && FEES.test(text);

/**
 * A listing bought ('Thank you for your listing fee of £450. Your profile now appears in the … directory'): a page she paid
 * to be on is no one's recognition of her.
 */
// Not a placement or an entry fee (a recruiter's, a contest's): a fee to be listed, and the listing it bought.
const PAID_LISTING = /\b(?:listing|inclusion|profile) fee\b[\s\S]{0,200}?\b(?:directory|listing|profile|appears?)\b|\bsponsored (?:listing|profile|feature)\b|\bpaid (?:listing|placement|feature)\b|\bthank you for (?:your )?(?:payment|purchase)\b[^.]{0,80}\b(?:listing|profile|directory|feature)\b/i;

export const paidListing = (text: string): boolean => PAID_LISTING.test(text.slice(0, 2000));

/**
 * A working schedule ('Rehearsal schedule, week of 6 October', a call sheet): it says who is called when, not what part
 * anyone has.
 */
const SCHEDULE_HEAD = /^\s*(?:[\p{L}'’ ]{0,30}\s)?(?:rehearsal schedule|call sheet|shooting schedule|rehearsal call|daily call|work schedule|rota|duty roster)\b[^\n]{0,60}$/imu;

export const workingSchedule = (text: string): boolean => SCHEDULE_HEAD.test(text.slice(0, 300));

/**
 * A personal bank statement ('Statement of account', 'Account holder: Takumi Sato', its balances): a person's money, no
 * company's business and no salary letter.
 */
const BANK_STATEMENT = /\b(?:statement of account|account statement|bank statement)\b/i;
const BALANCES = /\b(?:opening|closing|available) balance\b/i;
const HOLDER = /^\s*account (?:holder|name)\s*:\s*(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}\s*$/imu;
const COMPANY_WORD = /\b(?:Inc|LLC|Ltd|Limited|Corp|Corporation|GmbH|K\.K\.|S\.A\.|plc|Company|Co\.)\b/;

export const personalBankStatement = (text: string): boolean => {
  const holder = HOLDER.exec(text.slice(0, 1500))?.[0] ?? '';
  return BANK_STATEMENT.test(text.slice(0, 600)) && BALANCES.test(text) && holder !== '' && !COMPANY_WORD.test(holder);
};

/**
 * An organiser's note that she declined its invitation to judge ('Thank you for your reply to our invitation to serve on
 * the jury … we have noted that you are unable to take part'): invited, she judged nothing (tune26, decision 141).
 */
const INVITED_TO_SERVE = /\binvitation to (?:serve|sit|join|judge|review|act)\b|\binvit\w*\s+you\s+to\s+(?:serve|sit|join|judge|review)\b/i;
const SHE_DECLINED =
  /\b(?:you|she|he) (?:are|were|is|was) (?:unable|not able) to (?:take part|serve|sit|join|accept|participate)\b|\b(?:you|she|he) (?:have |has )?(?:declined|turned down)\b|\b(?:your|her|his) decision to decline\b|\bsorry (?:that )?you (?:cannot|can(?:'|’)t|are unable)\b|\bunable to accept (?:our|the|this) invitation\b/i;

/** The page's first words with its lines joined (a PDF's lines break sentences anywhere). */
const flatHead = (text: string) => text.slice(0, 2500).replace(/\s+/g, ' ');

export const declinedInvitation = (text: string): boolean => INVITED_TO_SERVE.test(flatHead(text)) && SHE_DECLINED.test(flatHead(text));

/**
 * A funder's no to her application ('We regret to tell you that your application was not selected for funding'): she
 * applied, and no one funds or backs the endeavor for it (tune26, decision 141).
 */
const HER_APPLICATION = /\byour (?:grant |funding )?(?:application|proposal)\b/i;
const NOT_FUNDED =
  /\bnot (?:been )?(?:selected|chosen|recommended|approved) for (?:funding|support|an? (?:grant|award))\b|\b(?:application|proposal) (?:was|has been|is) (?:unsuccessful|not successful|not funded|declined)\b|\b(?:unable|not able) to (?:fund|support) (?:your|this) (?:application|proposal|project)\b/i;

export const declinedApplication = (text: string): boolean => HER_APPLICATION.test(flatHead(text)) && NOT_FUNDED.test(flatHead(text));

/**
 * An invitation to speak, headed so or asking her to join a panel ('Speaker Invitation'; 'We would be delighted if you
 * would join the panel …'): an event she is asked to, not a record of anything she did (tune26, decision 141).
 */
const SPEAKER_HEAD = /^[^\n]{0,100}\b(?:speaker|panellist|panelist|keynote) invitation\b|^[^\n]{0,100}\binvitation to (?:speak|present|join (?:the|our|a) panel)\b/im;
const JOIN_PANEL = /\b(?:delighted|pleased|glad|honou?red)\b[^.]{0,30}\bif you (?:would|could) (?:join|speak|present|chair|moderate)\b[^.]{0,40}\b(?:panel|session|summit|forum|conference|symposium)\b/i;
/** … asking her to judge too ('to speak and to judge the posters') is asked to judge. */
const ASKED_TO_JUDGE = /\b(?:judg\w*|review\w*|referee\w*|adjudicat\w*|jury|juror)\b/i;

export const speakerInvitation = (text: string): boolean => (SPEAKER_HEAD.test(text.slice(0, 400)) || JOIN_PANEL.test(flatHead(text))) && !ASKED_TO_JUDGE.test(flatHead(text));

/** She turned the offer down ('sorry to hear that you have decided to decline our offer of the position'): no post she holds. */
// Said as done, not as a choice still open ('If you decline this offer, …' in an offer letter is no refusal).
const OFFER_DECLINED = /\b(?:you have|you've) (?:decided to )?(?:declined|decline|turned down|turn down) (?:our|the|this|my) offer\b|\byou (?:declined|turned down) (?:our|the|this|my) offer\b|\bsorry to (?:hear|learn) that you (?:have )?(?:decided to )?(?:decline|turn down)\b/i;

export const offerDeclined = (text: string): boolean => OFFER_DECLINED.test(flatHead(text));

/**
 * A manuscript not yet published ('Manuscript submitted to Nature Geoscience (under review)', 'This manuscript has not
 * been peer reviewed'): a submission is no publication.
 */
const UNDER_REVIEW = /\bmanuscript submitted to\b|\(under review\)|\bunder review (?:at|in|with)\b|\bhas not (?:yet )?been peer[- ]reviewed\b/i;
const PUBLISHED_AS = /\b(?:accepted for publication|published (?:in|online)|available online)\b/i;

export const manuscriptUnderReview = (text: string): boolean => UNDER_REVIEW.test(text.slice(0, 3000)) && !PUBLISHED_AS.test(text.slice(0, 3000));

/** Customers' reviews on a ticket or shop page ('Customer reviews', '★★★★★ "…" – Siobhan, Cork'): no published criticism. */
const CUSTOMER_REVIEWS = /^\s*(?:[^\n]{0,40}\b)?(?:customer|audience|user|guest|visitor|verified buyer)s?['’]? reviews?\b/im;

export const customerReviews = (text: string): boolean => CUSTOMER_REVIEWS.test(text.slice(0, 400));

