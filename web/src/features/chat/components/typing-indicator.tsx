/** "<name> is typing…" with three bouncing dots, under the last message. */
export function TypingIndicator({ name }: { name: string }) {
  return (
    <div className="mt-3 flex items-center gap-2" role="status" data-testid="typing-indicator">
      <span
        className="inline-flex items-center gap-1 rounded-3xl rounded-bl-lg border border-rose-100/80 bg-white px-4 py-3 shadow-sm"
        aria-hidden
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-rose-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span className="text-sm text-gray-500">{name} is typing…</span>
    </div>
  );
}
