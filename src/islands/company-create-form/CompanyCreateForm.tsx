/**
 * A client contact without a company creates it (POST /api/Company/Create) and becomes its administrator:
 * name, website, phone, country, state and city. Then the session is renewed and the client dashboard opens.
 */
import { getFormProps } from '@conform-to/react';
import { createCompanySchema, knownLocation, type CreateCompanyInput } from '#domain/account.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { api } from '../../lib/api-client.ts';
import { Company_Create } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { LocationFields, useLocation, type Place } from '../form-kit/LocationFields.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { openCompanyDashboard } from '../company-join/open-company-dashboard.ts';

type CompanyFields = {
  name: string;
  website: string;
  phone: string;
  countryCode: string;
  stateCode: string;
  city: string;
};

export default function CompanyCreateForm({ countries }: { countries: Place[] }) {
  const location = useLocation(countries, null, []);

  const { form, fields, busy, notice } = useApiForm<CompanyFields, CreateCompanyInput, AnswerOf<typeof Company_Create>>({
    id: 'create-company',
    schema: createCompanySchema.check(knownLocation(location.lists)),
    send: (body) => api.call(Company_Create, { body }),
    async onSuccess(data, { notify }) {
      notify(data.message);
      const failed = await openCompanyDashboard();
      return failed ? { formError: failed.message } : 'leave';
    },
  });

  return (
    <form {...getFormProps(form)} method="post" className="stack" aria-labelledby="create-company-title">
      <h2 id="create-company-title">Create your company</h2>
      <p>You become the administrator of the company: you post its jobs and decide who else from your company may join.</p>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <TextField field={fields.name} label="Company name" autoComplete="organization" />
      <TextField field={fields.website} label="Website (optional)" autoComplete="url" />
      <TextField field={fields.phone} label="Phone (optional)" autoComplete="tel" />
      <LocationFields location={location} fields={fields} form={form} />
      <TextField field={fields.city} label="City (optional)" autoComplete="address-level2" />
      <div className="actions">
        <button type="submit" disabled={busy || notice !== null}>
          {busy ? 'Creating…' : 'Create company'}
        </button>
      </div>
      <div role="status">{notice ? <p className="notice">{notice}</p> : null}</div>
    </form>
  );
}
