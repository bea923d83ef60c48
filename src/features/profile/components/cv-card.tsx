import { useCallback } from 'react';
import { documentTextOutline, openOutline } from 'ionicons/icons';
import type { Profile } from '../../../contract/entities';
import { DEFAULT_CV_FILE_NAME } from '../../../contract/profile';
import { toast } from '../../../lib/toast-store';
import { fetchCvDownloadUrl } from '../api/cv-download-url';
import { usePutCv } from '../api/put-cv';
import { useCvUpload, type UploadedCv } from '../hooks/use-cv-upload';
import { CvFileButton } from './cv-file-button';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';

/**
 * Opens the CV through a short-lived signed link. The tab is opened at the tap (a popup
 * blocker allows that) and pointed at the link once the server has signed it.
 */
async function openCv() {
  const tab = window.open('', '_blank');
  try {
    const url = await fetchCvDownloadUrl();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.href = url;
    }
  } catch {
    tab?.close();
    toast({ title: 'Error', description: 'Failed to download file. Please try again.', variant: 'destructive' });
  }
}

/** The CV/Resume card of the profile view (architecture.md §screens): upload or replace, file name, date, View. */
export function CvCard({ profile }: { profile: Profile }) {
  const putCv = usePutCv();
  const onUploaded = useCallback(
    async ({ objectPath, fileName }: UploadedCv) => {
      await putCv.mutateAsync({ cvUrl: objectPath, cvFileName: fileName });
      toast({ title: 'CV uploaded successfully', description: 'Your CV has been uploaded and will be used for visa screening.' });
    },
    [putCv],
  );
  const cvUpload = useCvUpload(onUploaded);

  return (
    <Card className="profile-card-wide" data-testid="cv-card">
      <CardHeader>
        <CardTitle>CV/Resume</CardTitle>
      </CardHeader>
      <CardContent>
        {profile.cvUrl ? (
          <div>
            <p className="cv-file-name" data-testid="cv-file-name">
              <Icon icon={documentTextOutline} /> {profile.cvFileName || DEFAULT_CV_FILE_NAME}
            </p>
            <p className="profile-meta muted" data-testid="cv-upload-date">
              Uploaded {new Date(profile.updatedAt).toLocaleDateString()}
            </p>
            <Button fill="clear" onClick={() => void openCv()} data-testid="cv-view">
              <Icon slot="start" icon={openOutline} />
              View
            </Button>
          </div>
        ) : (
          <div data-testid="cv-empty">
            <p>
              <strong>No CV uploaded yet</strong>
            </p>
            <p className="muted">Upload your CV to improve visa screening accuracy</p>
          </div>
        )}
        <CvFileButton
          label={profile.cvUrl ? 'Replace CV' : 'Upload CV'}
          uploading={cvUpload.uploading}
          uploadingLabel="Uploading..."
          progress={cvUpload.progress}
          onFile={(file) => void cvUpload.upload(file)}
        />
      </CardContent>
    </Card>
  );
}
