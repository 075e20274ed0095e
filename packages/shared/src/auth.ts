import { z } from 'zod';
import { ROLES, SELLER_STATUSES, TOURS } from './enums';
import { fieldText } from './field-text';
import { textSchema } from './input';
import { LOCALES } from './locales';

export const emailSchema = z
  .string({ message: /*i18n*/ 'Please enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .min(1, /*i18n*/ 'Please enter your e-mail address.')
  .max(254, /*i18n*/ 'That e-mail address is too long.')
  .pipe(z.email(/*i18n*/ 'Please enter a valid e-mail address.'));

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** The message of a password shorter than PASSWORD_MIN_LENGTH. */
export const passwordTooShort = () =>
  fieldText(
    /*i18n*/ { id: 'Use at least {min} characters.', values: { min: PASSWORD_MIN_LENGTH } },
  );

/**
 * The cheap half of the password rule (length), checked by every form as it is typed.
 * The other half (not common, not built from the user's own e-mail or name) needs a
 * dictionary: `password-strength.ts`, which the server always applies and the web loads
 * only on the pages that set a password.
 */
export const newPasswordSchema = z
  .string({ message: /*i18n*/ 'Please choose a password.' })
  .min(PASSWORD_MIN_LENGTH, passwordTooShort())
  .max(
    PASSWORD_MAX_LENGTH,
    fieldText(
      /*i18n*/ {
        id: 'Use at most {max} characters.',
        values: { max: PASSWORD_MAX_LENGTH },
      },
    ),
  );

/** What a password must not be made of: the account's own e-mail and name. */
export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const comparable = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The words of the context a password is compared with (e-mail, its local part, names). */
export function passwordContextWords(context: PasswordContext): string[] {
  const email = context.email?.trim().toLowerCase() ?? '';
  const words = [email, email.split('@')[0] ?? '', context.firstName ?? '', context.lastName ?? ''];
  const first = context.firstName ?? '';
  const last = context.lastName ?? '';
  return [...words, `${first}${last}`, `${last}${first}`]
    .map(comparable)
    .filter((word) => word.length >= 3);
}

export const PASSWORD_PERSONAL_MESSAGE =
  /*i18n*/ 'Do not build your password from your e-mail address or name.';

/**
 * The password is essentially the e-mail, its local part or the name (ignoring case,
 * punctuation and a few trailing digits, e.g. `Robin.Tester1`): an attacker tries those first.
 */
export function personalPasswordProblem(password: string, context: PasswordContext): string | null {
  const candidate = comparable(password);
  const stripped = candidate.replace(/\d{1,4}$/, '');
  const words = passwordContextWords(context);
  return words.some((word) => word === candidate || word === stripped)
    ? PASSWORD_PERSONAL_MESSAGE
    : null;
}

const nameSchema = (missing: string, tooLong: string) =>
  textSchema({ message: missing }).trim().min(1, missing).max(60, tooLong);
const firstNameSchema = nameSchema(
  /*i18n*/ 'Please enter your first name.',
  /*i18n*/ 'Your first name can be at most 60 characters.',
);
const lastNameSchema = nameSchema(
  /*i18n*/ 'Please enter your last name.',
  /*i18n*/ 'Your last name can be at most 60 characters.',
);

const withConfirmation = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: /*i18n*/ 'The passwords do not match.',
    });
  }
};

const notPersonal =
  <T extends { password: string }>(contextOf: (value: T) => PasswordContext) =>
  (value: T, ctx: z.RefinementCtx) => {
    const problem = personalPasswordProblem(value.password, contextOf(value));
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  };

export const registerSchema = z
  .object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z.string({ message: /*i18n*/ 'Please repeat the password.' }),
    referral_code: textSchema()
      .trim()
      .max(40)
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine(withConfirmation)
  .superRefine(
    notPersonal((v) => ({ email: v.email, firstName: v.first_name, lastName: v.last_name })),
  );
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: /*i18n*/ 'Please enter your password.' })
    .min(1, /*i18n*/ 'Please enter your password.')
    .max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const twoFactorVerifySchema = z.object({
  code: z
    .string({ message: /*i18n*/ 'Please enter the 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, /*i18n*/ 'The code has 6 digits.'),
  challenge_token: z
    .string({ message: /*i18n*/ 'Your sign-in expired. Please sign in again.' })
    .min(10)
    .max(200),
});

export const twoFactorResendSchema = z.object({
  challenge_token: z
    .string({ message: /*i18n*/ 'Your sign-in expired. Please sign in again.' })
    .min(10)
    .max(200),
});

export const passwordEmailSchema = z.object({ email: emailSchema });

export const passwordResetSchema = z
  .object({
    token: z.string({ message: /*i18n*/ 'The reset link is incomplete.' }).min(10).max(200),
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z.string({ message: /*i18n*/ 'Please repeat the password.' }),
  })
  .superRefine(withConfirmation)
  .superRefine(notPersonal((v) => ({ email: v.email })));
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const passwordChangeSchema = z
  .object({
    current_password: z
      .string({ message: /*i18n*/ 'Please enter your current password.' })
      .min(1, /*i18n*/ 'Please enter your current password.')
      .max(128),
    password: newPasswordSchema,
    password_confirmation: z.string({ message: /*i18n*/ 'Please repeat the password.' }),
  })
  .superRefine(withConfirmation);

export const profileUpdateSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  phone: z
    .string()
    .trim()
    .max(30, /*i18n*/ 'That phone number is too long.')
    .regex(/^[+\d][\d\s().-]{6,}$|^$/, /*i18n*/ 'Please enter a valid phone number.')
    .optional()
    .nullable(),
  bio: textSchema()
    .trim()
    .max(1000, /*i18n*/ 'Keep your bio under 1,000 characters.')
    .optional()
    .nullable(),
  city: textSchema().trim().max(80).optional().nullable(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const twoFactorToggleSchema = z.object({
  enabled: z.boolean({ message: /*i18n*/ 'Say whether two-factor sign-in is on or off.' }),
  password: z
    .string({ message: /*i18n*/ 'Please enter your password.' })
    .min(1, /*i18n*/ 'Please enter your password.')
    .max(128),
});

export const toggleTourSchema = z.object({
  tour: z.enum(TOURS, { message: /*i18n*/ 'Tour must be home, seller or renter.' }),
});

/** The signed-in user, as GET /user/personal/info returns it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  profilePicture: z.string(),
  hasProfilePicture: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  sellerStatus: z.enum(SELLER_STATUSES).nullable(),
  businessName: z.string().nullable(),
  isStripeConnected: z.boolean(),
  emailVerifiedAt: z.string().nullable(),
  twoFAEnabled: z.boolean(),
  activeCartId: z.number().int().nullable(),
  isHomeToured: z.boolean(),
  isSellerToured: z.boolean(),
  isRenterToured: z.boolean(),
  referralCode: z.string(),
  /** The language the user chose for the app and e-mails; null: none chosen yet. */
  locale: z.enum(LOCALES).nullable(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What anyone may see of a user (owner profiles): no e-mail, phone or account state. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  fullName: z.string(),
  profilePicture: z.string(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  businessName: z.string().nullable(),
  isOwner: z.boolean(),
  memberSince: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  listingsCount: z.number().int(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authSuccessSchema = z.object({
  data: z.object({ token: z.string(), user: currentUserSchema }),
});

export const twoFactorChallengeSchema = z.object({
  data: z.object({
    twoFactor: z.literal(true),
    challenge_token: z.string(),
    message: z.string(),
  }),
});

/** PATCH /api/user/locale: the language of the app and of the e-mails the user receives. */
export const localeUpdateSchema = z.object({
  locale: z.enum(LOCALES, { message: /*i18n*/ 'Choose English, Spanish or Arabic.' }),
});
export type LocaleUpdate = z.infer<typeof localeUpdateSchema>;

export const messageSchema = z.object({ message: z.string() });
