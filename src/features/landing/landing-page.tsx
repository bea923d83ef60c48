import { checkboxOutline, cloudUploadOutline, lockClosedOutline, sparklesOutline, trendingUpOutline } from 'ionicons/icons';
import { ThemeToggle } from '../../components/theme-toggle';
import { Icon } from '../../components/icon';
import { Button } from '../../components/button';
import './landing.css';

const FEATURES = [
  { icon: sparklesOutline, title: 'AI-Powered Screening', text: 'Get a visa type recommendation based on your profile.' },
  { icon: cloudUploadOutline, title: 'Smart Evidence Upload', text: 'AI categorises, tags and describes each document against the visa criteria.' },
  { icon: trendingUpOutline, title: 'Strength Analysis', text: 'See a petition strength score with advice on how to improve it.' },
  { icon: checkboxOutline, title: 'Interactive Criteria Checklists', text: 'Track every criterion of your visa type as you build your case.' },
  { icon: lockClosedOutline, title: 'Secure Document Storage', text: 'Keep your documents private, with progress tracking across your petition.' },
];

const STEPS = [
  { title: 'Create Your Profile', text: 'Add your details, professional links and upload your CV.' },
  { title: 'AI Screening', text: 'Get a recommendation for the visa type that fits you best.' },
  { title: 'Upload Evidence', text: 'Capture or upload documents; each is analysed against the criteria.' },
  { title: 'Assess & Submit', text: 'Review your criteria strength, generate statements and letters, then submit.' },
];

const VISAS = [
  { name: 'O-1A', text: 'Extraordinary ability in sciences, education, business or athletics' },
  { name: 'O-1B', text: 'Extraordinary ability in the arts, motion pictures or television' },
  { name: 'EB-1A', text: 'Extraordinary ability (green card, self-petition)' },
  { name: 'EB-1B', text: 'Outstanding professors and researchers' },
  { name: 'EB-1C', text: 'Multinational executives and managers' },
  { name: 'UK Global Talent', text: 'Leaders and emerging leaders in academia, research, arts and digital technology' },
  { name: 'EB-2 NIW', text: 'Advanced degree or exceptional ability, with a national interest waiver (green card, self-petition)' },
];

const KEY_FEATURES = [
  'Works on your phone: capture evidence with the camera',
  'Keeps working offline and syncs when you are back online',
  'Generated criteria statements and recommendation letters',
  'Criteria strength report with strategic recommendations',
  'Chat about your case, answered from your own evidence',
];

const signIn = () => window.location.assign('/api/login');
/** 'Get Started' is for someone new: the create-account form, not the sign-in one. */
const getStarted = () => window.location.assign('/api/login?mode=signup');

export default function LandingPage() {
  return (
    <div className="landing">
      <header className="landing-header">
        <span className="landing-brand">Exhibit</span>
        <div className="landing-actions">
          <ThemeToggle />
          <Button onClick={signIn} data-testid="sign-in">
            Sign In
          </Button>
        </div>
      </header>
      <main>
        <section className="landing-hero">
          <h1>Build your talent-visa petition with confidence</h1>
          <p>
            Exhibit turns your achievements into a well-organised petition for O-1, EB-1 and UK Global Talent visas — from your
            phone.
          </p>
          <Button className="landing-cta" onClick={getStarted} data-testid="get-started">
            Get Started
          </Button>
        </section>

        <section className="landing-section" aria-labelledby="features-heading">
          <h2 id="features-heading">Everything your petition needs</h2>
          <div className="feature-grid">
            {FEATURES.map((f) => (
              <div className="feature-card" key={f.title}>
                <Icon icon={f.icon} className="feature-icon" />
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </div>
            ))}
          </div>
        </section>

        <section className="landing-section" aria-labelledby="how-heading">
          <h2 id="how-heading">How It Works</h2>
          <ol className="steps">
            {STEPS.map((s, i) => (
              <li key={s.title}>
                <span className="step-number">{i + 1}</span>
                <div>
                  <h3>{s.title}</h3>
                  <p>{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="landing-section two-col">
          <div>
            <h2>Supported Visa Types</h2>
            <ul className="plain-list">
              {VISAS.map((v) => (
                <li key={v.name}>
                  <strong>{v.name}</strong> — {v.text}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Key Features</h2>
            <ul className="plain-list">
              {KEY_FEATURES.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </ul>
          </div>
        </section>

      </main>
      <footer className="landing-footer">Professional Talent Visa Assessment Tool</footer>
    </div>
  );
}
