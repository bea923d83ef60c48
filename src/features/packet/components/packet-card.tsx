import { IonCheckbox, IonSpinner } from '@ionic/react';
import { ProgressBar } from '../../../components/progress-bar';
import { alertCircle, downloadOutline, refreshOutline } from 'ionicons/icons';
import { useState, type MouseEvent } from 'react';
import { serverMessage } from '../../../api/http';
import { isConnectionFailure, requireConnection, showNeedsConnection } from '../../../api/needs-connection';
import type { PacketPartInfo, PacketReply } from '../../../contract/packet';
import { useBuildPacket } from '../api/build-packet';
import { usePacket } from '../api/packet';
import { usePacketPush } from '../hooks/use-packet-push';
import { HandoffButton } from './handoff-button';
import { PACKET_NEEDS_CONNECTION_MESSAGE } from '../lib/needs-connection';
import { formatPartRow, isBuilding, linksStillFresh, packetAction, packetDownloads, progressLabel } from '../lib/packet-view';
import { saveFrom } from '../lib/save-from';
import { toast } from '../../../lib/toast-store';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardSubtitle, CardTitle } from '../../../components/card';
import '../packet.css';

/** Asks for the reply again: its parts come with freshly signed links. */
type Refresh = () => Promise<PacketReply | undefined>;

/**
 * A plain link with `download`: the browser saves the signed URL's file. A link that has been on the
 * page too long to still be valid is asked for again first; offline it says why it cannot.
 */
function PartRow({ part, index, count, fetchedAt, refresh }: { part: PacketPartInfo; index: number; count: number; fetchedAt: number; refresh: Refresh }) {
  const onClick = (event: MouseEvent) => {
    try {
      requireConnection(PACKET_NEEDS_CONNECTION_MESSAGE);
    } catch {
      event.preventDefault();
      showNeedsConnection(PACKET_NEEDS_CONNECTION_MESSAGE);
      return;
    }
    if (linksStillFresh(fetchedAt, Date.now())) return;
    event.preventDefault();
    refresh().then(
      (fresh) => {
        const url = fresh?.parts[index]?.url;
        if (url) saveFrom(url, part.fileName);
        else toast({ title: 'Error', description: 'The packet has changed since this page showed it. Check the parts and try again.', variant: 'destructive' });
      },
      (error: unknown) => {
        if (isConnectionFailure(error)) showNeedsConnection(PACKET_NEEDS_CONNECTION_MESSAGE);
        else toast({ title: 'Error', description: serverMessage(error) ?? 'Could not prepare the download. Please try again.', variant: 'destructive' });
      },
    );
  };
  return (
    <li className="packet-part" data-testid={`packet-part-${index + 1}`}>
      <span className="packet-part-label">{formatPartRow(part, index, count)}</span>
      <Button fill="outline" href={part.url} download={part.fileName} onClick={onClick} aria-label={`Download part ${index + 1} of ${count}`}>
        <Icon slot="start" icon={downloadOutline} />
        Download
      </Button>
    </li>
  );
}

/** The build's state in words: progress, failure, or out of date. */
function PacketState({ packet }: { packet: PacketReply }) {
  return (
    <>
      {isBuilding(packet.status) && (
        <div className="packet-progress" role="status" data-testid="packet-progress">
          <ProgressBar value={packet.progress / 100} aria-hidden="true" />
          <p>{progressLabel(packet.progress)}</p>
        </div>
      )}
      {packet.status === 'failed' && (
        <p className="packet-error" role="alert" data-testid="packet-error">
          <Icon icon={alertCircle} color="danger" />
          <strong>Build failed:</strong> {packet.error ?? 'The packet could not be built. Try again.'}
        </p>
      )}
      {packet.stale && !isBuilding(packet.status) && (
        <p className="packet-stale" data-testid="packet-stale">
          <strong>Out of date — rebuild</strong>
        </p>
      )}
    </>
  );
}

/** The last-built parts (kept while a rebuild runs), or why they are withheld, and the build's warnings. */
function PacketParts({ packet, fetchedAt, refresh }: { packet: PacketReply; fetchedAt: number; refresh: Refresh }) {
  const downloads = packetDownloads(packet);
  return (
    <>
      {downloads === 'rebuild' && (
        <p className="packet-withdrawn" data-testid="packet-withdrawn">
          <strong>Rebuild to download</strong>
        </p>
      )}
      {downloads === 'parts' && (
        <ul className="packet-parts" aria-label="Packet parts">
          {packet.parts.map((part, i) => (
            <PartRow key={part.fileName} part={part} index={i} count={packet.parts.length} fetchedAt={fetchedAt} refresh={refresh} />
          ))}
        </ul>
      )}
      {packet.warnings.length > 0 && (
        <div className="packet-warnings" data-testid="packet-warnings">
          <h3>Warnings</h3>
          <ul>
            {packet.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * 'Petition Packet' (issue 14 item 8): build the fileable PDF, watch its progress by push, and download
 * its parts or the attorney hand-off zip. The reply is persisted, so offline the last-built parts' details still show.
 */
export function PacketCard({ petitionId }: { petitionId: string }) {
  const packet = usePacket(petitionId);
  const build = useBuildPacket(petitionId);
  usePacketPush(petitionId);
  const action = packet.data ? packetAction(packet.data.status) : null;
  const [includeDrafts, setIncludeDrafts] = useState(false);
  return (
    <Card className="packet-card" data-testid="packet-card">
      <CardHeader>
        {/* ion-card-title is itself a level-2 heading. */}
        <CardTitle>Petition Packet</CardTitle>
        <CardSubtitle>One indexed, stamped PDF to file, split into parts for online filing</CardSubtitle>
      </CardHeader>
      <CardContent>
        {packet.isPending && <IonSpinner name="dots" aria-label="Loading the packet" />}
        {packet.isError && !packet.data && <p>Could not load the packet. Check your connection and try again.</p>}
        {packet.data && <PacketState packet={packet.data} />}
        {action && (
          <div className="packet-build-row">
            <Button className="packet-build" onClick={() => build.mutate({ includeDrafts })} disabled={build.isPending} data-testid="packet-build">
              <Icon slot="start" icon={refreshOutline} />
              {action === 'build' ? 'Build packet' : 'Rebuild'}
            </Button>
            {/* Unsigned letters are left out unless asked for; then every page of each says so. */}
            <IonCheckbox className="packet-include-drafts" labelPlacement="end" justify="start" checked={includeDrafts} onIonChange={(e) => setIncludeDrafts(e.detail.checked)} data-testid="packet-include-drafts">
              Include drafts, marked DRAFT
            </IonCheckbox>
          </div>
        )}
        {packet.data && <PacketParts packet={packet.data} fetchedAt={packet.dataUpdatedAt} refresh={async () => (await packet.refetch({ throwOnError: true })).data} />}
        {packet.data?.status === 'ready' && packetDownloads(packet.data) === 'parts' && <HandoffButton petitionId={petitionId} />}
      </CardContent>
    </Card>
  );
}
