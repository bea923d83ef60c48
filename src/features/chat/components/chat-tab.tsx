import { IonSpinner } from '@ionic/react';
import { IonTextarea } from '../../../components/ionic-fields/textarea';
import { send } from 'ionicons/icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSignedInUser } from '../../../api/use-auth';
import { MAX_QUESTION_LENGTH } from '../../../contract/chat';
import type { Petition } from '../../../contract/entities';
import { useAskQuestion } from '../api/ask-question';
import { useEvidenceCount } from '../api/evidence-count';
import { ChatMessage, type ChatEntry } from './chat-message';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';
import './chat.css';

function greeting(name: string, visaType: string, count: number): string {
  const documents = `${count} evidence document${count === 1 ? '' : 's'}`;
  return `Hello${name ? ` ${name}` : ''}! I'm here to help with your **${visaType}** petition. You have uploaded ${documents}. Ask me about your evidence, the visa criteria, or the strength of your petition.`;
}

/** architecture.md §screens Chat tab: questions answered from the petition's evidence; the history lives only on screen. */
export function ChatTab({ petition }: { petition: Petition }) {
  const user = useSignedInUser();
  const evidence = useEvidenceCount(petition.id);
  const ask = useAskQuestion(petition.id);
  const [history, setHistory] = useState<ChatEntry[]>([]);
  const [draft, setDraftState] = useState('');
  // The textarea's latest value: its input events re-render in a later task, so an Enter typed right after the
  // last letter would otherwise send the draft of the render before it, cut short.
  const latestDraft = useRef('');
  const setDraft = (value: string) => {
    latestDraft.current = value;
    setDraftState(value);
  };
  const nextId = useRef(1);
  const scroller = useRef<HTMLDivElement>(null);

  // Follow the conversation; a new answer is shown from its first line, since answers can be long.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const last = el.lastElementChild;
    const answered = !ask.isPending && history.at(-1)?.role === 'assistant';
    el.scrollTop = answered && last instanceof HTMLElement ? last.offsetTop - 4 : el.scrollHeight;
  }, [history, ask.isPending]);

  const canSend = draft.trim().length > 0 && !ask.isPending;

  const submit = () => {
    const question = latestDraft.current.trim();
    if (question.length === 0 || ask.isPending) return;
    const entry: ChatEntry = { id: nextId.current++, role: 'user', text: question };
    setHistory((h) => [...h, entry]);
    setDraft('');
    ask.mutate(question, {
      onSuccess: ({ answer }) => setHistory((h) => [...h, { id: nextId.current++, role: 'assistant', text: answer }]),
      // Give the question back so it can be sent again without retyping.
      onError: () => {
        setHistory((h) => h.filter((m) => m.id !== entry.id));
        setDraft(question);
      },
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLIonTextareaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <Card data-testid="chat-card">
      <CardHeader>
        <CardTitle>Ask Questions About Your Petition</CardTitle>
      </CardHeader>
      <CardContent>
        {!evidence.isLoading && evidence.count === 0 && (
          <div className="chat-notice" role="note" data-testid="chat-no-evidence">
            <strong>No evidence uploaded yet</strong> - Upload evidence documents to get more specific answers about your petition.
          </div>
        )}
        <div className="chat-view">
          <div className="chat-messages" ref={scroller} aria-live="polite">
            <ChatMessage entry={{ role: 'assistant', text: greeting(user?.firstName ?? '', petition.visaType, evidence.count) }} />
            {history.map((entry) => (
              <ChatMessage key={entry.id} entry={entry} />
            ))}
            {ask.isPending && (
              <div className="chat-message chat-assistant chat-thinking" data-testid="chat-thinking">
                <IonSpinner name="dots" aria-hidden="true" /> Thinking...
              </div>
            )}
          </div>
          <form
            className="chat-input"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <IonTextarea
              aria-label="Your question"
              placeholder="Ask about your evidence, visa criteria, or petition strength..."
              value={draft}
              rows={2}
              maxlength={MAX_QUESTION_LENGTH}
              onIonInput={(e) => setDraft(e.detail.value ?? '')}
              onKeyDown={onKeyDown}
              fill="outline"
              data-testid="chat-input"
            />
            <Button type="submit" disabled={!canSend} aria-label="Send">
              <Icon slot="icon-only" icon={send} />
            </Button>
          </form>
        </div>
      </CardContent>
    </Card>
  );
}
