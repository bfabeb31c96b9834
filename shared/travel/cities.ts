import { snapToCell, type LatLng } from '../geo';

/**
 * Travel mode's destinations (decision 0026): the one list of cities a member
 * may travel to. Never free coordinates: a traveller is placed at the centre of
 * the ≥ 1 km grid cell (shared/geo.ts, decision 0009) that holds the city's
 * centre, so what anyone measures from is a cell centre the whole world can
 * read here, and it says nothing about the traveller.
 */
const CITY_CENTRES = [
  { id: 'tokyo', name: 'Tokyo', country: 'Japan', latitude: 35.6812, longitude: 139.7671 },
  { id: 'seoul', name: 'Seoul', country: 'South Korea', latitude: 37.5665, longitude: 126.978 },
  { id: 'singapore', name: 'Singapore', country: 'Singapore', latitude: 1.2903, longitude: 103.8519 },
  { id: 'bangkok', name: 'Bangkok', country: 'Thailand', latitude: 13.7563, longitude: 100.5018 },
  { id: 'mumbai', name: 'Mumbai', country: 'India', latitude: 19.076, longitude: 72.8777 },
  { id: 'dubai', name: 'Dubai', country: 'United Arab Emirates', latitude: 25.2048, longitude: 55.2708 },
  { id: 'istanbul', name: 'Istanbul', country: 'Türkiye', latitude: 41.0082, longitude: 28.9784 },
  { id: 'cairo', name: 'Cairo', country: 'Egypt', latitude: 30.0444, longitude: 31.2357 },
  { id: 'lagos', name: 'Lagos', country: 'Nigeria', latitude: 6.5244, longitude: 3.3792 },
  { id: 'cape-town', name: 'Cape Town', country: 'South Africa', latitude: -33.9249, longitude: 18.4241 },
  { id: 'paris', name: 'Paris', country: 'France', latitude: 48.8566, longitude: 2.3522 },
  { id: 'london', name: 'London', country: 'United Kingdom', latitude: 51.5074, longitude: -0.1278 },
  { id: 'berlin', name: 'Berlin', country: 'Germany', latitude: 52.52, longitude: 13.405 },
  { id: 'madrid', name: 'Madrid', country: 'Spain', latitude: 40.4168, longitude: -3.7038 },
  { id: 'rome', name: 'Rome', country: 'Italy', latitude: 41.9028, longitude: 12.4964 },
  { id: 'new-york', name: 'New York', country: 'United States', latitude: 40.7128, longitude: -74.006 },
  { id: 'boston', name: 'Boston', country: 'United States', latitude: 42.3601, longitude: -71.0589 },
  { id: 'chicago', name: 'Chicago', country: 'United States', latitude: 41.8781, longitude: -87.6298 },
  { id: 'los-angeles', name: 'Los Angeles', country: 'United States', latitude: 34.0522, longitude: -118.2437 },
  { id: 'toronto', name: 'Toronto', country: 'Canada', latitude: 43.6532, longitude: -79.3832 },
  { id: 'mexico-city', name: 'Mexico City', country: 'Mexico', latitude: 19.4326, longitude: -99.1332 },
  { id: 'sao-paulo', name: 'São Paulo', country: 'Brazil', latitude: -23.5505, longitude: -46.6333 },
  { id: 'buenos-aires', name: 'Buenos Aires', country: 'Argentina', latitude: -34.6037, longitude: -58.3816 },
  { id: 'sydney', name: 'Sydney', country: 'Australia', latitude: -33.8688, longitude: 151.2093 },
] as const;

export type TravelCityId = (typeof CITY_CENTRES)[number]['id'];
export type TravelCity = { id: TravelCityId; name: string; country: string; position: LatLng };

export const TRAVEL_CITY_IDS = CITY_CENTRES.map((city) => city.id) as [TravelCityId, ...TravelCityId[]];

/** Each city with its position already snapped: nothing downstream can measure from a finer point. */
export const TRAVEL_CITIES: readonly TravelCity[] = CITY_CENTRES.map(({ id, name, country, latitude, longitude }) => ({
  id,
  name,
  country,
  position: snapToCell({ latitude, longitude }),
}));

const BY_ID = new Map<string, TravelCity>(TRAVEL_CITIES.map((city) => [city.id, city]));

export function travelCity(id: string | null | undefined): TravelCity | undefined {
  return id ? BY_ID.get(id) : undefined;
}

/** What the position rules need of a profile or a discovery entry. */
export type Placeable = {
  isLocationEnabled?: boolean;
  latitude?: number | null;
  longitude?: number | null;
  travelCityId?: string | null;
};

/**
 * Where discovery and distances place a member: the city's cell while they
 * travel, their own shared position otherwise, nowhere when they share none.
 * Every distance another member sees is measured from this, so a traveller's
 * real position never enters one.
 */
export function discoveryPosition(member: Placeable | null | undefined): LatLng | null {
  const city = travelCity(member?.travelCityId);
  if (city) return city.position;
  if (!member?.isLocationEnabled || typeof member.latitude !== 'number' || typeof member.longitude !== 'number')
    return null;
  return { latitude: member.latitude, longitude: member.longitude };
}

export const isTraveling = (member: Placeable | null | undefined): boolean =>
  travelCity(member?.travelCityId) !== undefined;
