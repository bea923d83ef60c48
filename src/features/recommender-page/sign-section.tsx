import { useState } from 'react';
import { Button } from '../../components/button';
import { OfflineError, PortalError, portalApi, type Link } from './portal-api';
import { SignaturePad, type Strokes } from './signature-pad';

/** Signing (typed name, drawn signature, the confirmation) or declining, with an optional reason. */
export function SignSection(props: { link: Link; csrf: string; confirmation: string; beforeSign: () => Promise<void>; onSigned: () => void; onDeclined: () => void }) {
  const { link, csrf } = props;
  const [fullName, setFullName] = useState('');
  const [strokes, setStrokes] = useState<Strokes>([]);
  const [confirmed, setConfirmed] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (work: () => Promise<unknown>, done: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await props.beforeSign();
      await work();
      done();
    } catch (e) {
      if (e instanceof OfflineError) setError('You are offline. Nothing was lost: sign again when you are back online.');
      else if (e instanceof PortalError) setError(Object.values(e.fieldErrors)[0] ?? e.message);
      else setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <h2>Sign</h2>
      <div className="field">
        <label htmlFor="full-name">Your full name</label>
        <input id="full-name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
      </div>
      <div className="field">
        <span id="signature-label">Your signature</span>
        <SignaturePad strokes={strokes} onChange={setStrokes} disabled={busy} />
        <Button fill="clear" size="small" className="clear-signature" onClick={() => setStrokes([])}>
          Clear signature
        </Button>
      </div>
      <label className="check">
        <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        {props.confirmation}
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <Button disabled={busy || !confirmed} onClick={() => void attempt(() => portalApi.sign(link, csrf, { fullName, confirmed: true, strokes }), props.onSigned)}>
          {busy ? 'Signing...' : 'Sign the letter'}
        </Button>
      </div>
      <details className="decline">
        <summary>I would rather not write this letter</summary>
        <label htmlFor="decline-reason">Reason (optional)</label>
        <textarea id="decline-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Button fill="outline" color="danger" disabled={busy} onClick={() => void attempt(() => portalApi.decline(link, csrf, reason), props.onDeclined)}>
          Decline
        </Button>
      </details>
    </section>
  );
}
