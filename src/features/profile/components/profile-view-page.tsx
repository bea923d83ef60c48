import { IonContent, IonPage } from '@ionic/react';
import { arrowBackOutline, createOutline, openOutline } from 'ionicons/icons';
import { AppHeader } from '../../../components/app-header';
import { CenteredMessage } from '../../../components/centered-message';
import type { Profile } from '../../../contract/entities';
import { WORK_COUNTRY_LABELS } from '../../../contract/work-country';
import { useProfile } from '../api/profile-query';
import { CvCard } from './cv-card';
import { SessionsCard } from './sessions-card';
import { Icon } from '../../../components/icon';
import { ButtonLink } from '../../../components/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';
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
    <Card data-testid="links-card">
      <CardHeader>
        <CardTitle>Professional Links</CardTitle>
      </CardHeader>
      <CardContent>
        {none && <p className="muted">No links added</p>}
        {named.map((l) => (
          <ExternalLink key={l.label} label={l.label} href={l.href} />
        ))}
        {profile.otherLinks.map((href) => (
          <ExternalLink key={href} label="" href={href} />
        ))}
      </CardContent>
    </Card>
  );
}

const backHome = (
  <ButtonLink fill="clear" to="/" aria-label="Back">
    <Icon slot="icon-only" icon={arrowBackOutline} />
  </ButtonLink>
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
            <ButtonLink to="/">Go Home</ButtonLink>
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
            <ButtonLink fill="outline" to="/profile/edit" data-testid="edit-profile">
              <Icon slot="start" icon={createOutline} />
              Edit Profile
            </ButtonLink>
          </div>
          <p className="muted">Professional information used for visa assessments</p>
          <div className="profile-cards">
            <Card data-testid="personal-card">
              <CardHeader>
                <CardTitle>Personal Information</CardTitle>
              </CardHeader>
              <CardContent>
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
              </CardContent>
            </Card>
            <LinksCard profile={p} />
            <CvCard profile={p} />
            <SessionsCard />
          </div>
        </div>
      </IonContent>
    </IonPage>
  );
}
