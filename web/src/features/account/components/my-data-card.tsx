import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showError } from '#web/lib/toast.tsx';
import { useExportMyData } from '../api/export-my-data';
import { downloadJson, exportFileName } from '../lib/export-file';

const DeleteAccountDialog = lazy(async () => ({
  default: (await import('./delete-account-dialog')).DeleteAccountDialog,
}));

/** 'My data': download everything stored about me, or delete the account for good. */
export function MyDataCard() {
  const exportData = useExportMyData();
  const [deleting, setDeleting] = useState(false);

  function download() {
    exportData.mutate(undefined, {
      onSuccess: (data) => downloadJson(data, exportFileName()),
      onError: (error) =>
        showError(MESSAGES.account.exportFailed(error instanceof ApiError ? error.message : undefined)),
    });
  }

  return (
    <Card className="p-6" aria-labelledby="my-data-heading" role="region">
      <h2 id="my-data-heading" className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <ShieldCheck className="size-5 text-rose-500" aria-hidden />
        My data
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col rounded-2xl border border-rose-100 p-4">
          <p className="font-semibold text-gray-900">Your data, your copy</p>
          <p className="mt-1 text-sm text-gray-600">
            Everything we store about you, as a JSON file, with links to your photos.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-4 self-start"
            onClick={download}
            loading={exportData.isPending}
          >
            <Download className="size-4" aria-hidden />
            Download my data
          </Button>
        </div>
        <div className="flex flex-col rounded-2xl border border-red-100 bg-red-50/40 p-4">
          <p className="font-semibold text-gray-900">Delete your account</p>
          <p className="mt-1 text-sm text-gray-600">
            Removes your sign-in, profile, photos, likes, matches and messages. This cannot be undone.
          </p>
          <Button
            variant="danger"
            size="sm"
            className="mt-4 self-start"
            onClick={() => setDeleting(true)}
            aria-haspopup="dialog"
          >
            <Trash2 className="size-4" aria-hidden />
            Delete my account
          </Button>
          {deleting && (
            <Suspense fallback={null}>
              <DeleteAccountDialog onClose={() => setDeleting(false)} />
            </Suspense>
          )}
        </div>
      </div>
    </Card>
  );
}
