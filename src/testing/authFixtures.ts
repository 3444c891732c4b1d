// What the register route's loader reads (GET /generic-apis/all-enum), for stories: the 37 state names and the titles.
import type { components } from '../api/schema.gen';

export const stateNamesFixture: readonly string[] = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta', 'Ebonyi',
  'Edo', 'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi',
  'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba',
  'Yobe', 'Zamfara',
];

export const titlesFixture: ReadonlyArray<components['schemas']['Title']> = [
  'Mr', 'Mrs', 'Miss', 'Ms', 'Dr', 'Prof', 'Chief', 'Engr', 'Alhaji', 'Alhaja', 'Rev', 'Pastor',
];
