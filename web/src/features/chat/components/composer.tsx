import { clsx } from 'clsx';
import { MessageCircleWarning, SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import TextareaAutosize from 'react-textarea-autosize';
import { MAX_MESSAGE_LENGTH } from '#shared/chat/limits.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { loadOnce } from '#web/lib/load-once.ts';
import { isSendKey, lengthCounter } from '../lib/composer';

/**
 * The content rule is the server's schema, with zod: it is asked for once the composer is on screen, not
 * before the chat's first render (decision 0060).
 */
const loadContentRule = loadOnce(() => import('../lib/message-content').then((module) => module.contentToSend));
type ContentRule = Awaited<ReturnType<typeof loadContentRule>>;

function useContentRule(): ContentRule | undefined {
  const [rule, setRule] = useState<ContentRule | undefined>(undefined);
  useEffect(() => {
    let mounted = true;
    loadContentRule().then(
      (loaded) => mounted && setRule(() => loaded),
      // A failed load is tried again by the next send (loadOnce forgets failures).
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return rule;
}

/**
 * The offensive-language matcher (obscenity's English dataset) in its own
 * chunk, fetched when the composer appears: the chat's first paint does not
 * wait for it. The server runs the same module on every message it stores.
 */
const loadSignals = () => import('#shared/moderation/message-signals.ts');

export type ComposerProps = {
  /** Called with trimmed, valid content. */
  onSend: (content: string) => void;
  onDraftChange: (draft: string) => void;
  placeholder: string;
  /** A suggestion (the coach's opener) to put in the box for the member to edit; a new `id` puts it again. */
  suggestion?: { text: string; id: number } | null;
};

/**
 * The message box: Enter sends, Shift+Enter adds a line; blank drafts cannot
 * be sent. A draft that reads as offensive asks "Are you sure?" first: a
 * nudge, never a block ("Send anyway" sends it as written).
 */
export function Composer({ onSend, onDraftChange, placeholder, suggestion }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    void loadSignals().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!suggestion) return;
    setDraft(suggestion.text);
    onDraftChange(suggestion.text);
    box.current?.focus();
    // Only a new suggestion puts text in; later edits are the member's.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the suggestion's id alone, on purpose
  }, [suggestion?.id]);
  const rule = useContentRule();
  const content = rule ? rule(draft) : null;
  // Until the rule is here (a moment after the screen opens), a draft with anything but spaces may be sent:
  // the send waits for the rule and checks the draft with it.
  const sendable = rule ? content !== null : draft.trim() !== '';
  const counter = lengthCounter(draft);

  function send(text: string) {
    onSend(text);
    setDraft('');
    setConfirming(null);
  }

  function submit() {
    if (!sendable) return;
    const typed = draft;
    // The content rule and the offensive-language matcher are chunks of their own (decision 0060): a send
    // made before they arrive waits for them. Without the matcher (a failed load) the message still goes:
    // the server flags it all the same.
    void (rule ? Promise.resolve(rule) : loadContentRule()).then(
      async (check) => {
        const checked = check(typed);
        if (checked === null) return;
        const offensive = await loadSignals()
          .then(({ isOffensive }) => isOffensive(checked))
          .catch(() => false);
        if (offensive) {
          setConfirming(checked);
          return;
        }
        onSend(checked);
        // What the member typed meanwhile stays.
        setDraft((current) => (current === typed ? '' : current));
      },
      () => undefined,
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    // A blank Enter does nothing, not even a new line.
    event.preventDefault();
    submit();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  return (
    <form
      onSubmit={onSubmit}
      className="border-t border-rose-100 bg-white/95 px-3 py-3 sm:px-4"
      aria-label="Send a message"
    >
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        {/* Grows with the draft up to six lines, then scrolls (CSS field-sizing is not in every browser yet). */}
        <TextareaAutosize
          ref={box}
          id={id}
          value={draft}
          minRows={1}
          maxRows={6}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={placeholder}
          onChange={(event) => {
            setDraft(event.target.value);
            onDraftChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          aria-describedby={counter ? `${id}-counter` : undefined}
          className={clsx(
            'block min-h-11 w-full resize-none rounded-3xl border border-gray-200 bg-gray-50 px-4 py-2.5 text-[15px] text-gray-900 transition',
            'placeholder:text-gray-400 focus:border-rose-400 focus:bg-white focus:ring-4 focus:ring-rose-100 focus:outline-none',
          )}
        />
        <button
          type="submit"
          disabled={!sendable}
          aria-label="Send"
          className={clsx(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-r from-rose-500 to-pink-500 text-white shadow-sm shadow-rose-500/25 transition',
            'hover:from-rose-600 hover:to-pink-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:pointer-events-none disabled:opacity-40',
          )}
        >
          <SendHorizontal className="size-5" aria-hidden />
        </button>
      </div>
      <div className="mt-1 flex justify-between gap-4 px-2 text-xs text-gray-600">
        <span className="hidden sm:inline">Enter to send · Shift+Enter for a new line</span>
        {counter && (
          <span
            id={`${id}-counter`}
            className={clsx(
              'ml-auto tabular-nums',
              draft.length >= MAX_MESSAGE_LENGTH ? 'font-semibold text-red-600' : 'text-amber-600',
            )}
            data-testid="length-counter"
          >
            {counter}
          </span>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (open) return;
          setConfirming(null);
          box.current?.focus();
        }}
        title="Are you sure?"
        description="This message may come across as hurtful. Kindred is kinder when we think before we send. You can edit it, or send it as it is."
        icon={MessageCircleWarning}
        tone="rose"
        confirmLabel="Send anyway"
        busy={false}
        onConfirm={() => confirming !== null && send(confirming)}
      />
    </form>
  );
}
