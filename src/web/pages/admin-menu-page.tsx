// /admin/menu: the kitchen's menu in the back office: the week by day, the dishes (new, edited, deleted, with their
// photos), the rotation that fills the weeks not planned by hand, and the owner's settings (who edits, labels).
import { useState } from 'react';
import { backOfficeRole } from '../features/admin/admin-access';
import { useMenuAccess } from '../features/admin/api/get-menu-access';
import { DishList } from '../features/admin/components/menu/dish-list';
import { MenuSettings } from '../features/admin/components/menu/menu-settings';
import { MenuWeekEditor } from '../features/admin/components/menu/menu-week-editor';
import { NewDishForm } from '../features/admin/components/menu/new-dish-form';
import { RotationEditor } from '../features/admin/components/menu/rotation-editor';
import { AdminShell } from './admin-shell';

export function AdminMenuPage() {
  const [role] = useState(backOfficeRole);
  const access = useMenuAccess();
  const canEdit = access.data?.canEdit === true;
  return (
    <AdminShell
      title="Menu"
      forStaff
      description="Each week’s lunches by day, and the dishes they are made of, with their nutrition and allergens."
    >
      <div className="grid grid-cols-1 gap-4">
        <MenuWeekEditor />
        {canEdit ? <NewDishForm /> : null}
        <DishList />
        <RotationEditor canEdit={canEdit} />
        {role === 'owner' ? <MenuSettings /> : null}
      </div>
    </AdminShell>
  );
}
