import { ideaJourney } from './idea-journey.ts';

// The idea journey (see idea-journey.ts) on a phone-sized screen.
ideaJourney('phone', 'M101');
