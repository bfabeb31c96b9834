import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

/** The head of a step that waits for an emailed code: an icon, what the step does, and where the code went. */
export function CodeStepHeader({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="space-y-2 text-center">
      <IconTile icon={icon} size={14} className="mx-auto rounded-2xl bg-rose-50 text-rose-500" />
      <h2 className="text-xl font-bold text-gray-900">{title}</h2>
      <p className="text-sm text-gray-600">{children}</p>
    </div>
  );
}

/** Under a code form: back to signing in, or a new code (spinning while it is sent). */
export function CodeStepLinks({
  busy,
  onBack,
  onResend,
}: {
  busy: string | null;
  onBack: () => void;
  onResend: () => void;
}) {
  return (
    <div className="flex items-center justify-between text-sm">
      <Button variant="link" onClick={onBack} disabled={busy !== null}>
        Back to Sign In
      </Button>
      <Button variant="link" onClick={onResend} loading={busy === 'resend'} disabled={busy !== null}>
        Resend code
      </Button>
    </div>
  );
}
