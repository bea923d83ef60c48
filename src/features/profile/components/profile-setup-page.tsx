import { useCallback, useEffect, useRef, useState } from 'react';
import { IonContent, IonPage } from '@ionic/react';
import { IonNote } from '../../../components/ionic-fields/note';
import { documentTextOutline } from 'ionicons/icons';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../../../api/use-auth';
import { AppHeader } from '../../../components/app-header';
import { profileFormSchema, type ProfileForm } from '../../../contract/profile';
import { toast } from '../../../lib/toast-store';
import { useProfile } from '../api/profile-query';
import { useSaveProfile } from '../api/save-profile';
import { useCvUpload, type UploadedCv } from '../hooks/use-cv-upload';
import { CvFileButton } from './cv-file-button';
import { ProfileFields, profileFormValues } from './profile-fields';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { Card, CardContent } from '../../../components/card';
import '../profile.css';

const fullNameOf = (user: { firstName: string | null; lastName: string | null } | null) =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ');

/** Profile setup, step 1 of 2 (architecture.md §screens 'Create Your Profile', architecture.md §validation). */
export default function ProfileSetupPage() {
  const navigate = useNavigate();
  const existing = useProfile();
  const save = useSaveProfile();
  const [otherLinks, setOtherLinks] = useState<string[]>([]);
  const [cv, setCv] = useState<UploadedCv | null>(null);
  const user = useSignedInUser();
  const { control, handleSubmit, reset } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    // The names given at sign-up start the full name; an existing profile replaces them (below).
    defaultValues: { fullName: fullNameOf(user), linkedinUrl: '', githubUrl: '', scholarUrl: '', workCountry: 'unsure' },
  });

  // Someone who already has a profile edits it here rather than starting over.
  const prefilled = useRef(false);
  useEffect(() => {
    const p = existing.data;
    if (!p || prefilled.current) return;
    prefilled.current = true;
    reset(profileFormValues(p));
    setOtherLinks(p.otherLinks);
  }, [existing.data, reset]);

  const onUploaded = useCallback((uploaded: UploadedCv) => {
    setCv(uploaded);
    toast({ title: 'CV uploaded', description: 'Your CV has been uploaded successfully.' });
  }, []);
  const cvUpload = useCvUpload(onUploaded);

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { ...values, otherLinks, ...(cv ? { cvUrl: cv.objectPath, cvFileName: cv.fileName } : {}) },
      {
        onSuccess: () => {
          toast({ title: 'Profile created!', description: "Let's get started with your visa petition." });
          navigate('/petition/new');
        },
        onError: () => toast({ title: 'Error', description: 'Failed to create profile. Please try again.', variant: 'destructive' }),
      },
    );
  });

  const busy = save.isPending || cvUpload.uploading;
  const submitLabel = cvUpload.uploading ? 'Uploading CV...' : save.isPending ? 'Creating...' : 'Continue';

  return (
    <IonPage>
      <AppHeader />
      <IonContent className="ion-padding">
        <div className="narrow">
          <p className="step-label">Step 1 of 2</p>
          <h1>Create Your Profile</h1>
          <p className="muted">Tell us about your professional background. Links and a CV make the visa screening more accurate.</p>
          <Card>
            <CardContent>
              <form onSubmit={onSubmit} noValidate className="profile-form">
                <ProfileFields control={control} otherLinks={otherLinks} onOtherLinksChange={setOtherLinks} />
                <div className="cv-section">
                  <p className="field-label">CV/Resume (optional)</p>
                  <CvFileButton
                    label={cv ? 'Replace CV' : 'Choose File'}
                    uploading={cvUpload.uploading}
                    progress={cvUpload.progress}
                    onFile={(file) => void cvUpload.upload(file)}
                  />
                  {cv && (
                    <p className="cv-file-name" data-testid="cv-file-name">
                      <Icon icon={documentTextOutline} /> {cv.fileName}
                    </p>
                  )}
                  <IonNote>PDF recommended, max 10MB</IonNote>
                </div>
                <Button type="submit" expand="block" disabled={busy} data-testid="profile-submit">
                  {submitLabel}
                </Button>
              </form>
            </CardContent>
          </Card>
        </div>
      </IonContent>
    </IonPage>
  );
}
