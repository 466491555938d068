/**
 * The Testimonial controller: the talent's list and request, the client's page behind a
 * signed link (visitors: the token is the proof), and the talent's read and visibility switches.
 */
import { route } from '../contract/route.ts';
import { profileOwner, visitor } from '../access/people.ts';
import {
  ownTestimonialsAnswer,
  publicTestimonialsAnswer,
  testimonialFormAnswer,
  testimonialLinkQuery,
  testimonialMessageAnswer,
  testimonialOwnerQuery,
  testimonialPublicQuery,
  testimonialReadSchema,
  testimonialRequestAnswer,
  testimonialRequestSchema,
  testimonialStateAnswer,
  testimonialSubmitSchema,
  testimonialVisibilitySchema,
} from '#domain/testimonials.ts';
import { ownTestimonialsOf, publicTestimonialsOf } from './queries.ts';
import { requestTestimonial } from './request-testimonial.ts';
import { submitTestimonial, testimonialForm } from './submit-testimonial.ts';
import { setTestimonialRead, setTestimonialVisibility } from './set-state.ts';

export const testimonialRoutes = [
  route({
    method: 'get',
    path: '/api/Testimonial/GetAll',
    summary: 'Every testimonial the talent received (public and private, with isRead) and the requests not answered yet; by the talent or their agency owner (instrId)',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: testimonialOwnerQuery,
    response: ownTestimonialsAnswer,
    handler: ({ deps, actor }) => ownTestimonialsOf(deps.db, actor.profile.instrId, deps.now()),
  }),
  route({
    method: 'get',
    path: '/api/Testimonial/GetPublic',
    summary: 'The public testimonials of a public talent profile, newest first (what every viewer other than the talent sees)',
    access: visitor,
    query: testimonialPublicQuery,
    response: publicTestimonialsAnswer,
    handler: async ({ deps, query }) => ({ testimonials: await publicTestimonialsOf(deps.db, query.instrId) }),
  }),
  route({
    method: 'post',
    path: '/api/Testimonial/RequestTestimonial',
    summary: 'Asks a past client for a testimonial: stores the request and e-mails them a signed link to /submit-testimonial that works for 30 days',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: testimonialRequestSchema,
    response: testimonialRequestAnswer,
    handler: ({ deps, body, actor }) => requestTestimonial(deps, actor.user.userId, actor.profile.instrId, body),
  }),
  route({
    method: 'get',
    path: '/api/Testimonial/GetSubmitForm',
    summary: 'What the client’s page shows for a signed link (who asks, for which work); 404 for a forged, altered or expired link, 409 once answered',
    access: visitor,
    capability: true,
    query: testimonialLinkQuery,
    response: testimonialFormAnswer,
    handler: ({ deps, query }) => testimonialForm(deps, query.token),
  }),
  route({
    method: 'post',
    path: '/api/Testimonial/SubmitTestimonial',
    summary: 'The client’s testimonial (with their name and job title as they wish them shown), once per request, with the signed link’s token; the talent is notified',
    access: visitor,
    capability: true,
    body: testimonialSubmitSchema,
    response: testimonialMessageAnswer,
    handler: ({ deps, body, ip }) => submitTestimonial(deps, ip, body),
  }),
  route({
    method: 'post',
    path: '/api/Testimonial/SetTestimonialRead',
    summary: 'Marks a received testimonial as read',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: testimonialReadSchema,
    response: testimonialStateAnswer,
    handler: ({ deps, body, actor }) => setTestimonialRead(deps, actor.profile.instrId, body.requestID),
  }),
  route({
    method: 'post',
    path: '/api/Testimonial/SetTestimonialVisibility',
    summary: 'Makes a received testimonial public (shown to every viewer) or private (the talent only); marks it read',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: testimonialVisibilitySchema,
    response: testimonialStateAnswer,
    handler: ({ deps, body, actor }) => setTestimonialVisibility(deps, actor.profile.instrId, body.requestID, body.isResponsePublic),
  }),
];
