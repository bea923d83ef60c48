import { useCallback, useEffect, useRef, useState } from 'react';
import { ANSWER_FIELDS, ANSWER_MAX, SHORT_ANSWER_MAX } from '../../contract/recommender-questionnaire';
import type { Answers } from '../../contract/recommenders';
import { writeDraft } from './local-draft';
import { OfflineError, PortalError, portalApi, type Link } from './portal-api';

type SaveState = 'saved' | 'saving' | 'offline' | 'refused';
const DEBOUNCE_MS = 600;
const RETRY_MS = 3000;
const SHORT: ReadonlySet<string> = new Set(['knownSince', 'position']);

/** The limit message for a field that is over, shown beside it; nothing is sent while one is. */
function overLimit(answers: Answers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of ANSWER_FIELDS) {
    const max = SHORT.has(f) ? SHORT_ANSWER_MAX : ANSWER_MAX;
    if (answers[f].length > max) out[f] = `At most ${max.toLocaleString('en-US')} characters: this answer has ${answers[f].length.toLocaleString('en-US')}. Shorten it: what you typed is kept on this page.`;
  }
  return out;
}

/**
 * Saved as they type: each change is kept in the browser at once and sent to the server shortly after. Without
 * a connection the page says so, keeps everything locally and sends it when the browser is back online.
 */
export function useAutosave(link: Link, csrf: string, initial: { answers: Answers; letterText: string; unsaved: boolean }) {
  const [answers, setAnswersState] = useState(initial.answers);
  const [letterText, setLetterState] = useState(initial.letterText);
  const [state, setState] = useState<SaveState>(initial.unsaved ? 'saving' : 'saved');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const current = useRef({ answers: initial.answers, letterText: initial.letterText });
  const dirty = useRef({ answers: initial.unsaved, letter: initial.unsaved && initial.letterText !== '' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);

  const keepLocally = useCallback(() => writeDraft(link.id, { ...current.current, unsaved: dirty.current.answers || dirty.current.letter }), [link.id]);

  const saveNow = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (running.current) await running.current;
    if (!dirty.current.answers && !dirty.current.letter) return;
    const tooLong = overLimit(current.current.answers);
    setFieldErrors(tooLong);
    if (Object.keys(tooLong).length > 0) {
      setState('refused');
      return;
    }
    setState('saving');
    const run = (async () => {
      try {
        if (dirty.current.answers) {
          const sent = current.current.answers;
          dirty.current.answers = false;
          await portalApi.saveAnswers(link, csrf, sent).catch((e: unknown) => {
            dirty.current.answers = true;
            throw e;
          });
        }
        if (dirty.current.letter) {
          const sent = current.current.letterText;
          dirty.current.letter = false;
          await portalApi.saveLetter(link, csrf, sent).catch((e: unknown) => {
            dirty.current.letter = true;
            throw e;
          });
        }
        keepLocally();
        setState(dirty.current.answers || dirty.current.letter ? 'saving' : 'saved');
      } catch (error) {
        keepLocally();
        if (error instanceof OfflineError) {
          setState('offline');
          timer.current = setTimeout(() => void saveNow(), RETRY_MS);
        } else {
          if (error instanceof PortalError) setFieldErrors(error.fieldErrors);
          setState('refused');
        }
      }
    })();
    running.current = run;
    await run;
    running.current = null;
    // Typed while the save ran: send that too.
    if ((dirty.current.answers || dirty.current.letter) && navigator.onLine) timer.current = setTimeout(() => void saveNow(), DEBOUNCE_MS);
  }, [link, csrf, keepLocally]);

  const schedule = () => {
    keepLocally();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), DEBOUNCE_MS);
  };

  const setAnswers = (next: Answers) => {
    current.current.answers = next;
    dirty.current.answers = true;
    setAnswersState(next);
    schedule();
  };
  const setLetterText = (next: string, opts: { saved?: boolean } = {}) => {
    current.current.letterText = next;
    setLetterState(next);
    if (opts.saved) {
      keepLocally();
      return;
    }
    dirty.current.letter = true;
    schedule();
  };

  useEffect(() => {
    const online = () => void saveNow();
    window.addEventListener('online', online);
    if (initial.unsaved) void saveNow();
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
    // Once per page: the initial draft is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saveNow]);

  return { answers, setAnswers, letterText, setLetterText, state, fieldErrors, saveNow };
}
