import { notFoundMessage } from '@quotemarket/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  developerLogin,
  doneMessages,
  endPageSession,
  getDevelopmentSmsOutbox,
  getPhoneVerification,
  logout,
  mediaLogin,
  registerDevice,
  requestPhoneVerification,
  socialLogin,
  startPageSession,
  verificationCodeMessages,
  verificationCodeTtlSeconds,
  verifyPhone,
  type EndpointBody,
  type LoginResult,
} from '@quotemarket/contract';
import type { AppDeps } from '../deps';
import { bearerToken } from '../auth/request-auth';
import * as pageSession from '../auth/page-session';
import { findOrCreateBuyer, type BuyerIdentity } from '../domain/accounts/buyer-accounts';
import { forgetBuyerDevice, registerBuyerDevice } from '../domain/accounts/devices';
import { identifyMediaCustomer } from '../domain/accounts/media-login';
import {
  findVerifiedPhone,
  requestVerificationCode,
  verifyCode,
} from '../domain/accounts/phone-verification';
import {
  InvalidSocialTokenError,
  ProviderNotConfiguredError,
  ProviderUnavailableError,
  type SocialCredential,
} from '../edges/social-verifier';
import { notFound, unauthorized, unavailable } from '../domain/shared/errors';
import { clientAddress, isLoopbackCaller } from '../http/client-address';
import { answer, type RouteModule } from '../http/router';

const providerNames = { kakao: '카카오', naver: '네이버', google: '구글', apple: 'Apple' } as const;

/** Developer login exists only outside production, for callers on this machine (or when allowed). */
function developerLoginAllowed(request: FastifyRequest, deps: AppDeps): boolean {
  if (deps.settings.env === 'production') return false;
  return deps.settings.allowDevLogin || isLoopbackCaller(request);
}

/**
 * What the provider is asked about: the authorization code (Naver always; Kakao from the web) or
 * the token. The contract has already refused a Naver token and a code without its state.
 */
function socialCredential(body: EndpointBody<typeof socialLogin>): SocialCredential {
  if (body.provider === 'naver') {
    return { provider: 'naver', code: body.code ?? '', state: body.state ?? '' };
  }
  if (body.provider === 'kakao' && body.code) {
    return { provider: 'kakao', code: body.code, redirectUri: body.redirectUri ?? '' };
  }
  return { provider: body.provider, token: body.accessToken ?? '' };
}

/** Signs the buyer in: a new session, its token, and the browser's page session for it. */
async function loginAs(
  deps: AppDeps,
  identity: BuyerIdentity,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
): Promise<LoginResult> {
  const { userId, isFirstTimeLogin } = await findOrCreateBuyer(deps.db, identity);
  const token = await deps.tokens.issue('buyer', userId);
  pageSession.startPageSession('buyer', { request, reply }, token, deps.now());
  return { token, user: { id: userId }, isFirstTimeLogin };
}

export const authRoutes: RouteModule = (mount, deps) => {
  const { db, now } = deps;

  mount(socialLogin, async ({ body, request, reply }) => {
    const name = providerNames[body.provider];
    let identity;
    try {
      identity = await deps.social.verify(socialCredential(body));
    } catch (error) {
      if (error instanceof ProviderNotConfiguredError) {
        throw unavailable(
          `지금은 ${name} 로그인을 사용할 수 없어요. 다른 방법으로 로그인해 주세요.`,
        );
      }
      if (error instanceof InvalidSocialTokenError) {
        throw unauthorized(`${name} 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.`);
      }
      if (error instanceof ProviderUnavailableError) {
        // The provider is down or slow: a passing outage, said as one (503), never a bare 500.
        throw unavailable(`${name}에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.`);
      }
      throw error;
    }
    // The client may say who it thinks it is, but only the provider's answer counts.
    if (body.providerId && body.providerId !== identity.providerId) {
      throw unauthorized(`${name} 로그인 정보가 일치하지 않아요.`);
    }
    return loginAs(
      deps,
      {
        provider: body.provider,
        providerId: identity.providerId,
        email: identity.email ?? body.email ?? null,
        name: identity.name ?? body.name ?? null,
        profileImage: identity.profileImage ?? body.profileImage ?? null,
      },
      { request, reply },
    );
  });

  mount(developerLogin, async ({ body, request, reply }) => {
    if (!developerLoginAllowed(request, deps)) throw notFound(notFoundMessage('page'));
    const email = body.email.toLowerCase();
    // No name is made up from the e-mail: an account id is not how a person is called (고객 instead).
    return loginAs(deps, { provider: 'developer', providerId: email, email }, { request, reply });
  });

  mount(mediaLogin, async ({ body, request, reply }) => {
    const identity = await identifyMediaCustomer(db, {
      partnerKey: body.pkey,
      customerKey: body.ckey,
    });
    if (!identity) throw unauthorized('제휴 로그인에 실패했어요. 다시 시도해 주세요.');
    return loginAs(deps, identity, { request, reply });
  });

  mount(logout, async ({ auth, query, request, reply }) => {
    await deps.tokens.revoke(auth.sessionId);
    if (query.deviceId) await forgetBuyerDevice(db, auth.userId, query.deviceId);
    pageSession.endPageSession('buyer', { request, reply });
    return answer(null, { message: doneMessages.loggedOut });
  });

  mount(startPageSession, async ({ request, reply }) => {
    // The endpoint's `auth` has already proven the bearer a live buyer session.
    const token = bearerToken(request);
    if (token) pageSession.startPageSession('buyer', { request, reply }, token, now());
    return null;
  });

  mount(endPageSession, async ({ request, reply }) => {
    pageSession.endPageSession('buyer', { request, reply });
    return null;
  });

  mount(registerDevice, async ({ auth, body }) => {
    await registerBuyerDevice(
      db,
      { userId: auth.userId, ...body, now: now() },
      deps.push.admitsEndpoint,
    );
    return { platform: body.platform, udid: body.udid };
  });

  mount(getPhoneVerification, async ({ auth }) => {
    const verified = await findVerifiedPhone(db, auth.userId);
    return verified && { phone: verified.phone, verifiedAt: verified.verifiedAt.toISOString() };
  });

  mount(requestPhoneVerification, async ({ auth, body, request }) => {
    const { expiresAt } = await requestVerificationCode(deps, {
      userId: auth.userId,
      phone: body.payload,
      ip: clientAddress(request),
    });
    return answer(
      { expiresAt: expiresAt.toISOString(), expiresInSeconds: verificationCodeTtlSeconds },
      { message: verificationCodeMessages.sent },
    );
  });

  mount(verifyPhone, async ({ auth, params, body }) => {
    const result = await verifyCode(deps, {
      userId: auth.userId,
      code: params.code,
      agreements: body.userAgreementList,
    });
    return answer(
      { phone: result.phone, verifiedAt: result.verifiedAt.toISOString() },
      { message: verificationCodeMessages.verified },
    );
  });

  // The codes of everyone testing on this server: only for a browser on the server's own machine,
  // even while it listens on every interface.
  mount(getDevelopmentSmsOutbox, async ({ query, request }) => {
    if (deps.settings.env === 'production' || !deps.smsOutbox || !isLoopbackCaller(request)) {
      throw notFound(notFoundMessage('page'));
    }
    return deps.smsOutbox
      .outbox(query.phone)
      .map((message) => ({ ...message, sentAt: message.sentAt.toISOString() }));
  });
};
