/**
 * Pages that call for people rather than record what someone did (issue 32, tune23, decision 125): a casting call back
 * to a final audition, and a job advertisement. A callback asks her to try out for a role still to be cast; an
 * advertisement asks anyone to apply for a post no one holds yet. Neither is the role, the post or the business.
 */

/** Asked to a callback or an audition ('one of 6 aerialists we are inviting to the final callback', 'invite you to audition'). */
const AUDITION = /\b(?:invit\w*|asked?|called?\s+back)\s+(?:you\s+)?(?:back\s+)?to\s+(?:(?:the|a|our|its)\s+)?(?:final\s+|second\s+|closing\s+)?(?:callbacks?|auditions?|screen\s+tests?)\b|\binvit\w*\s+you\s+to\s+audition\b/i;
/** The role given: a cast list, an offer of the part, a contract. */
const CAST = /\b(?:(?:you|she|he) (?:have|has) been cast|(?:are|is) pleased to offer (?:you|her|him) the (?:role|part)|offer (?:you|her|him) the (?:role|part)|cast (?:you|her|him) as|engagement contract|deal memo)\b/i;

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
