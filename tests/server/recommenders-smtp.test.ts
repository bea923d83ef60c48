import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { petitions, profiles } from '../../server/platform/db/schema';
import type { CreatedRequest, RecommendationRequest } from '../../src/contract/recommenders';
import { DATABASES, startTestServer, type TestServer } from './harness';

// The invitation goes out through a real SMTP server on 127.0.0.1 (smtp-server), read back as it arrived;
// a port that refuses connections leaves the link usable and says so to the applicant.

type Received = { from: string; to: string[]; raw: string };

function startSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const { port } = smtp.server.address() as net.AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => smtp.close(() => done())) });
    });
  });
}

/** A port nothing listens on: bound, then closed, so a connection is refused at once. */
async function refusedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The decoded body of the MIME part of this type (quoted-printable, as nodemailer writes text). */
function part(raw: string, type: string): string {
  const at = raw.indexOf(`Content-Type: ${type}`);
  if (at < 0) return '';
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4).split(/\r\n--/)[0]!;
  return body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const INVITE = { recommenderName: 'Grace Hopper', recommenderEmail: 'grace@navy.example.org', recommenderTitle: 'Professor', recommenderOrganization: 'Yale University', relationship: 'An outside expert.' };

describe.each(DATABASES)('recommender invitations by email, on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let delivering: TestServer;
  let refusing: TestServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    delivering = await startTestServer(kind, {}, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Exhibit <invites@exhibit.test>' } });
    refusing = await startTestServer(kind, {}, { env: { SMTP_URL: `smtp://127.0.0.1:${await refusedPort()}` } });
  });
  afterAll(async () => {
    await delivering?.stop();
    await refusing?.stop();
    await smtp?.close();
  });

  async function invite(server: TestServer) {
    const user = await server.signUp();
    const [profile] = await server.deps.database.db.insert(profiles).values({ userId: user.userId, fullName: 'Ada Lovelace' }).returning();
    const [petition] = await server.deps.database.db.insert(petitions).values({ profileId: profile!.id, visaType: 'EB-1A' }).returning();
    const res = await server.inject({ method: 'POST', url: `/api/petitions/${petition!.id}/recommendation-requests`, headers: { cookie: user.cookie }, payload: INVITE });
    expect(res.statusCode, res.body).toBe(201);
    return { ...user, petitionId: petition!.id, created: res.json() as CreatedRequest };
  }

  it('emails the link with a plain text and an HTML part', async () => {
    const { created } = await invite(delivering);
    expect(created.email).toEqual({ state: 'sent' });
    const mail = smtp.received.find((m) => m.to.includes(INVITE.recommenderEmail));
    expect(mail?.from).toBe('invites@exhibit.test');
    expect(mail!.raw).toMatch(/^Subject: Ada Lovelace asks for your recommendation letter\r?$/m);
    const text = part(mail!.raw, 'text/plain');
    const html = part(mail!.raw, 'text/html');
    expect(text).toContain('Dear Grace Hopper,');
    expect(text).toContain(created.link);
    expect(html).toContain(`href="${created.link}"`);
  });

  it('keeps the link usable and tells the applicant when the SMTP server refuses the connection', async () => {
    const { created, cookie, petitionId } = await invite(refusing);
    expect(created.email.state).toBe('failed');
    expect(created.email.error).toMatch(/could not be sent .*ECONNREFUSED.*The link works: copy it and send it yourself\./);
    const [id, token] = [created.id, created.link.split('#')[1]!];
    const page = await refusing.inject({ method: 'GET', url: `/api/recommend/${id}`, headers: { 'x-recommender-token': token } });
    expect(page.statusCode, page.body).toBe(200);
    const listed = (await refusing.inject({ method: 'GET', url: `/api/petitions/${petitionId}/recommendation-requests`, headers: { cookie } })).json() as RecommendationRequest[];
    expect(listed[0]!.email).toEqual(created.email);
    expect(listed[0]!.status).toBe('opened');
  });
});
