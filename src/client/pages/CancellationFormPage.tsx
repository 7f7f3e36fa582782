import { Link } from 'react-router';
import { PageTitle } from '../components/layout/PageTitle';
import { PrintButton } from '../components/ui/PrintButton';
import { useShopInfo } from '../components/layout/useShopInfo';
import { NOTICE_WORDING, traderLine } from '../components/order/cancel/modelForm';

const blanks = [
  'Ordered on [*] / received on [*]',
  'Name of consumer(s)',
  'Address of consumer(s)',
  'Signature of consumer(s) (only if this form is notified on paper)',
  'Date',
];

/**
 * /cancellation-form: the model cancellation form of the Consumer Contracts Regulations 2013
 * (Schedule 3 Part B), filled with the shop's own name, address and e-mail; printable.
 */
export function CancellationFormPage() {
  const { info } = useShopInfo();
  return (
    <article className="container-page max-w-3xl py-12 lg:py-16 print:py-0">
      <PageTitle page="Cancellation form" />
      <p className="text-xs tracking-[0.3em] text-gold-dark uppercase print:hidden">Information</p>
      <h1 className="mt-3 text-4xl sm:text-5xl print:text-3xl">Model cancellation form</h1>
      <div className="mt-5 space-y-3 leading-relaxed text-stone print:hidden">
        <p>
          {/* The shop's return window (Shop Information), which is never less than the law's 14. */}
          You may cancel an order within {info.returnWindowDays} days of receiving it, without
          giving a reason. You do not have to use this form: any clear statement will do. Before
          your order is sent you can simply cancel it from its page in{' '}
          <Link to="/orders" className="font-medium text-gold-dark underline underline-offset-4">
            My Orders
          </Link>
          , where this form can also be sent online.
        </p>
        <p>To cancel on paper, print this form, fill it in and post or e-mail it to us.</p>
      </div>
      <PrintButton label="Print this form" className="mt-6" />
      <section
        aria-labelledby="model-form-heading"
        className="mt-8 rounded-lg border border-ink/15 bg-white p-6 sm:p-8 print:border-0 print:p-0"
      >
        <h2 id="model-form-heading" className="text-xl">
          (Complete and return this form only if you wish to withdraw from the contract)
        </h2>
        <p className="mt-5" data-testid="trader">
          To {traderLine(info)}:
        </p>
        <p className="mt-4">{NOTICE_WORDING}</p>
        <div className="mt-2 h-20 border-b border-dotted border-ink/40" aria-hidden />
        <dl className="mt-2">
          {blanks.map((label) => (
            <div key={label} className="border-b border-dotted border-ink/40 pt-6 pb-2">
              <dt>{label}</dt>
              <dd className="h-6" />
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-stone">[*] Delete as appropriate.</p>
      </section>
    </article>
  );
}
