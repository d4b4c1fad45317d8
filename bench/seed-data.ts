import { MAJORS } from '@contract/majors.ts';

// Word lists the seed combines into realistic tags, bios and ideas; names and
// skills are shared with the demo seed (src/server/cli/sample-words.ts).

export const TAGS = [
  'AI',
  'IoT',
  'Mobile',
  'Web',
  'Hardware',
  'Sustainability',
  'Energy',
  'Health',
  'FinTech',
  'Education',
  'Robotics',
  'Transport',
  'Smart City',
  'Data',
  'Security',
  'Games',
  'Water',
  'Oil and Gas',
  'Manufacturing',
  'Social',
  'Startup',
  'Research',
  'Space',
  'Construction',
  'Logistics',
];

export const IDEA_ADJECTIVES = [
  'Smart',
  'Open',
  'Low-cost',
  'Solar',
  'Autonomous',
  'Connected',
  'Green',
  'Portable',
  'Collaborative',
  'Predictive',
  'Modular',
  'Accessible',
];

export const IDEA_NOUNS = [
  'parking tracker',
  'energy monitor',
  'study planner',
  'water quality sensor',
  'tutoring app',
  'drone inspector',
  'library seat finder',
  'carpool matcher',
  'lab equipment scheduler',
  'air quality map',
  'budget assistant',
  'recycling robot',
  'shuttle tracker',
  'bridge monitor',
  'well log analyser',
  'prosthetic hand',
  'course recommender',
  'food waste tracker',
];

export const IDEA_TARGETS = [
  'campus',
  'the engineering labs',
  'student housing',
  'the university hospital',
  'local schools',
  'small businesses',
  'the city',
  'field geologists',
  'commuters',
  'first-year students',
];

export const HOBBIES = [
  'hackathons',
  'chess',
  'volunteering',
  'photography',
  'football',
  'reading',
  'startups',
  'hiking',
  'design',
  'teaching',
  'robotics competitions',
  'calligraphy',
];

export const MAJOR_KEYS_AND_NAMES = MAJORS.map((m) => [m.key, m.name] as const);

/** A SQL array literal of text values. */
export function sqlArray(values: readonly string[]): string {
  return `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
}
