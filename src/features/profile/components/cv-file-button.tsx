import { useRef } from 'react';
import { ProgressBar } from '../../../components/progress-bar';
import { cloudUploadOutline } from 'ionicons/icons';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';

/**
 * A button that opens the file picker (one file, architecture.md §validation) and a progress bar while
 * uploading. The native input stays in the DOM (hidden) so tests and assistive tech reach it.
 */
export function CvFileButton({
  label,
  uploading,
  uploadingLabel,
  progress,
  onFile,
  testId = 'cv-file-input',
}: {
  label: string;
  uploading: boolean;
  uploadingLabel?: string;
  progress: number;
  onFile: (file: File) => void;
  testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="cv-file-button">
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,.docx,.txt,.md,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,image/*"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so choosing the same file again still fires change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button fill="outline" disabled={uploading} onClick={() => input.current?.click()}>
        <Icon slot="start" icon={cloudUploadOutline} />
        {uploading && uploadingLabel ? uploadingLabel : label}
      </Button>
      {uploading && <ProgressBar value={progress} aria-label="Upload progress" data-testid="cv-upload-progress" />}
    </div>
  );
}
