import { useEffect, useRef, useState } from 'react';
import { IonContent, IonPage, IonRouterLink, IonSpinner } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';
import { Navigate, useNavigate } from 'react-router-dom';
import { AppHeader } from '../../../components/app-header';
import type { RecommendedVisa } from '../../../contract/screening';
import { toast } from '../../../lib/toast-store';
import { isNotFound, useProfile } from '../../profile';
import { useCreatePetition } from '../api/create-petition';
import { useRunScreening } from '../api/run-screening';
import { ScreeningResults } from './screening-results';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import '../screening.css';

const brand = (
  <IonRouterLink routerLink="/" routerDirection="root" className="brand-link" data-testid="brand-link">
    Exhibit
  </IonRouterLink>
);

const analyzeFailed = () =>
  toast({ title: 'Error', description: 'Failed to analyze your profile. Please try again.', variant: 'destructive' });

/** AI screening, step 2 of 2 (architecture.md §screens): runs once the profile has loaded, then the user picks a visa. */
export default function ScreeningPage() {
  const navigate = useNavigate();
  const profile = useProfile();
  const screening = useRunScreening();
  const createPetition = useCreatePetition();
  const [selected, setSelected] = useState<RecommendedVisa['type'] | null>(null);

  const run = screening.mutate;
  const analyze = () => {
    setSelected(null);
    run(undefined, { onError: analyzeFailed });
  };
  // Runs once, as soon as the profile is there (a ref, so React's dev double effects do not repeat it).
  const started = useRef(false);
  useEffect(() => {
    if (!profile.data || started.current) return;
    started.current = true;
    run(undefined, { onError: analyzeFailed });
  }, [profile.data, run]);

  if (profile.isError && isNotFound(profile.error)) return <Navigate to="/profile/setup" replace />;
  // Spec: nothing until the profile has loaded.
  if (!profile.data) return <IonPage />;

  const start = () => {
    if (!selected || !profile.data) return;
    createPetition.mutate(
      { profileId: profile.data.id, visaType: selected },
      {
        onSuccess: (petition) => {
          toast({ title: 'Petition created!', description: "Let's start building your evidence." });
          navigate(`/petition/${petition.id}`);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to create petition. Please try again.', variant: 'destructive' }),
      },
    );
  };

  const result = screening.data;
  const running = screening.isPending || (!result && !screening.isError);
  const empty = !running && (!result || result.recommendedVisas.length === 0);

  return (
    <IonPage>
      <AppHeader title={brand} />
      <IonContent className="ion-padding">
        <div className="wide">
          <p className="step-label">Step 2 of 2</p>
          <h1>AI-Powered Visa Screening</h1>
          {running && (
            <div className="screening-state" role="status" data-testid="screening-running">
              <IonSpinner name="crescent" />
              <h2>Analyzing Your Profile</h2>
              <p className="muted">Comparing your profile and CV with the criteria of each visa type...</p>
            </div>
          )}
          {empty && (
            <div className="screening-state" data-testid="screening-empty">
              <Icon icon={alertCircleOutline} color="medium" className="screening-state-icon" />
              <h2>No Screening Results</h2>
              <p className="muted">Unable to analyze your profile. Please try again.</p>
              <Button onClick={analyze}>Retry Analysis</Button>
            </div>
          )}
          {!running && result && result.recommendedVisas.length > 0 && (
            <>
              <ScreeningResults result={result} selected={selected} onSelect={setSelected} />
              <div className="screening-actions">
                <Button fill="outline" onClick={() => navigate('/')}>
                  Save for Later
                </Button>
                <Button disabled={!selected || createPetition.isPending} onClick={start} data-testid="start-petition">
                  {createPetition.isPending ? 'Creating...' : 'Start Petition'}
                </Button>
              </div>
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
