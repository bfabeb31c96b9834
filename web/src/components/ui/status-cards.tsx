import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';
import { IconTile } from './icon-tile';
import { Spinner } from './spinner';
import { Link } from 'react-router';
import { Button, buttonClasses } from './button';

/** 'Try again' for something that could not load; spins while the retry runs. */
export function RetryButton({
  onRetry,
  retrying,
  className,
}: {
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying} className={className}>
      <RefreshCw className="size-4" aria-hidden /> Try again
    </Button>
  );
}

/** A card saying what is loading, beside a spinner. */
export function LoadingCard({ children, className = 'mt-8' }: { children: ReactNode; className?: string }) {
  return (
    <Card className={clsx(className, 'flex items-center gap-3 p-6 text-gray-500')} role="status">
      <Spinner className="size-5 text-rose-500" /> {children}
    </Card>
  );
}

/** Inside a panel: a short line saying what could not load, and 'Try again'. */
export function InlineLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="space-y-3" role="alert">
      <p className="text-sm text-gray-600">{message}</p>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

/** Something that could not load: what failed, optionally why, and a way to try again. */
export function LoadErrorCard(props: {
  title: string;
  description?: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  const { title, description, onRetry, retrying, className = 'mt-8' } = props;
  return (
    <Card className={clsx(className, 'flex flex-col items-start gap-4 p-6')} role="alert">
      <div>
        <p className="font-semibold text-gray-900">{title}</p>
        {description && <p className="text-sm text-gray-600">{description}</p>}
      </div>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </Card>
  );
}

/** The load error of one query, in its own words (`message`), with a retry that refetches it. */
export function QueryErrorCard(props: {
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
  message: { title: string; description?: string };
  className?: string;
}) {
  const { query, message, className } = props;
  return (
    <LoadErrorCard
      title={message.title}
      description={message.description}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      className={className}
    />
  );
}

/** Where an empty list sends the member next: a button-styled link. */
export type EmptyStateAction = { to: string; label: string; icon?: LucideIcon };

/** An empty list: an icon, what is missing, why, and where to go next (`action`, or any children). */
export function EmptyStateCard(props: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: EmptyStateAction;
  children?: ReactNode;
  testId?: string;
}) {
  const { icon: Icon, title, text, action, children, testId } = props;
  return (
    <Card className="mt-8 flex flex-col items-center p-10 text-center" data-testid={testId}>
      <IconTile icon={Icon} size={16} className="rounded-3xl bg-rose-50 text-rose-500" />
      <h2 className="mt-5 text-xl font-bold text-gray-900">{title}</h2>
      <p className="mt-2 text-sm text-gray-600">{text}</p>
      {action && (
        <Link to={action.to} className={buttonClasses({ className: 'mt-6' })}>
          {action.icon && <action.icon className="size-4" aria-hidden />} {action.label}
        </Link>
      )}
      {children}
    </Card>
  );
}
