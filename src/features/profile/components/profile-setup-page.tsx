import { useCallback, useEffect, useRef, useState } from 'react';
import { IonButton, IonCard, IonCardContent, IonContent, IonIcon, IonInput, IonNote, IonPage } from '@ionic/react';
import { documentTextOutline } from 'ionicons/icons';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../../components/app-header';
import { profileFormSchema, type ProfileForm } from '../../../contract/profile';
import { toast } from '../../../lib/toast-store';
import { useProfile } from '../api/profile-query';
import { useSaveProfile } from '../api/save-profile';
import { useCvUpload, type UploadedCv } from '../hooks/use-cv-upload';
import { CvFileButton } from './cv-file-button';
import { OtherLinksField } from './other-links-field';
import '../profile.css';

const URL_FIELDS = [
  { name: 'linkedinUrl', label: 'LinkedIn URL', placeholder: 'https://linkedin.com/in/...' },
  { name: 'githubUrl', label: 'GitHub URL', placeholder: 'https://github.com/...' },
  { name: 'scholarUrl', label: 'Google Scholar URL', placeholder: 'https://scholar.google.com/...' },
] as const;

/** Profile setup, step 1 of 2 (spec §2 'Create Your Profile', §5 validation). */
export default function ProfileSetupPage() {
  const navigate = useNavigate();
  const existing = useProfile();
  const save = useSaveProfile();
  const [otherLinks, setOtherLinks] = useState<string[]>([]);
  const [cv, setCv] = useState<UploadedCv | null>(null);
  const { control, handleSubmit, reset } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { fullName: '', linkedinUrl: '', githubUrl: '', scholarUrl: '' },
  });

  // Someone who already has a profile edits it here rather than starting over.
  const prefilled = useRef(false);
  useEffect(() => {
    const p = existing.data;
    if (!p || prefilled.current) return;
    prefilled.current = true;
    reset({ fullName: p.fullName, linkedinUrl: p.linkedinUrl ?? '', githubUrl: p.githubUrl ?? '', scholarUrl: p.scholarUrl ?? '' });
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
          <IonCard>
            <IonCardContent>
              <form onSubmit={onSubmit} noValidate className="profile-form">
                <Controller
                  control={control}
                  name="fullName"
                  render={({ field, fieldState }) => (
                    <IonInput
                      label="Full Name"
                      labelPlacement="stacked"
                      fill="outline"
                      autocomplete="name"
                      value={field.value}
                      onIonInput={(e) => field.onChange(String(e.detail.value ?? ''))}
                      onIonBlur={field.onBlur}
                      className={fieldState.error ? 'ion-invalid ion-touched' : undefined}
                      errorText={fieldState.error?.message}
                      data-testid="full-name"
                    />
                  )}
                />
                {URL_FIELDS.map((f) => (
                  <Controller
                    key={f.name}
                    control={control}
                    name={f.name}
                    render={({ field, fieldState }) => (
                      <IonInput
                        label={f.label}
                        labelPlacement="stacked"
                        fill="outline"
                        type="url"
                        inputmode="url"
                        placeholder={f.placeholder}
                        value={field.value}
                        onIonInput={(e) => field.onChange(String(e.detail.value ?? ''))}
                        onIonBlur={field.onBlur}
                        className={fieldState.error ? 'ion-invalid ion-touched' : undefined}
                        errorText={fieldState.error?.message}
                        data-testid={f.name}
                      />
                    )}
                  />
                ))}
                <OtherLinksField links={otherLinks} onChange={setOtherLinks} />
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
                      <IonIcon icon={documentTextOutline} aria-hidden="true" /> {cv.fileName}
                    </p>
                  )}
                  <IonNote>PDF recommended, max 10MB</IonNote>
                </div>
                <IonButton type="submit" expand="block" disabled={busy} data-testid="profile-submit">
                  {submitLabel}
                </IonButton>
              </form>
            </IonCardContent>
          </IonCard>
        </div>
      </IonContent>
    </IonPage>
  );
}
