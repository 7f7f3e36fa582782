import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { check, type FieldErrors } from '../../lib/schemas';
import { shopInfoInput, storeHoursInput } from '../../components/admin/adminSchemas';
import type { StoreHoursEntry } from '../../../shared/shop';
import { ActionFeedback } from '../../components/admin/ActionFeedback';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { adminTabLook } from '../../components/admin/adminTabLook';
import {
  GeneralInfoFields,
  SocialMediaFields,
  StoreHoursFields,
} from '../../components/admin/shop/ShopInfoFields';
import { HomePageFields } from '../../components/admin/shop/HomePageFields';
import { SpecialHoursFields } from '../../components/admin/shop/SpecialHoursFields';
import { PlaceholderRatingsField } from '../../components/admin/shop/PlaceholderRatingsField';
import {
  fieldOfIssue,
  shopInfoFormFrom,
  shopTabs,
  tabOfField,
  toShopInfoInput,
  type ShopTab,
  type ShopTextField,
} from '../../components/admin/shop/shopInfoForm';
import { Form } from '../../components/form/Form';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { ButtonSpinner, Spinner } from '../../components/ui/Spinner';
import { TabList, tabPanelProps } from '../../components/ui/Tabs';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { rejectionMessageOr } from '../../lib/errorMessage';
import { useTRPC, type ShopInfo } from '../../lib/trpc';

/** /admin/shop-info: the shop's public information, opening hours and home page, in tabs. */
export function AdminShopInfoPage() {
  const trpc = useTRPC();
  // Read afresh: the form starts from what is saved now, not from the footer's cached copy.
  const info = useQuery(trpc.shop.info.queryOptions(undefined, { staleTime: 0 }));
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Shop Information" />
      {info.isPending ? (
        <Spinner />
      ) : info.isError ? (
        <ErrorBanner
          message="Failed to fetch shop information. Please try again."
          onRetry={() => void info.refetch()}
        />
      ) : (
        <ShopInfoForm info={info.data} />
      )}
    </div>
  );
}

const PREFIX = 'shop-info';

function ShopInfoForm({ info }: { info: ShopInfo }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => shopInfoFormFrom(info));
  const [tab, setTab] = useState<ShopTab>('general');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { notice, show, clear } = useTimedNotice();
  const updateInfo = useMutation(trpc.admin.shop.updateInfo.mutationOptions());
  const updateHours = useMutation(trpc.admin.shop.updateHours.mutationOptions());
  const [uploading, setUploading] = useState(false);
  const saving = updateInfo.isPending || updateHours.isPending;

  const setField = (field: ShopTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setHours = (day: string, change: Partial<StoreHoursEntry>) =>
    setValues((current) => ({
      ...current,
      storeHours: current.storeHours.map((h) => (h.day === day ? { ...h, ...change } : h)),
    }));

  /** The first field to fix: its tab opens and the field takes the focus. */
  const showInvalid = (form: HTMLFormElement, found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0] ?? '';
    setTab(tabOfField(first));
    // After the tab's panel has rendered.
    requestAnimationFrame(() => {
      const field = form.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    clear();
    setFailure(null);
    const parsedInfo = shopInfoInput.safeParse(toShopInfoInput(values));
    if (!parsedInfo.success) {
      const found: FieldErrors = {};
      for (const issue of parsedInfo.error.issues)
        found[fieldOfIssue(issue.path)] ??= issue.message;
      showInvalid(form, found);
      return;
    }
    const hours = check(storeHoursInput, {
      storeHours: values.storeHours,
      specialHours: values.specialHours,
    });
    if (!hours.ok) {
      setTab('hours');
      setFailure(hours.message);
      return;
    }
    setErrors({});
    try {
      await updateInfo.mutateAsync(parsedInfo.data);
      const saved = await updateHours.mutateAsync(hours.data);
      queryClient.setQueryData(trpc.shop.info.queryKey(), saved);
      setValues(shopInfoFormFrom(saved));
      show('Shop information updated successfully!');
    } catch (err) {
      setFailure(rejectionMessageOr(err, 'Failed to update shop information. Please try again.'));
    }
  };

  const fieldProps = { values, errors, onChange: setField };
  return (
    <Form
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Shop information"
      className="space-y-5"
    >
      <ActionFeedback notice={notice} error={failure} onDismissError={() => setFailure(null)} />
      <div className="rounded-lg bg-white shadow-sm ring-1 ring-ink/5">
        <div className="px-3 pt-2">
          <TabList
            label="Shop information"
            idPrefix={PREFIX}
            tabs={shopTabs}
            selected={tab}
            onSelect={setTab}
            look={adminTabLook}
          />
        </div>
        <div {...tabPanelProps(PREFIX, tab)} className="p-5 sm:p-6">
          {tab === 'general' && (
            <>
              <GeneralInfoFields {...fieldProps} />
              <PlaceholderRatingsField
                checked={values.showPlaceholderRatings}
                onChange={(showPlaceholderRatings) =>
                  setValues((current) => ({ ...current, showPlaceholderRatings }))
                }
              />
            </>
          )}
          {tab === 'hours' && (
            <>
              <StoreHoursFields hours={values.storeHours} onChange={setHours} />
              <SpecialHoursFields
                entries={values.specialHours}
                onChange={(specialHours) => setValues((current) => ({ ...current, specialHours }))}
              />
            </>
          )}
          {tab === 'social' && <SocialMediaFields {...fieldProps} />}
          {tab === 'home' && (
            <HomePageFields
              homePage={values.homePage}
              errors={errors}
              onChange={(homePage) => {
                setValues((current) => ({ ...current, homePage }));
                setErrors({});
              }}
              onUploadingChange={setUploading}
            />
          )}
        </div>
      </div>
      <button type="submit" className="btn-primary" disabled={saving || uploading}>
        {saving && <ButtonSpinner />}
        Save Changes
      </button>
    </Form>
  );
}
