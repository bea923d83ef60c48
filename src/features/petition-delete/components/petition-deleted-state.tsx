import { ButtonLink } from '../../../components/button-link';

/** What a page open on a petition shows once it was deleted (here, in another tab or on another device). */
export function PetitionDeletedState() {
  return (
    <div className="narrow center-text" style={{ marginTop: '15vh' }} data-testid="petition-deleted">
      <h1>This petition was deleted</h1>
      <p className="muted">Its evidence, drafts, letters and packet are gone.</p>
      <ButtonLink to="/">
        Go Home
      </ButtonLink>
    </div>
  );
}
