// /admin/shopping-list: what to buy for a service week's lunches, by ingredient.
import { ShoppingList } from '../features/admin/components/kitchen/shopping-list';
import { AdminShell } from './admin-shell';

export function AdminShoppingListPage() {
  return (
    <AdminShell
      title="Shopping List"
      forStaff
      description="Every ingredient of a week’s lunches, scaled by the meals paid for, grouped as the store shelves them."
    >
      <ShoppingList />
    </AdminShell>
  );
}
