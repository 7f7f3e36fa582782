import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { formatLongDay } from '../../../../shared/londonTime';
import type { Order } from '../../../lib/trpc';
import { useShopInfo } from '../../layout/useShopInfo';
import { Panel } from '../../ui/Panel';
import { SuccessNotice } from '../../ui/SuccessNotice';
import { ReturnList, type ReturnView } from './ReturnList';
import { ReturnRequestForm } from './ReturnRequestForm';
import { returnOptions } from './returnableLines';

/**
 * The order page's Returns: the customer's requests and their status, and, on a delivered order
 * inside the shop's return window, the way to ask for one.
 */
export function CustomerReturns({ order }: { order: Order }) {
  const { info, isPending } = useShopInfo();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const options = returnOptions(order, info.returnWindowDays);
  const returns = order.returns as ReturnView[];
  if (options.state === 'not-delivered' && returns.length === 0) return null;

  return (
    <Panel title="Returns" id="returns" className="print:hidden">
      <div className="space-y-4">
        {notice && <SuccessNotice message={notice} />}
        {returns.length > 0 && <ReturnList returns={returns} />}
        {options.state === 'closed' && <p className="text-stone">{options.message}</p>}
        {options.state === 'open' &&
          !isPending &&
          (open ? (
            <ReturnRequestForm
              order={order}
              lines={options.lines}
              onCancel={() => setOpen(false)}
              onDone={(message) => {
                setOpen(false);
                setNotice(message);
              }}
            />
          ) : (
            <div className="space-y-3">
              <p className="text-stone">
                You can return items from this order until {formatLongDay(options.lastDay)}.
              </p>
              <button
                type="button"
                className="btn-outline"
                onClick={() => {
                  setNotice(null);
                  setOpen(true);
                }}
              >
                <RotateCcw className="size-4" aria-hidden />
                Return items
              </button>
            </div>
          ))}
      </div>
    </Panel>
  );
}
