import { IonSpinner } from '@ionic/react';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';
import { ProgressBar } from '../../../components/progress-bar';
import { archiveOutline, cameraOutline, cloudUploadOutline } from 'ionicons/icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { isZipFileName, MAX_ZIP_BYTES, ZIP_ONLY_MESSAGE } from '../../../contract/evidence-rules';
import { toast } from '../../../lib/toast-store';
import { useUploadZip } from '../api/upload-zip';
import { useFileUploads } from '../hooks/use-file-uploads';
import { TOUCH_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { UPLOAD_ACCEPT, validateSelection } from '../lib/validate-selection';
import { ConnectionNote } from './connection-note';
import { UploadProgressList } from './upload-progress-list';
import { AddFromAnotherPetition } from '../../evidence-copy';

const ZIP_TOO_LARGE = `This zip is larger than the ${MAX_ZIP_BYTES / (1024 * 1024)} MB limit. Split it into smaller zips.`;

/** Choose Files (≤ 10, ≤ 10 MB each), Upload Zip (.zip only), and Take Photo on phones. */
export function UploadPanel({ petitionId }: { petitionId: string }) {
  const uploads = useFileUploads(petitionId);
  const zip = useUploadZip(petitionId);
  const touch = useMediaQuery(TOUCH_QUERY);
  const filesInput = useRef<HTMLInputElement>(null);
  const zipInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const busy = uploads.busy || zip.isPending;

  const refuse = (messages: string[]) => {
    setProblems(messages);
    // One toast at a time (architecture.md §limits): several refusals are counted there, and each is named with its reason in the list.
    const description = messages.length === 1 ? messages[0] : `${messages.length} files were not uploaded. The list under the buttons says why.`;
    toast({ title: 'Error', description, variant: 'destructive' });
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const check = validateSelection(files, uploads.inFlightIds);
    if (check.problems.length > 0) refuse(check.problems);
    else setProblems([]);
    if (check.upload.length > 0) uploads.start(check.upload);
  };

  const onZip = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // architecture.md §validation: a name not ending in .zip is refused and the input cleared.
    event.target.value = '';
    if (!file) return;
    if (!isZipFileName(file.name)) return refuse([ZIP_ONLY_MESSAGE]);
    if (file.size > MAX_ZIP_BYTES) return refuse([ZIP_TOO_LARGE]);
    setProblems([]);
    zip.mutate(file);
  };

  return (
    <Card as="section" className="upload-panel" aria-labelledby="upload-heading">
      <CardHeader className="upload-panel-head">
        <CardTitle id="upload-heading">Upload Evidence</CardTitle>
        {busy && (
          <span className="uploading-flag" data-testid="uploading-flag">
            <IonSpinner name="dots" /> Uploading...
          </span>
        )}
      </CardHeader>
      <CardContent>
        <p className="muted upload-hint">Up to 10 files at a time, 10 MB each: PDF, Word, text or photos. AI analyzes each document against your visa criteria.</p>
        <div className="upload-buttons">
          <Button onClick={() => filesInput.current?.click()} data-testid="choose-files">
            <Icon slot="start" icon={cloudUploadOutline} />
            Choose Files
          </Button>
          <Button fill="outline" onClick={() => zipInput.current?.click()} disabled={zip.isPending} data-testid="upload-zip">
            <Icon slot="start" icon={archiveOutline} />
            Upload Zip
          </Button>
          {touch && (
            <Button fill="outline" onClick={() => cameraInput.current?.click()} data-testid="take-photo">
              <Icon slot="start" icon={cameraOutline} />
              Take Photo
            </Button>
          )}
          <AddFromAnotherPetition petitionId={petitionId} />
        </div>
        <input ref={filesInput} type="file" multiple accept={UPLOAD_ACCEPT} hidden onChange={onFiles} data-testid="evidence-file-input" />
        <input ref={zipInput} type="file" accept=".zip,application/zip" hidden onChange={onZip} data-testid="evidence-zip-input" />
        <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={onFiles} data-testid="evidence-camera-input" />
        {problems.length > 0 && (
          // The alert wraps the list: a <ul> given role="alert" is no list, and its items lose their parent (axe).
          <div role="alert" data-testid="upload-problems">
            <ul className="evidence-error upload-problems">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        {zip.isPending && (
          <div className="zip-progress" data-testid="zip-progress">
            <span className="muted">Importing zip...</span>
            <ProgressBar type="indeterminate" />
          </div>
        )}
        <ConnectionNote />
        <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />
      </CardContent>
    </Card>
  );
}
