import { type Locale, localeFromAcceptLanguage } from '@ownless/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    /** Whether the answer was written in the request's language (`locale` was read). */
    answersInLanguage: boolean;
  }
}

/**
 * Adds `Accept-Language` to a reply's `Vary` (once): a shared cache then keeps one copy per
 * language instead of serving one language's answer to a reader of another.
 */
export function varyOnLanguage(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary.trim() === '*' || /(^|,)\s*accept-language\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
}

/**
 * Gives every request its language (`request.locale`) and a way to say messages in it
 * (`request.say`); the auth hook sets `userLocale`. An answer that read the language (a message
 * said, an error, a translated line) varies on `Accept-Language`, so shared caches keep one
 * copy per language. A body kept in a cache of the server's own is said again, or kept per
 * language, for the same reason: a cache hit reads no language.
 */
export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest('userLocale', null);
  app.decorateRequest('answersInLanguage', false);
  app.decorateRequest('locale', {
    getter(this: FastifyRequest): Locale {
      this.answersInLanguage = true;
      return this.userLocale ?? localeFromAcceptLanguage(this.headers['accept-language']);
    },
  });
  app.decorateRequest('say', function say(this: FastifyRequest, message: Message) {
    return translatorFor(this.locale)(message);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.answersInLanguage) varyOnLanguage(reply);
    return payload;
  });
}
