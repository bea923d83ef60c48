/** An election or membership notice: 'elected a Fellow', an admission standard, bylaws. */
import type { KindSpec } from './spec';

export const membership: KindSpec = {
  cues: [
    { re: /\b(elected|admitted|inducted|elevat(ed|ion))\b[^.]{0,60}?\b(fellows?|members?|member grade|senior member|full member|honorary member)\b|\b(elects?|election of)\b[^.]{0,30}\b(new )?(fellows|members)\b/i, weight: 3, label: 'an election' },
    { re: /\b(admission|membership|election|fellowship|status) (requires|is limited|is reserved|is granted|is by|is conferred|criteria|recognises|recognizes)\b|\brequires? (outstanding|distinguished|significant) (achievement|contribution)|\b(fellows|members) are (elected|chosen|selected|admitted)\b|\b(no more than|only|fewer than) (a small percentage|[\d.]+ (percent|%)) of (members|the membership)/i, weight: 2.5, label: 'an admission standard' },
    { re: /\bwelcome (you )?(as a|as an|to) (the )?(new )?(fellow|member)/i, weight: 2, label: 'a welcome to members' },
    // 'Your application for Full Member grade … has been approved by the Membership Committee'.
    { re: /\b(application|candidacy) for [^.]{0,60}\b(member(ship)?|fellow(ship)?)\b[^.]{0,80}\b(has been|was|is) (approved|accepted)\b/i, weight: 3, label: 'an admission approved' },
    { re: /^\s*member(ship)? (number|no\.?|year|grade|id)\s*:/im, weight: 1, label: 'a member number' },
    { re: /\b(fellow|member) of the\b|\bmembership (certificate|number|no)\b/i, weight: 1, label: 'membership' },
    { re: /\b(bylaws|by-laws|nominated by|induction)\b/i, weight: 1, label: 'bylaws or nomination' },
  ],
  fileName: /member|fellow/,
  facts: { subject: 'elected', states: ['issuer', 'date', 'subject', 'figures'] },
  // O-1B has no memberships criterion: election by peers is recognition from experts there.
  proves: { 'O-1A': 'memberships', 'O-1B': 'expert_recognition', 'EB-1A': 'memberships', 'EB-1B': 'memberships', 'EB-1C': null, UK_GLOBAL_TALENT: null, 'EB-2 NIW': 'memberships' },
};
