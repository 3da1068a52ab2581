// /admin/menu: the kitchen's menu in the back office: the week by day, the dishes, and a new dish from its recipe.
import { DishList } from '../features/admin/components/menu/dish-list';
import { MenuWeekEditor } from '../features/admin/components/menu/menu-week-editor';
import { NewDishForm } from '../features/admin/components/menu/new-dish-form';
import { AdminShell } from './admin-shell';

export function AdminMenuPage() {
  return (
    <AdminShell
      title="Menu"
      forStaff
      description="Each week’s lunches by day, and the dishes they are made of, with their nutrition and allergens."
    >
      <div className="grid grid-cols-1 gap-4">
        <MenuWeekEditor />
        <NewDishForm />
        <DishList />
      </div>
    </AdminShell>
  );
}
