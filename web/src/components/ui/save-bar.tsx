import { Save } from 'lucide-react';
import { Button } from './button';
import { Spinner } from './spinner';

/** A long form's submit bar: it stays in reach at the bottom of the screen, with a line on what saving does. */
export function SaveBar({ note, label, saving }: { note: string; label: string; saving: boolean }) {
  return (
    <div className="sticky bottom-4 z-10 flex flex-col gap-3 rounded-2xl border border-rose-100 bg-white/95 p-3 shadow-lg shadow-rose-900/10 sm:flex-row sm:items-center sm:justify-between sm:pl-5">
      <p className="hidden text-sm text-gray-600 sm:block">{note}</p>
      <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
        {saving ? <Spinner className="size-4" /> : <Save className="size-4" aria-hidden />}
        {saving ? 'Saving...' : label}
      </Button>
    </div>
  );
}
