import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { policyNames, type PolicyName } from '../../../shared/legalPages';
import { policyTitles } from '../../../shared/policies';
import { ActionFeedback } from '../../components/admin/ActionFeedback';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { adminTabLook } from '../../components/admin/adminTabLook';
import { PolicyEditor } from '../../components/admin/policies/PolicyEditor';
import { useActionFeedback } from '../../components/admin/useActionFeedback';
import { TabList, tabPanelProps } from '../../components/ui/Tabs';

const TAB_PREFIX = 'policy';
const tabs = policyNames.map((name) => ({ id: name, label: policyTitles[name] }));

const policyIn = (value: string | null): PolicyName =>
  policyNames.find((name) => name === value) ?? 'terms';

/**
 * /admin/policies: the shop's Terms, Privacy, Returns, Delivery, FAQ and Reviews policies, written
 * in Markdown with placeholders the settings fill; every save is kept as a version (decision 058).
 */
export function AdminPoliciesPage() {
  const [params, setParams] = useSearchParams();
  const selected = policyIn(params.get('policy'));
  const [drafts, setDrafts] = useState<Partial<Record<PolicyName, string>>>({});
  const feedback = useActionFeedback();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Policies"
        description="What shoppers read before they buy. Each save becomes a new version; the earlier ones stay readable, and every order links to the Terms it was placed under."
      />
      <ActionFeedback
        notice={feedback.notice}
        error={feedback.error}
        onDismissError={feedback.dismissError}
      />
      <div className="rounded-lg bg-white shadow-sm ring-1 ring-ink/5">
        <TabList
          label="Policies"
          idPrefix={TAB_PREFIX}
          tabs={tabs}
          selected={selected}
          onSelect={(name) => setParams({ policy: name }, { replace: true })}
          look={adminTabLook}
        />
        <div {...tabPanelProps(TAB_PREFIX, selected)} className="p-4 sm:p-6">
          <PolicyEditor
            key={selected}
            name={selected}
            draft={drafts[selected]}
            onDraft={(text) => setDrafts((all) => ({ ...all, [selected]: text }))}
            run={feedback.run}
          />
        </div>
      </div>
    </div>
  );
}
