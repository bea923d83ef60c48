import { z } from 'zod';

/** The recommender links' settings (issue 35): how long a link lasts, and where its email goes out. */
export type RecommenderSettings = {
  /** RECOMMENDER_LINK_DAYS, default 30. */
  linkDays: number;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://…): unset, links are only copied and shared by the applicant. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, the sender the invitations carry. */
  mailFrom: string;
};

const schema = z.object({
  RECOMMENDER_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//i.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Exhibit <no-reply@localhost>'),
});

export function parseRecommenderEnv(env: NodeJS.ProcessEnv): RecommenderSettings | Error {
  const parsed = schema.safeParse(env);
  if (!parsed.success) return new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  return { linkDays: parsed.data.RECOMMENDER_LINK_DAYS, smtpUrl: parsed.data.SMTP_URL || undefined, mailFrom: parsed.data.MAIL_FROM };
}
