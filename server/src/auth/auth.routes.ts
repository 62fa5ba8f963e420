import type { FastifyPluginAsync } from 'fastify';
import {
  RESEND_COOLDOWN_SECONDS,
  VALIDATION_MESSAGES,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ResendVerificationRequest,
  type ResendVerificationResponse,
  type SessionUser,
  type VerifyEmailRequest,
} from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { uniqueViolation, type Database, type Queryable } from '../db/database';
import { errors } from '../errors';
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/verification-mail';
import { authRateLimits } from '../security/auth-rate-limits';
import type { Tokens } from './tokens';
import { findUserByEmail, insertUser, usernameExists, type UserRow } from './users.repository';
import { loginSchema, registerSchema, resendVerificationSchema, verifyEmailSchema } from './auth.schemas';
import { claimSendSlot, consumeVerificationCode, issueVerificationCode, recordSend } from './email-verification';
import { hashingFor, hashPassword, verifyAgainstDummy, verifyPassword, withinPasswordCheckShare } from '../security/passwords';

export interface AuthServices {
  db: Database;
  mailer: Mailer;
  tokens: Tokens;
  now: Clock;
  config: Config;
  /** The user as a login answers it; its registrations belong to a higher domain, which passes this in. */
  loadSessionUser: (q: Queryable, user: UserRow) => Promise<SessionUser>;
}

/** POST /api/auth/register, verify-email, resend-verification, login (SPEC §7). */
export const authRoutes: FastifyPluginAsync<AuthServices> = async (app, { db, mailer, tokens, now, config, loadSessionUser }) => {
  const rateLimits = authRateLimits(db, now, config.rateLimits);

  app.post<{ Body: RegisterRequest }>('/register', { schema: registerSchema }, async (request, reply) => {
    const { username, firstName, country, password, confirmPassword } = request.body;
    if (password !== confirmPassword) throw errors.invalidInput(VALIDATION_MESSAGES.passwordsDontMatch);
    const email = request.body.email.toLowerCase();
    const hashing = hashingFor.address(request.ip);
    const passwordHash = await withinPasswordCheckShare(hashing, async () => {
      await rateLimits.registration(request.ip);
      return hashPassword(password, hashing);
    });
    const at = now();
    const code = await db
      .transaction(async (tx) => {
        if (await usernameExists(tx, username)) throw errors.usernameTaken();
        if (await findUserByEmail(tx, email)) throw errors.emailTaken();
        const user = await insertUser(tx, { username, email, firstName, country, passwordHash }, at);
        await recordSend(tx, email, at);
        return issueVerificationCode(tx, user.id, at, config.jwtSecret);
      })
      .catch((error) => {
        // Two registrations racing past the checks: the unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_unique') throw errors.usernameTaken();
        if (constraint === 'users_email_unique') throw errors.emailTaken();
        throw error;
      });
    mailer.queue(verificationMail(email, code));
    const body: RegisterResponse = { message: 'Account created successfully! Please verify your email.', email };
    return reply.status(201).send(body);
  });

  app.post<{ Body: VerifyEmailRequest }>('/verify-email', { schema: verifyEmailSchema }, async (request) => {
    const email = request.body.email.toLowerCase();
    const failure = await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      // An unknown address gets the wrong-code answer: the endpoint must not tell which e-mails exist.
      if (!user) return errors.invalidVerificationCode();
      if (user.email_verified_at) return errors.emailAlreadyVerified();
      return consumeVerificationCode(tx, user.id, request.body.code, now(), config.jwtSecret);
    });
    if (failure) throw failure;
    return { message: 'Email verified successfully! You can now log in.' };
  });

  app.post<{ Body: ResendVerificationRequest }>(
    '/resend-verification',
    { schema: resendVerificationSchema },
    async (request): Promise<ResendVerificationResponse> => {
      const email = request.body.email.toLowerCase();
      await rateLimits.resendRequest(email, request.ip);
      const at = now();
      // Same cooldown and same answer for every address, registered, verified or not.
      const retryAfter = await claimSendSlot(db, email, at);
      if (retryAfter !== undefined) throw errors.resendCooldown(retryAfter);
      const code = await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        return user && !user.email_verified_at ? issueVerificationCode(tx, user.id, at, config.jwtSecret) : undefined;
      });
      if (code) mailer.queue(verificationMail(email, code));
      return { message: 'A new verification code has been sent to your email!', cooldownSeconds: RESEND_COOLDOWN_SECONDS };
    },
  );

  app.post<{ Body: LoginRequest }>('/login', { schema: loginSchema }, async (request): Promise<LoginResponse> => {
    const email = request.body.email.toLowerCase();
    const hashing = hashingFor.address(request.ip);
    const user = await withinPasswordCheckShare(hashing, async () => {
      const attempt = await rateLimits.loginAttempt(email, request.ip);
      const found = await findUserByEmail(db, email);
      const passwordOk = found
        ? await verifyPassword(request.body.password, found.password_hash, hashing)
        : await verifyAgainstDummy(request.body.password, hashing);
      if (!found || !passwordOk) {
        await attempt.failed();
        throw errors.invalidCredentials();
      }
      await attempt.succeeded();
      return found;
    });
    if (user.suspended_at) throw errors.accountSuspended();
    if (!user.email_verified_at) throw errors.emailNotVerified();
    const token = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
    return { token, user: await loadSessionUser(db, user) };
  });
};
