import { type Locale, localeFromAcceptLanguage } from '@ownless/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's chosen language (null: none chosen, or signed out). */
    userLocale: Locale | null;
    /**
     * The language to answer in: the signed-in user's chosen one, else the best match of
     * the request's `Accept-Language`, else English.
     */
    readonly locale: Locale;
  }
}

/** Gives every request its language (`request.locale`); the auth hook sets `userLocale`. */
export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest('userLocale', null);
  app.decorateRequest('locale', {
    getter(this: FastifyRequest): Locale {
      return this.userLocale ?? localeFromAcceptLanguage(this.headers['accept-language']);
    },
  });
}
