import { IonBadge } from '@ionic/react';
import { eyeOutline, trashOutline } from 'ionicons/icons';
import type { Letter } from '../../../contract/entities';
import { letterStatusLabel } from '../../../contract/letters';
import { useWideScreen } from '../../../lib/use-media-query';
import { IndependenceNote } from './independence-note';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { Card, CardContent } from '../../../components/card';

type Props = { letters: Letter[]; onView: (letter: Letter) => void; onDelete: (letter: Letter) => void; deletingId?: string };

function Actions({ letter, onView, onDelete, deletingId }: Omit<Props, 'letters'> & { letter: Letter }) {
  return (
    <div className="letter-actions">
      <Button fill="outline" size="small" onClick={() => onView(letter)}>
        <Icon slot="start" icon={eyeOutline} />
        View
      </Button>
      <Button
        fill="clear"
        color="danger"
        size="small"
        aria-label={`Delete letter from ${letter.recommenderName}`}
        disabled={deletingId === letter.id}
        onClick={() => onDelete(letter)}
      >
        <Icon slot="icon-only" icon={trashOutline} />
      </Button>
    </div>
  );
}

const StatusBadge = ({ status }: { status: string }) => <IonBadge color={status === 'draft' ? 'medium' : 'success'}>{letterStatusLabel(status)}</IonBadge>;

/** architecture.md §screens: a table at ≥ 768 px, cards with the same fields and actions below. */
export function LettersList({ letters, ...actions }: Props) {
  const wide = useWideScreen();
  if (wide) {
    return (
      <table className="letters-table" data-testid="letters-table">
        <thead>
          <tr>
            <th scope="col">Recommender</th>
            <th scope="col">Title &amp; Organization</th>
            <th scope="col">Relationship</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {letters.map((letter) => (
            <tr key={letter.id} data-testid="letter-row">
              <td>
                <div className="strong">{letter.recommenderName}</div>
                {letter.recommenderEmail && <div className="muted">{letter.recommenderEmail}</div>}
              </td>
              <td>
                <div>{letter.recommenderTitle}</div>
                <div className="muted">{letter.recommenderOrganization}</div>
              </td>
              <td>
                <div className="letter-relationship">{letter.relationship}</div>
                <IndependenceNote concerns={letter.independenceConcerns} />
              </td>
              <td>
                <StatusBadge status={letter.status} />
              </td>
              <td>
                <Actions letter={letter} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div className="letter-cards">
      {letters.map((letter) => (
        <Card key={letter.id} className="letter-card" data-testid="letter-row">
          <CardContent>
            <div className="letter-card-head">
              <div>
                <div className="strong">{letter.recommenderName}</div>
                {letter.recommenderEmail && <div className="muted">{letter.recommenderEmail}</div>}
              </div>
              <StatusBadge status={letter.status} />
            </div>
            <div>
              {letter.recommenderTitle}, {letter.recommenderOrganization}
            </div>
            <p className="letter-relationship">{letter.relationship}</p>
            <IndependenceNote concerns={letter.independenceConcerns} />
            <Actions letter={letter} {...actions} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
