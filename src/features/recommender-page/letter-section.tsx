import { useRef, useState } from 'react';
import { Button } from '../../components/button';
import { OfflineError, portalApi, type Link } from './portal-api';
import type { useAutosave } from './use-autosave';

/** Their letter: arranged from their answers (their sentences only), written or edited freely, or their own file. */
export function LetterSection({ link, csrf, saver }: { link: Link; csrf: string; saver: ReturnType<typeof useAutosave> }) {
  const [busy, setBusy] = useState<'arrange' | 'upload' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const run = async (kind: 'arrange' | 'upload', work: () => Promise<{ letterText: string }>) => {
    setBusy(kind);
    setMessage(null);
    try {
      await saver.saveNow();
      saver.setLetterText((await work()).letterText, { saved: true });
    } catch (error) {
      setMessage(error instanceof OfflineError ? 'This needs a connection. Try again when you are back online.' : (error as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section>
      <h2>Your letter</h2>
      <p className="muted">Have your answers arranged into a letter (your sentences only, with a greeting and your title block), then edit it as you like; or upload a letter of your own on letterhead.</p>
      <div className="actions">
        <Button disabled={busy !== null} onClick={() => void run('arrange', () => portalApi.arrange(link, csrf))}>
          {busy === 'arrange' ? 'Arranging...' : 'Arrange my answers into a letter'}
        </Button>
        {/* The native input stays (transparent, out of the tab order) so its label reaches tests and assistive tech; the Button opens it. */}
        <span className="file-button">
          <input
            ref={fileInput}
            type="file"
            tabIndex={-1}
            aria-label="Upload my own letter (PDF or Word)"
            accept="application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx"
            disabled={busy !== null}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void run('upload', () => portalApi.upload(link, csrf, file));
            }}
          />
          <Button fill="outline" disabled={busy !== null} onClick={() => fileInput.current?.click()}>
            {busy === 'upload' ? 'Uploading...' : 'Upload my own letter (PDF or Word)'}
          </Button>
        </span>
      </div>
      {message && <p className="field-error" role="alert">{message}</p>}
      <label htmlFor="letter-text">Letter</label>
      <textarea id="letter-text" rows={14} value={saver.letterText} onChange={(e) => saver.setLetterText(e.target.value)} placeholder="Your letter appears here. You can also write it yourself." />
    </section>
  );
}
