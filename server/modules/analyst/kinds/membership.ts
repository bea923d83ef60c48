/** An election or membership notice: 'elected a Fellow', an admission standard, bylaws. */
import { everywhere, type KindSpec } from './spec';
import { JOINED_BY_PAYING } from './weights';

/** 'Membership is open to anyone who cares about coral reefs': joining asks nothing of her but dues. */
// … named with its body: 'Membership of the Island Birders Network is open to everyone who …'.
// … or the body by its noun ('The Alliance is open to all craftspeople'), or the page saying no one is chosen ('There is no
// selection: membership begins as soon as dues are paid').
const OPEN_TO_ALL = /\b(?:membership(?: of(?: the)?(?:\s+\p{Lu}[\p{L}'’&-]*){1,6})?|it|the (?:society|association|network|club|alliance|guild|federation|collective|circle|league|union|cooperative|co-operative))\s+is\s+open\s+to\s+(?:all\b|anyone\b|everyone\b|any\b|[^.]{0,80}\banyone\b)|\bthere is no (?:selection|vetting|jury|review of (?:work|applications))\b|\bmembership (?:begins|starts|is granted|is confirmed) (?:as soon as|when|once|on) (?:the )?(?:dues|fees?|payment|subscription)\b/iu;
/**
 * How to join, told as a fee to pay: 'How to join: designers qualify with one credit … and pay the initiation fee and
 * quarterly dues', 'Choose a member type and pay online'. Joining asks a fee (and at most a credit), no peers' judgement.
 */
/** Bought to take part, as every competitor must: 'is required of every competitor, whatever their level'. */
const REQUIRED_OF_ALL = /\brequired of (?:every|all|any) (?:competitors?|entrants?|participants?|players?|athletes?|riders?|fencers?|members?)\b|\bwhatever (?:their|your|his|her) level\b/i;
/**
 * A trade union's or craft guild's local and its card ('Picture Editors Guild, Local 719', 'present at guild-signatory
 * productions'): joined by working under its contracts and paying dues, not chosen by peers for achievement.
 */
const UNION_LOCAL = /\b(?:guild|union)\W{1,3}local\s*(?:no\.?\s*)?\d+\b|\b(?:union|guild)[- ]signatory\b|\bunion (?:card|dues)\b/i;
const JOIN_BY_PAYING = /\b(?:how to join|to join|who can join)\b[^\n]{0,200}?\bpay (?:the |an? )?(?:initiation fee|joining fee|dues|annual fee|online)\b/i;

/**
 * A receipt for dues or a renewal ('Membership renewal receipt', 'Dues paid for 2025', 'Thank you for renewing'), or a
 * welcome that charges a card ('Thank you for joining … Amount charged: $178.00'): paid, not chosen.
 */
const DUES_RECEIPT = /\b(?:membership )?renewal (?:receipt|confirmation|invoice)\b|\bdues (?:paid|received)\b|\bthank you for renewing (?:your )?membership\b|\bthank you for joining\b[\s\S]{0,600}?\b(?:amount (?:charged|paid)|charged to your|card ending|(?:visa|mastercard|amex) ending|payment received)\b/i;

export const membership: KindSpec = {
  cues: [
    // A member grade with what it requires, as a card states it: 'Grade: Member (requires an engineering degree and 4 years of practice)'.
    { re: /\b(?:grade|class|category)\s*:\s*[^\n(]{0,30}\(\s*requires? (?:an? |the )?[\p{L} -]{0,40}\b(?:degree|years? of (?:professional )?(?:practice|experience))/iu, weight: 2.5, label: 'a member grade and its requirement' },
    { re: /\b(elected|admitted|inducted|elevat(ed|ion))\b[^.]{0,60}?\b(fellows?|members?|member grade|senior member|full member|honorary member)\b|\b(elects?|election of)\b[^.]{0,30}\b(new )?(fellows|members)\b/i, weight: 3, label: 'an election' },
    { re: /\b(admission|membership|election|fellowship|status) (requires|is limited|is reserved|is granted|is by|is conferred|criteria|recognises|recognizes)\b|\brequires? (outstanding|distinguished|significant) (achievement|contribution)|\b(fellows|members) are (elected|chosen|selected|admitted)\b|\b(no more than|only|fewer than) (a small percentage|[\d.]+ (percent|%)) of (members|the membership)/i, weight: 2.5, label: 'an admission standard' },
    { re: /\bwelcome (you )?(as a|as an|to) (the )?(new )?(fellow|member)/i, weight: 2, label: 'a welcome to members' },
    // 'Your application for Full Member grade … has been approved by the Membership Committee'.
    { re: /\b(application|candidacy) for [^.]{0,60}\b(member(ship)?|fellow(ship)?)\b[^.]{0,80}\b(has been|was|is) (approved|accepted)\b/i, weight: 3, label: 'an admission approved' },
    { re: /^\s*member(ship)? (number|no\.?|year|grade|id)\s*:/im, weight: 1, label: 'a member number' },
    { re: /\b(fellow|member) of the\b|\bmembership (certificate|number|no)\b/i, weight: 1, label: 'membership' },
    { re: /\b(bylaws|by-laws|nominated by|induction)\b/i, weight: 1, label: 'bylaws or nomination' },
    // Written by the body's membership office ('Member Services', 'Membership Team'): what it sends is about joining.
    { re: /^[^\n]{0,80}\bmember(?:ship)? (?:services|office|team|department)\b/im, weight: 1, label: 'a membership office' },
    // A society's welcome on joining: 'Welcome to the Society for Reef Ecology! … your Regular Membership runs until …'.
    { re: /\bwelcome to the\b[^.!]{0,60}\b(society|association|institute|academy|guild|club|federation|union)\b|\byour (?:[\p{L}-]+ ){0,3}membership (?:runs|is (?:now )?(?:valid|active)|expires|renews)\b|\bmembership (?:number|no\.?|id) (?:is|:)/iu, weight: 2, label: 'a welcome on joining' },
    // A membership record's own form: a receipt, a confirmation, a card or a directory of members, and its fields ('Member
    // type:', 'Membership status:', 'Dues paid', 'Member since 2019'). Joined or renewed, whatever it took to join.
    { re: /\bmembership (?:receipt|confirmation|card|renewal|record|certificate)\b|\bmember(?:s'?)? (?:directory|portal|profile)\b/i, weight: 1.5, label: 'a membership record' },
    { re: /^\s*(?:member(?:ship)? (?:type|category|class|grade|status|term|period)\s*:|(?:annual )?dues(?: paid)?\b)/im, weight: 1.5, label: "a membership record's fields" },
    { re: /\bmember since\b/i, weight: 1, label: 'a member since' },
  ],
  fileName: /member|fellow/,
  // Open to anyone who pays, it is no membership requiring outstanding achievement; NIW's exceptional ability asks none.
  otherwise: { when: (text) => OPEN_TO_ALL.test(text) || JOIN_BY_PAYING.test(text) || JOINED_BY_PAYING.test(text) || DUES_RECEIPT.test(text.slice(0, 1500)) || REQUIRED_OF_ALL.test(text) || UNION_LOCAL.test(text), proves: { ...everywhere('other'), 'EB-2 NIW': 'memberships' } },
  facts: { subject: 'elected', states: ['issuer', 'date', 'subject', 'figures'] },
  // O-1B has no memberships criterion: election by peers is recognition from experts there.
  proves: { 'O-1A': 'memberships', 'O-1B': 'expert_recognition', 'EB-1A': 'memberships', 'EB-1B': 'memberships', 'EB-1C': null, UK_GLOBAL_TALENT: null, 'EB-2 NIW': 'memberships' },
};
