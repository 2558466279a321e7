import styled from 'styled-components';
import communityTable from './art/community-table.svg';
import courierBike from './art/courier-bike.svg';
import dallasSkyline from './art/dallas-skyline.svg';
import dishAkara from './art/dish-akara.svg';
import dishEgusi from './art/dish-egusi.svg';
import dishJerkChicken from './art/dish-jerk-chicken.svg';
import dishJollof from './art/dish-jollof.svg';
import dishOxtail from './art/dish-oxtail.svg';
import dishRedRed from './art/dish-red-red.svg';
import dishShrimpGrits from './art/dish-shrimp-grits.svg';
import dishSweetPotatoPie from './art/dish-sweet-potato-pie.svg';
import emptyPlate from './art/empty-plate.svg';
import farmField from './art/farm-field.svg';
import ghostKitchen from './art/ghost-kitchen.svg';
import groceryBundle from './art/grocery-bundle.svg';
import growthChart from './art/growth-chart.svg';
import kitchenTeam from './art/kitchen-team.svg';
import loyaltyRewards from './art/loyalty-rewards.svg';
import marketStall from './art/market-stall.svg';
import mealKit from './art/meal-kit.svg';
import motorbikeRider from './art/motorbike-rider.svg';
import newspaper from './art/newspaper.svg';
import nigeriaCities from './art/nigeria-cities.svg';
import phoneApp from './art/phone-app.svg';
import produceBox from './art/produce-box.svg';
import teamHuddle from './art/team-huddle.svg';

/**
 * The file's address without this site's origin: the browser names a remote's files by absolute URL
 * (publicPath 'auto'), the prerendered page by path, and both must write the same `src`.
 */
const onThisSite = (src: string) =>
  typeof window !== 'undefined' && src.startsWith(`${window.location.origin}/`)
    ? src.slice(window.location.origin.length)
    : src;

const scene = (src: string) => ({ src: onThisSite(src), width: 480, height: 320 });
const plate = (src: string) => ({ src: onThisSite(src), width: 320, height: 200 });

/** Every illustration file with its intrinsic size (set on the <img> so nothing shifts as it loads). */
const ART = {
  communityTable: scene(communityTable),
  courierBike: scene(courierBike),
  dallasSkyline: scene(dallasSkyline),
  farmField: scene(farmField),
  ghostKitchen: scene(ghostKitchen),
  groceryBundle: scene(groceryBundle),
  growthChart: scene(growthChart),
  kitchenTeam: scene(kitchenTeam),
  loyaltyRewards: scene(loyaltyRewards),
  marketStall: scene(marketStall),
  mealKit: scene(mealKit),
  motorbikeRider: scene(motorbikeRider),
  newspaper: scene(newspaper),
  nigeriaCities: scene(nigeriaCities),
  phoneApp: scene(phoneApp),
  produceBox: scene(produceBox),
  teamHuddle: scene(teamHuddle),
  dishAkara: plate(dishAkara),
  dishEgusi: plate(dishEgusi),
  dishJerkChicken: plate(dishJerkChicken),
  dishJollof: plate(dishJollof),
  dishOxtail: plate(dishOxtail),
  dishRedRed: plate(dishRedRed),
  dishShrimpGrits: plate(dishShrimpGrits),
  dishSweetPotatoPie: plate(dishSweetPotatoPie),
  emptyPlate: plate(emptyPlate),
} as const;

export type ArtName = keyof typeof ART;

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export interface IllustrationProps {
  name: ArtName;
  alt: string;
  /** Above the fold: load at once and first. Everything else loads lazily as it nears the screen. */
  priority?: boolean;
  className?: string;
}

export function Illustration({ name, alt, priority = false, className }: IllustrationProps) {
  const { src, width, height } = ART[name];
  return (
    <Img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
