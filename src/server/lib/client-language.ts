import type { FastifyRequest } from 'fastify';
import type { Language } from '@contract/profile.ts';

/**
 * The language the client asks for: the first tag of Accept-Language, when it is one the app
 * speaks. The web client sends its own language there on every call (src/web/lib/api.ts), so
 * this is the language the student reads the app in, not the browser's default.
 */
export function clientLanguage(request: FastifyRequest): Language | undefined {
  const first = request.headers['accept-language']?.split(',', 1)[0]?.trim().toLowerCase() ?? '';
  const primary = first.split(/[-;]/, 1)[0];
  return primary === 'ar' || primary === 'en' ? primary : undefined;
}
