import { useQuery } from '@tanstack/react-query';
import { Download, MailCheck, RotateCcw, Send, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateGB } from '../../../shared/londonTime';
import { formatGBP } from '../../../shared/money';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { AdminPagination } from '../../components/admin/AdminPagination';
import { adminCell, adminHeadCell } from '../../components/admin/adminTableLook';
import { StatCard } from '../../components/admin/StatCard';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { ButtonSpinner, Spinner } from '../../components/ui/Spinner';
import { downloadCsvFrom, ExportError } from '../../lib/downloadCsv';
import { formValues } from '../../lib/formValues';
import { useTRPC } from '../../lib/trpc';
import { toast } from '../../state/toast';

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

const queryParams = (search: string, page: number) =>
  new URLSearchParams({
    ...(search ? { search } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });

/** What the abandoned checkout reminders brought back (decision 059). */
function ReminderFigures() {
  const trpc = useTRPC();
  const recovery = useQuery(trpc.admin.marketing.recovery.queryOptions());
  if (recovery.isError)
    return (
      <ErrorBanner
        message="Failed to fetch the reminders' figures"
        onRetry={() => void recovery.refetch()}
      />
    );
  const figure = (value: number | string) => (recovery.isPending ? '…' : value);
  return (
    <section aria-label="Abandoned checkout reminders" className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Reminders sent"
        icon={Send}
        value={figure(recovery.data?.remindersSent ?? 0)}
      />
      <StatCard
        label="Orders recovered"
        icon={RotateCcw}
        value={figure(recovery.data?.ordersRecovered ?? 0)}
        detail="Paid within a week of a reminder, with its pieces"
      />
      <StatCard
        label="Revenue recovered"
        icon={MailCheck}
        value={figure(formatGBP(recovery.data?.revenueRecovered ?? 0))}
      />
    </section>
  );
}

/**
 * /admin/customers: the addresses that may be sent news and offers now, with when, where and to
 * which words they agreed (decision 059); searchable, a page at a time, and as CSV.
 */
export function AdminCustomersPage() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageOf(params);
  const list = useQuery(
    trpc.admin.marketing.consents.queryOptions(
      { ...(search ? { search } : {}), page },
      { placeholderData: (previous) => previous },
    ),
  );
  const [exporting, setExporting] = useState(false);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(queryParams(formValues(event.currentTarget).search?.trim() ?? '', 1));
  };

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsvFrom(
        `/api/admin/marketing/consents/export?${queryParams(search, 1).toString()}`,
        'customers-who-agreed',
        () => {},
      );
    } catch (failure) {
      toast.error(
        failure instanceof ExportError ? failure.message : 'Failed to export. Please try again.',
      );
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Customers Who Agreed"
        description="Only these addresses may be sent news and offers. Each agreed to the words shown; anyone can unsubscribe from any mail with one click, and then leaves this list."
      />
      <ReminderFigures />
      <div className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:flex-row sm:items-end">
        <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-1 items-end gap-2">
          <label className="min-w-0 flex-1 text-sm font-medium">
            Search by email
            <input
              name="search"
              type="search"
              defaultValue={search}
              key={search}
              className="input mt-1 w-full"
            />
          </label>
          <button type="submit" className="btn-outline">
            Search
          </button>
        </form>
        <button
          type="button"
          className="btn-outline self-start sm:self-auto"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {exporting ? <ButtonSpinner /> : <Download className="size-4" aria-hidden />}
          Export CSV
        </button>
      </div>
      {list.isPending ? (
        <Spinner label="Loading customers…" />
      ) : list.isError ? (
        <ErrorBanner message="Failed to fetch customers" onRetry={() => void list.refetch()} />
      ) : list.data.consents.length === 0 ? (
        <EmptyState icon={Users} title="No one found">
          <p className="text-sm text-stone">
            {search
              ? 'No address that agreed matches this search.'
              : 'Customers appear here once they tick the box at registration or checkout, or confirm the newsletter sign-up.'}
          </p>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-stone">
            {list.data.total} {list.data.total === 1 ? 'address' : 'addresses'}, newest first
          </p>
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-ink/5">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-ink/10">
                <tr>
                  <th scope="col" className={adminHeadCell}>
                    Email
                  </th>
                  <th scope="col" className={adminHeadCell}>
                    Agreed
                  </th>
                  <th scope="col" className={adminHeadCell}>
                    Where
                  </th>
                  <th scope="col" className={`${adminHeadCell} hidden md:table-cell`}>
                    Words agreed to
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/5">
                {list.data.consents.map((consent) => (
                  <tr key={consent.email}>
                    <td className={`${adminCell} break-all font-medium`}>{consent.email}</td>
                    <td className={`${adminCell} whitespace-nowrap`}>
                      {consent.confirmedAt ? formatDateGB(consent.confirmedAt) : ''}
                    </td>
                    <td className={`${adminCell} capitalize`}>{consent.source}</td>
                    <td className={`${adminCell} hidden text-stone md:table-cell`}>
                      {consent.wording}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPagination
            page={page}
            pages={list.data.pages}
            hrefFor={(to) => `/admin/customers?${queryParams(search, to).toString()}`}
          />
        </>
      )}
    </div>
  );
}
