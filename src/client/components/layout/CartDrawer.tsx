export function CartDrawer() {
  return null;
}
