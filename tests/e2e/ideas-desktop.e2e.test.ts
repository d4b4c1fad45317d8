import { ideaJourney } from './idea-journey.ts';

// The idea journey (see idea-journey.ts) on a desktop-sized screen.
ideaJourney('desktop', 'M202');
