import { Plus, Trash2 } from 'lucide-react';
import { PROMPTS, type PromptId } from '#shared/prompts.ts';
import { MAX_PROMPT_ANSWER, MAX_PROMPTS, type PromptAnswer } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextareaField } from '#web/components/ui/textarea-field.tsx';

/**
 * Up to three prompts from the shared list (issue 28), each answered in a line or two. Each
 * prompt can be picked once: a row offers its own prompt and those no other row holds.
 */
export function PromptsEditor({
  prompts,
  onChange,
  error,
}: {
  prompts: PromptAnswer[];
  onChange: (prompts: PromptAnswer[]) => void;
  error?: string;
}) {
  const taken = new Set(prompts.map((prompt) => prompt.promptId));
  const replace = (index: number, next: PromptAnswer) =>
    onChange(prompts.map((prompt, i) => (i === index ? next : prompt)));
  const add = () => {
    const free = PROMPTS.find((prompt) => !taken.has(prompt.id));
    if (free) onChange([...prompts, { promptId: free.id, answer: '' }]);
  };
  return (
    <div className="space-y-4 sm:col-span-2" data-testid="prompts-editor">
      <p className="text-sm text-gray-600">
        Answer up to {MAX_PROMPTS} prompts. Others can like an answer and comment on it, which gives you both something
        to talk about.
      </p>
      {prompts.map((prompt, index) => (
        <div
          key={index}
          className="space-y-3 rounded-2xl border border-rose-100 bg-rose-50/40 p-4"
          data-testid="prompt-row"
        >
          <div className="flex items-end gap-2">
            <SelectField
              label={`Prompt ${index + 1}`}
              className="min-w-0 flex-1"
              value={prompt.promptId}
              onValueChange={(promptId: PromptId) => replace(index, { ...prompt, promptId })}
              options={PROMPTS.filter((option) => option.id === prompt.promptId || !taken.has(option.id)).map(
                (option) => ({ value: option.id, label: option.text }),
              )}
            />
            <Button
              variant="secondary"
              aria-label={`Remove prompt ${index + 1}`}
              onClick={() => onChange(prompts.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
          <TextareaField
            label={`Your answer to prompt ${index + 1}`}
            rows={2}
            maxLength={MAX_PROMPT_ANSWER}
            showCount
            value={prompt.answer}
            placeholder="Keep it short and specific"
            onChange={(event) => replace(index, { ...prompt, answer: event.target.value })}
          />
        </div>
      ))}
      {error && (
        <p className="text-sm font-medium text-red-600" role="alert">
          {error}
        </p>
      )}
      {prompts.length < MAX_PROMPTS && (
        <Button variant="secondary" onClick={add}>
          <Plus className="size-4" aria-hidden /> Add a prompt
        </Button>
      )}
    </div>
  );
}
