import { IonInput } from '../../../components/ionic-fields/input';
import { Controller, type Control } from 'react-hook-form';
import { IonSelect, IonSelectOption } from '../../../components/ionic-fields/select';
import { WORK_COUNTRIES, WORK_COUNTRY_LABELS, WORK_COUNTRY_QUESTION, workCountrySchema, type ProfileForm, type WorkCountry } from '../../../contract/profile';
import { OtherLinksField } from './other-links-field';

const URL_FIELDS = [
  { name: 'linkedinUrl', label: 'LinkedIn URL', placeholder: 'https://linkedin.com/in/...' },
  { name: 'githubUrl', label: 'GitHub URL', placeholder: 'https://github.com/...' },
  { name: 'scholarUrl', label: 'Google Scholar URL', placeholder: 'https://scholar.google.com/...' },
] as const;

type Props = { control: Control<ProfileForm>; otherLinks: string[]; onOtherLinksChange: (links: string[]) => void };

/** The profile's own fields (architecture.md §screens, architecture.md §validation), shared by profile setup and 'Edit Profile'. */
export function ProfileFields({ control, otherLinks, onOtherLinksChange }: Props) {
  return (
    <>
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
      <Controller
        control={control}
        name="workCountry"
        render={({ field }) => (
          <IonSelect
            label={WORK_COUNTRY_QUESTION}
            labelPlacement="stacked"
            fill="outline"
            interface="popover"
            value={field.value}
            onIonChange={(e) => field.onChange(workCountrySchema.catch('unsure').parse(e.detail.value))}
            data-testid="work-country"
          >
            {WORK_COUNTRIES.map((c) => (
              <IonSelectOption key={c} value={c}>
                {WORK_COUNTRY_LABELS[c]}
              </IonSelectOption>
            ))}
          </IonSelect>
        )}
      />
      <OtherLinksField links={otherLinks} onChange={onOtherLinksChange} />
    </>
  );
}

type ProfileValues = { fullName: string; linkedinUrl: string | null; githubUrl: string | null; scholarUrl: string | null; workCountry?: WorkCountry | null };

/** The form's values for an existing profile (null links become empty inputs; an unanswered country reads 'Not sure yet'). */
export function profileFormValues(p: ProfileValues): ProfileForm {
  return { fullName: p.fullName, linkedinUrl: p.linkedinUrl ?? '', githubUrl: p.githubUrl ?? '', scholarUrl: p.scholarUrl ?? '', workCountry: p.workCountry ?? 'unsure' };
}
