import { IonButton, IonCard, IonCardContent, IonCardHeader, IonCardTitle, IonContent, IonPage } from '@ionic/react';
import { arrowBackOutline, createOutline, openOutline } from 'ionicons/icons';
import { AppHeader } from '../../../components/app-header';
import { CenteredMessage } from '../../../components/centered-message';
import type { Profile } from '../../../contract/entities';
import { WORK_COUNTRY_LABELS } from '../../../contract/work-country';
import { useProfile } from '../api/profile-query';
import { CvCard } from './cv-card';
import { SessionsCard } from './sessions-card';
import { Icon } from '../../../components/icon';
import '../profile.css';

function ExternalLink({ label, href }: { label: string; href: string }) {
  return (
    <a className="profile-link" href={href} target="_blank" rel="noopener noreferrer">
      <span>
        {label && <strong>{label}: </strong>}
        {href}
      </span>
      <Icon icon={openOutline} className="profile-link-icon" />
    </a>
  );
}

function LinksCard({ profile }: { profile: Profile }) {
  const named = [
    { label: 'LinkedIn', href: profile.linkedinUrl },
    { label: 'GitHub', href: profile.githubUrl },
    { label: 'Google Scholar', href: profile.scholarUrl },
  ].filter((l): l is { label: string; href: string } => !!l.href);
  const none = named.length === 0 && profile.otherLinks.length === 0;
  return (
    <IonCard data-testid="links-card">
      <IonCardHeader>
        <IonCardTitle>Professional Links</IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        {none && <p className="muted">No links added</p>}
        {named.map((l) => (
          <ExternalLink key={l.label} label={l.label} href={l.href} />
        ))}
        {profile.otherLinks.map((href) => (
          <ExternalLink key={href} label="" href={href} />
        ))}
      </IonCardContent>
    </IonCard>
  );
}

const backHome = (
  <IonButton routerLink="/" routerDirection="back" aria-label="Back">
    <Icon slot="icon-only" icon={arrowBackOutline} />
  </IonButton>
);

/** Profile view (architecture.md §screens): Personal Information, Professional Links, CV/Resume, and 'Edit Profile'. */
export default function ProfileViewPage() {
  const profile = useProfile({ fresh: true });
  if (profile.isLoading) {
    return (
      <IonPage>
        <CenteredMessage>Loading profile...</CenteredMessage>
      </IonPage>
    );
  }
  if (!profile.data) {
    return (
      <IonPage>
        <AppHeader start={backHome} />
        <IonContent className="ion-padding">
          <div className="narrow center-text" style={{ marginTop: '15vh' }}>
            <h1>Profile not found</h1>
            <IonButton routerLink="/">Go Home</IonButton>
          </div>
        </IonContent>
      </IonPage>
    );
  }
  const p = profile.data;
  return (
    <IonPage>
      <AppHeader start={backHome} />
      <IonContent className="ion-padding">
        <div className="wide">
          <div className="profile-title-row">
            <h1>Your Profile</h1>
            <IonButton fill="outline" routerLink="/profile/edit" data-testid="edit-profile">
              <Icon slot="start" icon={createOutline} />
              Edit Profile
            </IonButton>
          </div>
          <p className="muted">Professional information used for visa assessments</p>
          <div className="profile-cards">
            <IonCard data-testid="personal-card">
              <IonCardHeader>
                <IonCardTitle>Personal Information</IonCardTitle>
              </IonCardHeader>
              <IonCardContent>
                <p className="profile-meta">
                  <strong>Full Name: </strong>
                  {p.fullName}
                </p>
                {p.field && (
                  <p className="profile-meta">
                    <strong>Field: </strong>
                    {p.field}
                  </p>
                )}
                {p.workCountry && (
                  <p className="profile-meta" data-testid="work-country-value">
                    <strong>Wants to work in: </strong>
                    {WORK_COUNTRY_LABELS[p.workCountry]}
                  </p>
                )}
              </IonCardContent>
            </IonCard>
            <LinksCard profile={p} />
            <CvCard profile={p} />
            <SessionsCard />
          </div>
        </div>
      </IonContent>
    </IonPage>
  );
}
