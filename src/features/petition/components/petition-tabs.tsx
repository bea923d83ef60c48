import { useSearchParams } from 'react-router-dom';
import { CenteredMessage } from '../../../components/centered-message';
import { Tabs } from '../../../components/tabs';
import { screen } from '../../../components/screen-loader';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import type { Petition } from '../../../contract/entities';
import { EvidenceTab } from '../../evidence';

// Evidence is the tab a petition opens on; the other four (and their editors and forms) load when chosen, without
// Suspense's reveal throttle (docs/decisions/044).
const loadingTab = <CenteredMessage>Loading...</CenteredMessage>;
const LettersTab = screen(() => import('../../letters').then((m) => m.LettersTab), loadingTab);
const CriteriaTab = screen(() => import('../../criteria').then((m) => m.CriteriaTab), loadingTab);
const ChatTab = screen(() => import('../../chat').then((m) => m.ChatTab), loadingTab);
// Imported statically, the case feature's index brought its notes, viewer and markdown code onto this page with
// the tab (docs/decisions/043).
const CaseTab = screen(() => import('../../case').then((m) => m.CaseTab), loadingTab);

const TABS = [
  { value: 'evidence', label: 'Evidence' },
  { value: 'letters', label: 'Letters' },
  { value: 'criteria', label: 'Criteria' },
  { value: 'case', label: 'Case' },
  { value: 'chat', label: 'Chat' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const PANEL_ID = 'petition-tab-panel';
const tabId = (value: Tab) => `petition-tab-${value}`;
const isTab = (v: string | null): v is Tab => TABS.some((t) => t.value === v);

/** The five petition tabs, Evidence by default; the choice lives in ?tab= so a reload keeps it. */
export function PetitionTabs({ petition }: { petition: Petition }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'evidence';
  // A chosen tab's content is drawn in the task after the page around it has painted: drawn together they were one
  // task that started some fifty Ionic elements (docs/decisions/041). Not the Evidence tab, where a petition opens:
  // its upload panel is drawn with the page, and it draws its list after them itself (docs/decisions/045).
  const panelReady = useAfterFirstPaint();

  const select = (value: Tab) => {
    if (value === tab) return;
    const next = new URLSearchParams(params);
    if (value === 'evidence') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <>
      <Tabs tabs={TABS} value={tab} onChange={select} label="Petition sections" className="petition-tabs" tabId={tabId} panelId={PANEL_ID} />
      <div className="petition-tab-panel" id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)}>
        {tab === 'evidence' && <EvidenceTab petition={petition} />}
        {panelReady && tab === 'letters' && <LettersTab petition={petition} />}
        {panelReady && tab === 'criteria' && <CriteriaTab petition={petition} />}
        {panelReady && tab === 'case' && <CaseTab petition={petition} />}
        {panelReady && tab === 'chat' && <ChatTab petition={petition} />}
      </div>
    </>
  );
}
