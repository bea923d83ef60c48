/** Box-office, sales, chart, streaming or ratings figures. */
import type { KindSpec } from './spec';

export const salesReport: KindSpec = {
  cues: [
    { re: /\b(box[- ]office|opening weekend|theatrical gross|worldwide gross|domestic gross|grossed)\b/i, weight: 2.5, label: 'box-office figures' },
    { re: /\b(weekly grosses|gross(es)? this week|cumulative gross|gross (ticket )?sales)\b|\b(attendance|capacity( sold)?)\s*:\s*[\d,]+|\b(?:tour |box[- ]office )?settlement (?:summary|statement|report)\b|\btickets sold\s*\|[^\n]*\bgross\b/i, weight: 2.5, label: "a production's grosses" },
    { re: /\b(units sold|copies sold|certified (gold|platinum|diamond)|RIAA|chart position|peaked at (no\.|number)|billboard|streams|royalty statement|sales report|ticket sales|sold[- ]out)\b/i, weight: 2, label: 'sales figures' },
    // A statement's labelled sales lines: 'Copies sold in the period (France, Belgium): 12,950'.
    // A label's or distributor's statement with its figures labelled: 'Royalty and Streaming Statement', 'Artist statement', 'Total streams …: 41,600,000', 'Vinyl sold: 7,800'.
    { re: /\b(?:royalty|streaming|sales|earnings|artist)(?: and (?:streaming|sales|royalty))? statement\b|^[^:\n]{0,30}\b(?:streams|listeners|plays|downloads)\b[^:\n]{0,40}:\s*[\d,]{3,}|^\s*[\p{L} ]{1,20} sold\s*:\s*[\d,]+/imu, weight: 1.5, label: 'a statement of streams or sales' },
    { re: /^\s*(copies|units|tickets) sold\b[^:\n]{0,60}:\s*[\d,]+/im, weight: 1, label: 'labelled sales' },
    // A distributor's statement of a film's cinema results: 'Theatrical results statement', a table with its admissions and gross.
    { re: /\b(?:theatrical|cinema|box[- ]office) (?:results|returns|receipts) (?:statement|report)\b|^\s*\|?[^\n]*\badmissions\s*\|[^\n]*\bgross\b/im, weight: 2.5, label: "a distributor's statement of admissions" },
    // A broadcaster's or platform's audience figures for a title: views, viewers, ratings, 'the most watched'.
    { re: /\b(audience (insight|report|figures|data|research)|viewing figures|(episode|total|programme) views|unique viewers|viewers?:|ratings report|most[- ]watched|average audience)\b/i, weight: 2.5, label: 'audience figures' },
    // A chart: titles ranked by what they sold or how long they were watched ('Weekly U.S. streaming top 10', a table
    // headed 'Rank | Title | Service | Minutes viewed', with or without a bar before its first cell). Its first row is the
    // week's leader, no prize's winner.
    { re: /\b(?:streaming|sales|box[- ]office|album|singles|viewing|bestseller)\s+(?:top\s+\d{1,3}|chart)\b|^\s*\|?\s*(?:rank|#|pos(?:ition)?|no\.?)\s*\|[^\n]*\|\s*(?:minutes viewed|hours viewed|views|viewers|streams|plays|sales|units(?: sold)?|copies(?: sold)?|gross|weekend gross|revenue)\b/im, weight: 2.5, label: 'a chart of titles by sales or viewing' },
  ],
  fileName: /sales|box.?office|revenue/,
  facts: { subject: null, states: ['issuer', 'date', 'figures'] },
  proves: { 'O-1A': null, 'O-1B': 'commercial_success', 'EB-1A': 'commercial_success', 'EB-1B': null, 'EB-1C': null, UK_GLOBAL_TALENT: 'contributions', 'EB-2 NIW': null },
};
