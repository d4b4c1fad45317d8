import { zodResolver } from '@hookform/resolvers/zod';
import { IdeaFormSchema } from '@contract/ideas.ts';

// The idea dialog is loaded when first opened, so its schema can come with it.
export const ideaFormResolver = zodResolver(IdeaFormSchema);
