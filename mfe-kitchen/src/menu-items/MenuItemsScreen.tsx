import { MenuItemsScreen } from '@farmplate/menu-items';

/** /dashboard/menu-items: the one menu-items screen kitchens and admins share (spec §2 "Admin Menu Items"). */
export default MenuItemsScreen;
