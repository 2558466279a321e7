export { MenuItemsScreen, MENU_PAGE_SIZE } from './MenuItemsScreen';
export { MenuItemCard, MenuItemImage, type MenuItemCardProps } from './MenuItemCard';
export { MenuItemForm, type MenuItemFormProps } from './MenuItemForm';
export * from './menuItemRules';
