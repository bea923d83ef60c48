// An entrant's papers prove nothing: a confirmation of her own entry and its fee, a start list of competitors, and a
// database's 'registration does not guarantee an invitation to review' (issue 32, decision 085).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (visaType: 'O-1A' | 'O-1B' | 'EB-1A', fileName: string, text: string) =>
  analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName: 'Lena Okafor' });

describe("an entrant's papers", () => {
  it('files a confirmation of her entry and its fee as other, not as recognition by a jury', () => {
    const a = read('O-1B', 'jury_entry.txt', `Poster Artists Guild — Competitions Office
Entry confirmation — Poster Competition 2025
Date: January 17, 2025
Entrant: Lena Okafor
Entries received: 3
Entry fees paid: $150
Thank you for entering. Your posters will be judged in March by the competition jury.`);
    expect(a.category).toBe('other');
  });

  it('files a start list that lists her among the competitors as other', () => {
    const a = read('O-1A', 'start_list.pdf', `NORDIC SPRINT CUP 2025 — ROUND 3, OSLO
Start List — Women's Heats, Heat 2 — Saturday 14 June 2025, 10:00
Order Bib Name Nation
1 112 BERG Ingrid NOR
2 131 OKAFOR Lena GBR
3 145 SALO Aino FIN
The first two of each heat advance to the final.
Nordic Athletics Association — Competition Department`);
    expect(a.category).toBe('other');
  });

  it("files a reviewer database's registration notice that guarantees no invitation as other", () => {
    const a = read('EB-1A', 'reviewer_profile.txt', `From: Journal of Coastal Studies Editorial System <noreply@jcs.example>
Subject: Your reviewer profile has been created
Dear Dr. Okafor,
Thank you for registering as a potential reviewer. Your profile and keywords are now active in our database.
Registration does not guarantee an invitation to review. Editors search the database when a submission matches your keywords.`);
    expect(a.category).toBe('other');
  });
});
