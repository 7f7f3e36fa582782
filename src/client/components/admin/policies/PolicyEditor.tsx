import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatAdminDateTime } from '../../../../shared/londonTime';
import { policyPaths, policyVersionPath, type PolicyName } from '../../../../shared/legalPages';
import { policyPlaceholders, policyTitles, unknownPlaceholders } from '../../../../shared/policies';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { Spinner } from '../../ui/Spinner';
import { TextAreaField } from '../products/TextAreaField';
import type { RunAction } from '../useActionFeedback';

type Editing = RouterOutputs['admin']['policies']['get'];

/** One policy's text and its versions, loaded; the draft is kept while another tab is open. */
export function PolicyEditor({
  name,
  draft,
  onDraft,
  run,
}: {
  name: PolicyName;
  draft: string | undefined;
  onDraft: (text: string | undefined) => void;
  run: RunAction;
}) {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.policies.get.queryOptions({ name }));
  if (query.isPending) return <Spinner label="Loading the policy…" className="min-h-[40vh]" />;
  if (query.isError) {
    return (
      <ErrorBanner
        message="Failed to load the policy. Please try again."
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <EditorForm policy={query.data} draft={draft} onDraft={onDraft} run={run} />;
}

function EditorForm({
  policy,
  draft,
  onDraft,
  run,
}: {
  policy: Editing;
  draft: string | undefined;
  onDraft: (text: string | undefined) => void;
  run: RunAction;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.admin.policies.save.mutationOptions());
  const [checked, setChecked] = useState(false);
  const text = draft ?? policy.markdown;
  const changed = text.trim() !== policy.markdown.trim();
  const unknown = unknownPlaceholders(text);
  const problem = !text.trim()
    ? 'Please write the policy'
    : unknown.length > 0
      ? `Unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')}: use one of those listed below`
      : undefined;

  const onSave = async () => {
    setChecked(true);
    if (problem || !changed) return;
    const saved = await run(async () => {
      const answer = await save.mutateAsync({
        name: policy.name,
        markdown: text,
        basedOnVersion: policy.version,
      });
      queryClient.setQueryData(trpc.admin.policies.get.queryKey({ name: policy.name }), answer);
      await queryClient.invalidateQueries(trpc.policies.page.queryFilter());
      return { message: `${policyTitles[policy.name]} saved as version ${answer.version}` };
    }, 'Failed to save the policy. Please try again.');
    if (saved) {
      onDraft(undefined);
      setChecked(false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <TextAreaField
          label={`${policyTitles[policy.name]} (Markdown)`}
          name="markdown"
          rows={22}
          className="[&_textarea]:font-mono [&_textarea]:text-[13px] [&_textarea]:leading-relaxed"
          value={text}
          onChange={(event) => onDraft(event.target.value)}
          error={checked || unknown.length > 0 ? problem : undefined}
          spellCheck
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={save.isPending || !changed}>
            {save.isPending ? 'Saving…' : 'Save as a new version'}
          </button>
          {changed && (
            <button type="button" className="btn-outline" onClick={() => onDraft(undefined)}>
              Discard changes
            </button>
          )}
          <Link
            to={policyPaths[policy.name]}
            target="_blank"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-gold-dark underline underline-offset-4"
          >
            View in the shop
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </Link>
        </div>
        <p className="text-xs text-stone">
          Headings start with ## , lists with - , **bold** is in double stars and a link is
          [words](/page). HTML is shown as text, and pictures are not shown.
        </p>
      </form>
      <aside className="space-y-6 text-sm">
        <section aria-labelledby="policy-placeholders">
          <h2 id="policy-placeholders" className="font-sans text-sm font-semibold text-ink">
            Placeholders
          </h2>
          <p className="mt-1 text-xs text-stone">
            Filled from the settings whenever the policy is shown, so it always agrees with them.
            Put {'{deliveryMethods}'} on a line of its own.
          </p>
          <dl className="mt-2 space-y-2">
            {Object.entries(policyPlaceholders).map(([placeholder, meaning]) => (
              <div key={placeholder}>
                <dt className="font-mono text-xs text-ink">{`{${placeholder}}`}</dt>
                <dd className="text-xs text-stone">{meaning}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="policy-versions">
          <h2 id="policy-versions" className="font-sans text-sm font-semibold text-ink">
            Versions
          </h2>
          <p className="mt-1 text-xs text-stone">
            Every save is kept: an order links to the Terms it was placed under.
          </p>
          <ol className="mt-2 divide-y divide-ink/10 rounded-md border border-ink/10 bg-white">
            {policy.versions.map((v) => (
              <li key={v.version} className="flex items-center justify-between gap-3 px-3 py-2">
                <Link
                  to={policyVersionPath(policy.name, v.version)}
                  className="font-medium text-gold-dark underline underline-offset-4"
                >
                  Version {v.version}
                </Link>
                <span className="text-xs text-stone">
                  {v.version === policy.version ? 'Current · ' : ''}
                  {formatAdminDateTime(v.savedAt)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </aside>
    </div>
  );
}
