import { uploadFile, type UploadPhase } from '../../../src/api/upload';
import { ApiError } from '../../../src/offline/send';

// A test-only page (built by upload.spec.ts, served on the app's origin by the test) that runs
// the app's real uploadFile(): hash worker, presign, XHR PUT with progress.

type Run = { objectPath: string; uploadURL: string; sha256: string; phases: UploadPhase[]; last: number } | { error: string };

async function run(b64: string, name: string, type: string, size?: number): Promise<Run> {
  const bytes = size === undefined ? Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)) : new Uint8Array(size);
  const phases: UploadPhase[] = [];
  let last = 0;
  try {
    const result = await uploadFile(new File([bytes], name, { type }), {
      onProgress: ({ phase, fraction }) => {
        if (phases.at(-1) !== phase) phases.push(phase);
        last = fraction;
      },
    });
    return { ...result, phases, last };
  } catch (err) {
    // An ApiError reads as the spec's display format, '{status}: {body}'.
    return { error: err instanceof Error && !(err instanceof ApiError) ? err.message : String(err) };
  }
}

declare global {
  interface Window {
    runUpload: typeof run;
  }
}
window.runUpload = run;
document.body.dataset.ready = 'true';
