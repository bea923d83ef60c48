import { useCallback, useRef, useState } from 'react';
import { serverMessage } from '../../../api/http';
import { uploadFile, type UploadPhase } from '../../../api/upload';
import { MAX_UPLOAD_BYTES } from '../../../contract/object-names';
import { UploadUrlError } from '../../../offline/send';
import { toast } from '../../../lib/toast-store';

export type UploadedCv = { objectPath: string; fileName: string };

const CV_UPDATE_FAILED = 'Failed to update CV. Please try again.';
const NO_UPLOAD_URL = 'No upload URL received';

/** Share of the bar for hashing: reading the file is quick next to sending it. */
const HASH_SHARE = 0.2;

/** 'Upload failed' with the most useful description (architecture.md §errors: no URL / server message / generic). */
function toastCvFailure(error: unknown) {
  const description =
    error instanceof UploadUrlError ? NO_UPLOAD_URL : (serverMessage(error) ?? CV_UPDATE_FAILED);
  toast({ title: 'Upload failed', description, variant: 'destructive' });
}

/**
 * CV upload state (architecture.md §states: idle → uploading → uploaded, back to idle on failure):
 * refuses a file over 10 MB before sending anything, reports progress 0–1, and hands the
 * uploaded object to `onUploaded` (which may record it, e.g. PUT /api/cv).
 */
export function useCvUpload(onUploaded: (cv: UploadedCv) => Promise<void> | void) {
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const busy = useRef(false);

  const upload = useCallback(
    async (file: File) => {
      if (busy.current) return;
      if (file.size > MAX_UPLOAD_BYTES) {
        toast({
          title: 'Upload failed',
          description: `"${file.name}" is larger than 10 MB (${MAX_UPLOAD_BYTES} bytes). Please choose a smaller file.`,
          variant: 'destructive',
        });
        return;
      }
      busy.current = true;
      setUploading(true);
      setProgress(0);
      try {
        const result = await uploadFile(file, {
          onProgress: ({ phase, fraction }: { phase: UploadPhase; fraction: number }) =>
            setProgress(phase === 'hashing' ? fraction * HASH_SHARE : HASH_SHARE + fraction * (1 - HASH_SHARE)),
        });
        if (!result.objectPath) throw new UploadUrlError();
        await onUploaded({ objectPath: result.objectPath, fileName: file.name });
      } catch (error) {
        toastCvFailure(error);
      } finally {
        busy.current = false;
        setUploading(false);
      }
    },
    [onUploaded],
  );

  return { upload, uploading, progress };
}
