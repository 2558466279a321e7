import { MenuIslandRoot } from '../menu/MenuIsland';

/** The menu's island, in a chunk of its own: only the menu pages need its code (and a query client). */
export default MenuIslandRoot;
