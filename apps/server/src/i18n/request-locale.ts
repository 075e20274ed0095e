import { type Locale, localeFromAcceptLanguage } from '@ownless/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Message, translatorFor } from './index';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's chosen language (null: none chosen, or signed out). */
    userLocale: Locale | null;
    /**
     * The language to answer in: the signed-in user's chosen one, else the best match of
     * the request's `Accept-Language`, else English.
     */
    readonly locale: Locale;
    /** A message in the request's language: `message: req.say(/*i18n*\/ 'Saved.')`. */
    say(message: Message): string;
  }
}

/**
 * Gives every request its language (`request.locale`) and a way to say messages in it
 * (`request.say`); the auth hook sets `userLocale`.
 */
export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest('userLocale', null);
  app.decorateRequest('locale', {
    getter(this: FastifyRequest): Locale {
      return this.userLocale ?? localeFromAcceptLanguage(this.headers['accept-language']);
    },
  });
  app.decorateRequest('say', function say(this: FastifyRequest, message: Message) {
    return translatorFor(this.locale)(message);
  });
}
