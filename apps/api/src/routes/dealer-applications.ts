import type { FastifyRequest } from 'fastify';
import {
  approveDealerApplication,
  dealerApplicationFieldsSchema,
  dealerApplicationMessages,
  dealerApplicationTextFields,
  dealerCertificateField,
  getDealerApplication,
  getDealerApplicationProgress,
  getDealerPasswordLink,
  listDealerApplications,
  rejectDealerApplication,
  requestApplicantPhoneCode,
  setDealerPassword,
  submitDealerApplication,
  verificationCodeMessages,
  verificationCodeTtlSeconds,
  verifyApplicantPhoneCode,
} from '@quotemarket/contract';
import { actorOf } from '../http/operator-actor';
import {
  approveApplication,
  listApplications,
  loadApplication,
  rejectApplication,
} from '../domain/operators/dealer-applications';
import {
  dealerPasswordPath,
  findApplicationProgress,
  findPasswordLink,
  notifyApplicant,
  requestApplicantPhoneCode as sendApplicantCode,
  setPasswordByLink,
  submitApplication,
  verifyApplicantPhoneCode as checkApplicantCode,
  type NewApplication,
} from '../domain/seller/applications';
import { DomainError, invalidField, invalidInput } from '../domain/shared/errors';
import { clientAddress } from '../http/client-address';
import { answer, type RouteModule } from '../http/router';
import { containsNul, unusableCharacterMessage } from '../http/text-guard';
import { isClientError, readImage } from '../http/uploaded-image';

type TextField = (typeof dealerApplicationTextFields)[number];

/** Where this server is reached, for the links the text messages carry. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function malformedForm(request: FastifyRequest, problem: string, field?: string) {
  request.log.info({ problem, field }, 'dealer application form refused');
  return invalidInput(dealerApplicationMessages.notSaved);
}

/**
 * Reads the application form: its text fields under the contract's schema (the first problem
 * answers, named by its field) and the 사업자등록증 photo, re-encoded to its pixels like every upload.
 */
async function readApplicationForm(request: FastifyRequest): Promise<NewApplication> {
  if (!request.isMultipart()) throw malformedForm(request, 'not multipart/form-data');
  const text: Partial<Record<TextField, string>> = {};
  let certificate: NewApplication['certificate'] | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== dealerCertificateField || certificate) {
          throw malformedForm(request, 'unknown file field', part.fieldname);
        }
        const image = await readImage(part, request);
        certificate = { bytes: image.bytes, mime: image.mime };
      } else if ((dealerApplicationTextFields as readonly string[]).includes(part.fieldname)) {
        if (typeof part.value !== 'string' || containsNul(part.value)) {
          throw invalidField(part.fieldname, unusableCharacterMessage);
        }
        text[part.fieldname as TextField] = part.value;
      } else {
        throw malformedForm(request, 'unknown field', part.fieldname);
      }
    }
  } catch (error) {
    if (error instanceof DomainError || isClientError(error)) throw error;
    throw malformedForm(request, error instanceof Error ? error.message : String(error));
  }
  const parsed = dealerApplicationFieldsSchema.safeParse({
    ...Object.fromEntries(dealerApplicationTextFields.map((field) => [field, ''])),
    ...text,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidField(String(issue.path[0] ?? 'form'), issue.message);
  }
  if (!certificate)
    throw invalidField(dealerCertificateField, dealerApplicationMessages.certificateRequired);
  const { consent: _consent, ...fields } = parsed.data;
  return { ...fields, certificate };
}

/**
 * 입점 신청: a store applies (phone verified by a texted code), follows its application by a private
 * link, and, once an operator approves, sets its password through a one-time link. Operators list,
 * read and decide applications; each decision leaves its audit row in its own transaction.
 */
export const dealerApplicationRoutes: RouteModule = (mount, deps) => {
  const { db, now } = deps;

  mount(requestApplicantPhoneCode, async ({ body, request }) => {
    const { expiresAt } = await sendApplicantCode(deps, {
      phone: body.phone,
      ip: clientAddress(request),
    });
    return answer(
      { expiresAt: expiresAt.toISOString(), expiresInSeconds: verificationCodeTtlSeconds },
      { message: verificationCodeMessages.sent },
    );
  });

  mount(verifyApplicantPhoneCode, async ({ body }) => {
    const proof = await checkApplicantCode(deps, body);
    return answer(
      { phoneProof: proof.phoneProof, expiresAt: proof.expiresAt.toISOString() },
      { message: verificationCodeMessages.verified },
    );
  });

  mount(submitDealerApplication, async ({ request }) => {
    const application = await readApplicationForm(request);
    const submitted = await submitApplication({ ...deps, origin: originOf(request) }, application);
    return answer(submitted, {
      message: '입점 신청을 접수했어요. 진행 상황은 문자로 알려 드려요.',
      statusCode: 201,
    });
  });

  mount(getDealerApplicationProgress, async ({ query }) =>
    findApplicationProgress(db, query.token),
  );

  mount(getDealerPasswordLink, async ({ query }) => findPasswordLink(db, query.token, now()));

  mount(setDealerPassword, async ({ body }) =>
    answer(await setPasswordByLink(db, body, now()), {
      message: '비밀번호를 정했어요. 이제 로그인할 수 있어요.',
    }),
  );

  mount(listDealerApplications, async ({ query }) => listApplications(db, query));

  mount(getDealerApplication, async ({ params }) => loadApplication(db, params.id));

  mount(approveDealerApplication, async ({ params, auth, request }) => {
    const approved = await approveApplication(db, actorOf(auth, request, now()), params.id);
    await notifyApplicant(
      deps.sms,
      approved.phone,
      `[견적마켓] ${approved.application.storeName} 입점이 승인되었어요. 비밀번호를 정하고 로그인해 주세요: ${originOf(request)}${dealerPasswordPath(approved.passwordToken)}`,
    );
    return answer(approved.application, {
      message: '입점을 승인했어요. 비밀번호 설정 링크를 문자로 보냈어요.',
    });
  });

  mount(rejectDealerApplication, async ({ params, body, auth, request }) => {
    const rejected = await rejectApplication(
      db,
      actorOf(auth, request, now()),
      params.id,
      body.reason,
    );
    await notifyApplicant(
      deps.sms,
      rejected.phone,
      `[견적마켓] ${rejected.application.storeName} 입점 신청이 반려되었어요. 사유: ${body.reason}`,
    );
    return answer(rejected.application, { message: '입점 신청을 반려했어요.' });
  });
};
