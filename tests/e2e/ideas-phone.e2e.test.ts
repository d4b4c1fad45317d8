import { ideaJourney } from './idea-journey.ts';

// Issue 4, the idea journey (see idea-journey.ts) on a phone-sized screen.
ideaJourney('phone', 'M101');
