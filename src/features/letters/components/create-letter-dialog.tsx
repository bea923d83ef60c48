import { IonButtons, IonContent, IonHeader, IonToolbar } from '@ionic/react';
import { IonModal } from '../../../components/ionic-overlays/modal';
import { IonInput } from '../../../components/ionic-fields/input';
import { IonTextarea } from '../../../components/ionic-fields/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import { LETTER_LIMITS, letterFormSchema, type CreateLetterBody, type LetterFormValues } from '../../../contract/letters';
import { useCreateLetter } from '../api/create-letter';
import { Button } from '../../../components/button';

const EMPTY: LetterFormValues = { recommenderName: '', recommenderEmail: '', recommenderTitle: '', recommenderOrganization: '', relationship: '', keyAchievements: '' };

type FieldName = keyof LetterFormValues;

function Field({ control, name, label, type = 'text', multiline = false, maxLength }: { control: Control<LetterFormValues, unknown, CreateLetterBody>; name: FieldName; label: string; type?: 'text' | 'email'; multiline?: boolean; maxLength?: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="letter-field">
          {multiline ? (
            <IonTextarea
              label={label}
              labelPlacement="stacked"
              fill="outline"
              autoGrow
              rows={3}
              value={field.value}
              maxlength={maxLength}
              onIonInput={(e) => field.onChange(e.detail.value ?? '')}
              onIonBlur={field.onBlur}
              data-testid={`letter-${name}`}
            />
          ) : (
            <IonInput
              label={label}
              labelPlacement="stacked"
              fill="outline"
              type={type}
              value={field.value}
              maxlength={maxLength}
              onIonInput={(e) => field.onChange(String(e.detail.value ?? ''))}
              onIonBlur={field.onBlur}
              data-testid={`letter-${name}`}
            />
          )}
          {fieldState.error && (
            <p className="field-error" role="alert">
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}

/** architecture.md §screens: 'Create Recommendation Letter'. The analyst drafts the letter from these details and the evidence. */
export function CreateLetterDialog({ petitionId, isOpen, onClose }: { petitionId: string; isOpen: boolean; onClose: () => void }) {
  const create = useCreateLetter(petitionId);
  const { control, handleSubmit, reset } = useForm<LetterFormValues, unknown, CreateLetterBody>({ resolver: zodResolver(letterFormSchema), defaultValues: EMPTY });

  const close = () => {
    if (create.isPending) return;
    reset(EMPTY);
    onClose();
  };
  const submit = handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: () => {
        reset(EMPTY);
        onClose();
      },
    });
  });

  return (
    <IonModal aria-label="Create Recommendation Letter" isOpen={isOpen} onDidDismiss={close} canDismiss={!create.isPending} data-testid="create-letter-dialog">
      <IonHeader>
        <IonToolbar>
          <h2 className="dialog-title">Create Recommendation Letter</h2>
          <IonButtons slot="end">
            <Button fill="clear" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form onSubmit={submit} noValidate className="letter-form">
          <p>Provide details about the recommender and AI will generate a draft letter.</p>
          <Field control={control} name="recommenderName" label="Name" maxLength={LETTER_LIMITS.name} />
          <Field control={control} name="recommenderEmail" label="Email (optional)" type="email" maxLength={LETTER_LIMITS.email} />
          <Field control={control} name="recommenderTitle" label="Title" maxLength={LETTER_LIMITS.title} />
          <Field control={control} name="recommenderOrganization" label="Organization" maxLength={LETTER_LIMITS.organization} />
          <Field control={control} name="relationship" label="Relationship" multiline maxLength={LETTER_LIMITS.relationship} />
          <Field control={control} name="keyAchievements" label="Key Achievements (optional, one per line)" multiline />
          <Button type="submit" expand="block" disabled={create.isPending}>
            {create.isPending ? 'Generating...' : 'Generate Letter'}
          </Button>
        </form>
      </IonContent>
    </IonModal>
  );
}
