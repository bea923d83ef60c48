import { useEffect, useState } from 'react';
// Its words from the contract's import-free module; the schemas' module only for types (nothing of it is loaded).
import { DECLARED_TIE_LABELS, DECLARED_TIES, EMPTY_ANSWERS, LINK_INVALID_MESSAGE, SIGN_CONFIRMATION } from '../../contract/recommender-questionnaire';
import type { Portal } from '../../contract/recommenders';
import { Button } from '../../components/button';
import { clearDraft, readDraft } from './local-draft';
import { linkFromLocation, OfflineError, PortalError, portalApi, type Link } from './portal-api';
import { Questionnaire } from './questionnaire';
import { SignSection } from './sign-section';
import { useAutosave } from './use-autosave';
import { LetterSection } from './letter-section';
import './recommend-page.css';

type Loaded = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'offline' } | { kind: 'ready'; portal: Portal };

/**
 * The recommender's page (issue 35): no account, phone-first, any browser. It says who asks and why, shows what
 * they are asked about and the exhibits shared with them, and takes their own words, their own letter, their
 * signature or their refusal.
 */
export function RecommendPage() {
  const [link] = useState<Link | null>(() => linkFromLocation(window.location));
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  const load = () => {
    if (!link) return setLoaded({ kind: 'invalid' });
    setLoaded({ kind: 'loading' });
    portalApi
      .load(link)
      .then((portal) => setLoaded({ kind: 'ready', portal }))
      .catch((error: unknown) => setLoaded(error instanceof OfflineError ? { kind: 'offline' } : error instanceof PortalError && error.status === 404 ? { kind: 'invalid' } : { kind: 'offline' }));
  };
  useEffect(load, [link]);
  useEffect(() => {
    document.title = 'Your recommendation letter';
  }, []);

  return <div className="recommend-scroll">{body(loaded, link, load)}</div>;
}

function body(loaded: Loaded, link: Link | null, load: () => void) {
  if (loaded.kind === 'loading')
    return (
      <main className="recommend-page" aria-busy="true">
        <p>Loading...</p>
      </main>
    );
  if (loaded.kind === 'invalid')
    return (
      <main className="recommend-page">
        <h1>Recommendation letter</h1>
        <p role="alert" data-testid="link-invalid">{LINK_INVALID_MESSAGE}</p>
      </main>
    );
  if (loaded.kind === 'offline')
    return (
      <main className="recommend-page">
        <h1>Recommendation letter</h1>
        <p role="alert">This page needs a connection. Anything you typed is kept in this browser.</p>
        <Button onClick={load}>Try again</Button>
      </main>
    );
  return <Ready link={link!} portal={loaded.portal} />;
}

function Ready({ link, portal }: { link: Link; portal: Portal }) {
  const [status, setStatus] = useState(portal.status);
  const local = readDraft(link.id);
  // A draft this browser could not save yet is newer than the server's copy.
  const saver = useAutosave(link, portal.csrf, {
    answers: local?.unsaved && local.answers ? local.answers : { ...EMPTY_ANSWERS, ...portal.answers },
    letterText: local?.unsaved && local.letterText !== undefined ? local.letterText : portal.letterText,
    unsaved: local?.unsaved ?? false,
  });
  const applicant = portal.applicantName || 'The applicant';
  const closed = status === 'signed' || status === 'declined';

  return (
    <main className="recommend-page">
      <header>
        <h1>A recommendation letter for {applicant}</h1>
        <p>
          Dear {portal.recommenderName}, {applicant} is preparing a {portal.visaLabel || 'visa'} petition and asks whether you would write a recommendation letter in your own
          words. What you write and sign here goes to {applicant} as your signed letter for the petition, and nowhere else.
        </p>
        <p className="muted">This link works until {portal.expiresAt.slice(0, 10)}. Your answers are saved as you type; you can close this page and come back.</p>
      </header>
      <SaveBanner state={saver.state} />

      {portal.keyAchievements.length > 0 && (
        <section>
          <h2>What {applicant} asks you to speak to</h2>
          <ul>{portal.keyAchievements.map((a) => <li key={a}>{a}</li>)}</ul>
        </section>
      )}
      {portal.exhibits.length > 0 && (
        <section>
          <h2>Documents shared with you</h2>
          <ul>
            {portal.exhibits.map((e) => (
              <li key={e.id}>
                <a href={e.url} target="_blank" rel="noopener noreferrer">{e.label}: {e.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {status === 'signed' ? (
        <section data-testid="signed-done" role="status">
          <h2>Signed</h2>
          <p>Thank you. Your signed letter has gone to {applicant}. It can no longer change; a new version needs a new request.</p>
        </section>
      ) : status === 'declined' ? (
        <section role="status">
          <h2>Declined</h2>
          <p>You declined this request. {applicant} has been told.</p>
        </section>
      ) : (
        <>
          <Questionnaire answers={saver.answers} onChange={saver.setAnswers} fieldErrors={saver.fieldErrors} ties={DECLARED_TIES} tieLabels={DECLARED_TIE_LABELS} disabled={closed} />
          <LetterSection link={link} csrf={portal.csrf} saver={saver} />
          <SignSection
            link={link}
            csrf={portal.csrf}
            confirmation={SIGN_CONFIRMATION}
            beforeSign={saver.saveNow}
            onSigned={() => {
              clearDraft(link.id);
              setStatus('signed');
            }}
            onDeclined={() => {
              clearDraft(link.id);
              setStatus('declined');
            }}
          />
        </>
      )}
    </main>
  );
}

function SaveBanner({ state }: { state: string }) {
  const text: Record<string, string> = {
    saved: 'All changes saved.',
    saving: 'Saving...',
    offline: 'You are offline. Your answers are kept in this browser and will be saved when you are back online.',
    refused: 'Not saved yet: see the message beside the answer. What you typed is kept on this page.',
  };
  return (
    <p className={`save-state save-${state}`} role="status" data-testid="save-state">
      {text[state]}
    </p>
  );
}
