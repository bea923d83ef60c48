import { useState } from 'react';
import { IonContent, IonPage } from '@ionic/react';
import { arrowBackOutline } from 'ionicons/icons';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { isUnauthorizedError } from '../../../api/http';
import { AppHeader } from '../../../components/app-header';
import { CenteredMessage } from '../../../components/centered-message';
import type { Profile } from '../../../contract/entities';
import { profileFormSchema, type ProfileForm } from '../../../contract/profile';
import { toast } from '../../../lib/toast-store';
import { isNetworkError } from '../../../offline';
import { useProfile } from '../api/profile-query';
import { useSaveProfile } from '../api/save-profile';
import { ProfileFields, profileFormValues } from './profile-fields';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { Card, CardContent } from '../../../components/card';
import '../profile.css';

const backToProfile = (
  <ButtonLink fill="clear" to="/profile" aria-label="Back to your profile">
    <Icon slot="icon-only" icon={arrowBackOutline} />
  </ButtonLink>
);

/** The form, filled from the saved profile once; the CV is managed on the profile view. */
function EditProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const [otherLinks, setOtherLinks] = useState<string[]>(profile.otherLinks);
  const { control, handleSubmit } = useForm<ProfileForm>({ resolver: zodResolver(profileFormSchema), defaultValues: profileFormValues(profile) });

  // POST /api/profile updates the caller's one profile; without a cvUrl the CV stays as it is.
  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { ...values, otherLinks },
      {
        onSuccess: () => {
          toast({ title: 'Profile updated' });
          navigate('/profile');
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          const description = isNetworkError(error) ? 'You are offline. Your changes can be saved once you are back online.' : 'Failed to update profile. Please try again.';
          toast({ title: 'Error', description, variant: 'destructive' });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="profile-form">
      <ProfileFields control={control} otherLinks={otherLinks} onOtherLinksChange={setOtherLinks} />
      <div className="profile-form-actions">
        <ButtonLink fill="outline" to="/profile" disabled={save.isPending} data-testid="profile-edit-cancel">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={save.isPending} data-testid="profile-edit-save">
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** 'Edit Profile' (/profile/edit): the setup form's fields, prefilled; saving returns to /profile. */
export default function ProfileEditPage() {
  const profile = useProfile({ fresh: true });
  // The form is filled once, so it waits for the fetch on mount (offline, it fails fast and the cached profile is used).
  if (profile.isLoading || (profile.isFetching && !profile.isFetchedAfterMount)) {
    return (
      <IonPage>
        <CenteredMessage>Loading profile...</CenteredMessage>
      </IonPage>
    );
  }
  return (
    <IonPage>
      <AppHeader start={backToProfile} />
      <IonContent className="ion-padding">
        <div className="narrow">
          {profile.data ? (
            <>
              <h1>Edit Profile</h1>
              <p className="muted">Professional information used for visa assessments</p>
              <Card>
                <CardContent>
                  <EditProfileForm profile={profile.data} />
                </CardContent>
              </Card>
            </>
          ) : (
            <div className="center-text" style={{ marginTop: '15vh' }}>
              <h1>Profile not found</h1>
              <ButtonLink to="/">Go Home</ButtonLink>
            </div>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
