import { documentTextOutline } from 'ionicons/icons';
import type { MouseEvent } from 'react';
import { requireConnection, showNeedsConnection } from '../../../api/needs-connection';
import { NEEDS_CONNECTION_MESSAGE } from '../../evidence';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';

type Props = { href: string; fileName: string; testId?: string };

/**
 * 'Download .docx' (issue 14 item 6): a plain link with `download`, so the browser saves the
 * server's file with the session cookie and no script holds the bytes. Offline it says the one
 * needs-connection message instead of starting a download that can only fail.
 */
export function DownloadDocxButton({ href, fileName, testId = 'download-docx' }: Props) {
  const onClick = (event: MouseEvent) => {
    try {
      requireConnection(NEEDS_CONNECTION_MESSAGE);
    } catch {
      event.preventDefault();
      showNeedsConnection(NEEDS_CONNECTION_MESSAGE);
    }
  };
  return (
    <Button fill="outline" href={href} download={fileName} onClick={onClick} data-testid={testId}>
      <Icon slot="start" icon={documentTextOutline} />
      Download .docx
    </Button>
  );
}
