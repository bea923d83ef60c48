import { IonContent, IonPage } from '@ionic/react';
import { IonLabel } from '../../components/ionic-fields/label';
import { IonItem, IonList } from '../../components/ionic-fields/list';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../components/app-header';
import { petitionsQuery } from '../dashboard';
import { assignPetition, removeFromOutbox, requestDrain, useOutbox } from '../../offline';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';

/** Files shared from another app wait here until the user says which petition they belong to. */
export function SharePage() {
  const waiting = useOutbox((i) => i.state === 'needs-petition');
  const petitions = useQuery(petitionsQuery());
  const navigate = useNavigate();

  const assignAll = async (petitionId: string) => {
    for (const item of waiting) await assignPetition(item.id, petitionId);
    void requestDrain();
    navigate(`/petition/${petitionId}`);
  };

  return (
    <IonPage>
      <AppHeader />
      <IonContent className="ion-padding">
        <div className="narrow">
          <h1>Add shared files</h1>
          {waiting.length === 0 ? (
            <p data-testid="share-empty">Nothing is waiting. Share a photo or document to Exhibit from another app to add it as evidence.</p>
          ) : (
            <>
              <Card>
                <CardHeader>
                  <CardTitle>
                    {waiting.length} {waiting.length === 1 ? 'file' : 'files'} to add
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <IonList>
                    {waiting.map((item) => (
                      <IonItem key={item.id}>
                        <IonLabel>{item.kind === 'evidence' ? item.evidence?.fileName : undefined}</IonLabel>
                        <Button slot="end" fill="clear" color="danger" onClick={() => void removeFromOutbox(item.id)}>
                          Remove
                        </Button>
                      </IonItem>
                    ))}
                  </IonList>
                </CardContent>
              </Card>
              <h2>Which petition do they belong to?</h2>
              {petitions.data?.length === 0 && <p>You have no petitions yet. Create one first, then share again.</p>}
              <IonList>
                {petitions.data?.map((p) => (
                  <IonItem key={p.id} button detail onClick={() => void assignAll(p.id)} data-testid="share-petition">
                    <IonLabel>
                      {p.visaType} Petition
                      <p>Created {new Date(p.createdAt).toLocaleDateString()}</p>
                    </IonLabel>
                  </IonItem>
                ))}
              </IonList>
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
