import { Download } from 'lucide-react';
import { downloadText } from './download-text.ts';

/** "Download CSV": what the screen shows, written as a spreadsheet file in the browser when clicked. */
export function DownloadCsvButton({
  fileName,
  csv,
  disabled = false,
}: {
  fileName: string;
  csv: () => string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={disabled}
      onClick={() => downloadText(fileName, csv())}
    >
      <Download aria-hidden="true" size={16} />
      Download CSV
    </button>
  );
}
