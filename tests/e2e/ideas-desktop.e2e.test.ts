import { ideaJourney } from './idea-journey.ts';

// Issue 4, the idea journey (see idea-journey.ts) on a desktop-sized screen.
ideaJourney('desktop', 'M202');
