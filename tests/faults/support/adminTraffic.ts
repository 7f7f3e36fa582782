import { setTimeout as sleep } from 'node:timers/promises';
import { chance, pick } from './random';
import type { Acknowledged, Call, TrafficPlan } from './traffic';

interface AdminProduct {
  name: string;
  description: string;
  price: number;
  countInStock: number;
  brand: string;
  category: { _id: string };
  images: { url: string; public_id: string }[];
}

interface OrderSummary {
  _id: string;
  status: string;
  isPaid: boolean;
}

/**
 * The shop owner during the traffic: edits products the way the product form does and moves the
 * newest orders along (ships, delivers, now and then cancels an unpaid one).
 */
export async function adminAtWork(work: {
  call: Call;
  url: string;
  token: string;
  plan: TrafficPlan;
  keepGoing: () => boolean;
  acknowledged: Acknowledged;
}) {
  const { call, url, token, plan, keepGoing, acknowledged } = work;

  /** As the product form does: load the product, change its price and text, save it whole. */
  async function editProduct(id: string) {
    const loaded = await call<AdminProduct>(
      url,
      'GET',
      'admin product',
      `/api/products/byId/${id}`,
      {
        token,
      },
    );
    if (loaded.status !== 200) return;
    const p = loaded.body;
    await call(url, 'PUT', 'admin save product', `/api/products/update/${id}`, {
      token,
      body: {
        name: p.name,
        description: `${p.description.replace(/ \(edited \d+\)$/, '')} (edited ${Date.now()})`,
        price: Math.round((p.price + (chance(0.5) ? 1 : -1)) * 100) / 100 || 1,
        countInStock: p.countInStock,
        countInStockWas: p.countInStock,
        category: p.category._id,
        images: p.images,
        brand: p.brand,
      },
    });
  }

  async function moveOrder(order: OrderSummary) {
    if (order.status === 'Order Processing' && chance(0.5)) {
      await call(url, 'PUT', 'admin ship', `/api/orders/${order._id}/tracking`, {
        token,
        body: { carrier: 'Royal Mail', trackingNumber: `RM${Date.now()}GB` },
      });
    } else if (order.status === 'Order Shipped' && chance(0.5)) {
      await call(url, 'PUT', 'admin status', `/api/orders/status/${order._id}`, {
        token,
        body: { status: 'Delivered' },
      });
    } else if (order.status === 'Order Confirmed' && !order.isPaid && chance(0.1)) {
      const cancelled = await call(url, 'PUT', 'admin cancel', `/api/orders/${order._id}/cancel`, {
        token,
        body: { reason: 'Customer asked by phone' },
      });
      if (cancelled.status === 200) acknowledged.cancelledOrders.add(order._id);
    }
  }

  while (keepGoing()) {
    await editProduct(pick(plan.productIds));
    const list = await call<{ orders?: OrderSummary[] }>(
      url,
      'GET',
      'admin orders',
      '/api/orders?limit=20',
      {
        token,
      },
    );
    for (const order of (list.body.orders ?? []).slice(0, 3)) await moveOrder(order);
    await sleep(50);
  }
}
