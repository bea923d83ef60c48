import { z } from 'zod';

/** The recommender links' settings (issue 35): how long a link lasts, and where its email goes out. */
export type RecommenderSettings = {
  /** RECOMMENDER_LINK_DAYS, default 30. */
  linkDays: number;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://…): unset, links are only copied and shared by the applicant. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, the sender the invitations carry. */
  mailFrom: string;
  /**
   * The recommender page's calls allowed in each window, per link (RECOMMENDER_RATE_LIMIT_PER_TOKEN) and per
   * client address (RECOMMENDER_RATE_LIMIT_PER_ADDRESS), over RECOMMENDER_RATE_LIMIT_WINDOW seconds.
   */
  rateLimit: { perToken: number; perAddress: number; windowSeconds: number };
};

const schema = z.object({
  RECOMMENDER_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//i.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Exhibit <no-reply@localhost>'),
  // Far above a person typing (a save a second while they type), far below a script guessing or flooding.
  RECOMMENDER_RATE_LIMIT_PER_TOKEN: z.coerce.number().int().min(1).default(900),
  RECOMMENDER_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(1500),
  RECOMMENDER_RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).max(86_400).default(600),
});

export function parseRecommenderEnv(env: NodeJS.ProcessEnv): RecommenderSettings | Error {
  const parsed = schema.safeParse(env);
  if (!parsed.success) return new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  const e = parsed.data;
  return {
    linkDays: e.RECOMMENDER_LINK_DAYS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    rateLimit: { perToken: e.RECOMMENDER_RATE_LIMIT_PER_TOKEN, perAddress: e.RECOMMENDER_RATE_LIMIT_PER_ADDRESS, windowSeconds: e.RECOMMENDER_RATE_LIMIT_WINDOW },
  };
}
