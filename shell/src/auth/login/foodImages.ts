import farmField from '../images/farm-field.svg';
import harvestBasket from '../images/harvest-basket.svg';
import jollofBowl from '../images/jollof-bowl.svg';
import marketTable from '../images/market-table.svg';

/** The login screen's four food illustrations, in the order they fade in (spec §2 Login). */
export const FOOD_IMAGES = [
  { src: harvestBasket, alt: 'A woven basket of tomatoes, greens and peppers on a green hillside' },
  { src: jollofBowl, alt: 'A steaming bowl of jollof rice topped with fried plantain' },
  { src: farmField, alt: 'Rows of crops leading to a red farmhouse under the sun' },
  { src: marketTable, alt: 'A market stall with tomatoes, leafy greens and plantains' },
] as const;

/** Every illustration is drawn at this size (4:3); the slideshow scales it to cover its frame. */
export const FOOD_IMAGE_SIZE = { width: 800, height: 600 } as const;
