/** Spec §2: the customer's name, else their e-mail, else Guest (an order without an account). */
export const customerLabel = (user: { name: string; email: string } | null) =>
  user?.name.trim() || user?.email || 'Guest';
