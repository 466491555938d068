/**
 * A client contact without a company creates it (POST /api/Company/Create) and becomes its administrator:
 * name, website, phone, country, state and city. Then the session is renewed and the client dashboard opens.
 */
import { useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { createCompanySchema, knownLocation, type CreateCompanyInput } from '../../domain/account.ts';
import { api } from '../../lib/api-client.ts';
import { Company_Create } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { LocationFields, useLocation, type Place } from '../form-kit/LocationFields.tsx';
import { replyWithError } from '../form-kit/reply.ts';
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
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [created, setCreated] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const location = useLocation(countries, null, []);

  const [form, fields] = useForm<CompanyFields, CreateCompanyInput>({
    id: 'create-company',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createCompanySchema.check(knownLocation(location.lists)) }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      const result = await api.call(Company_Create, { body: submission.value });
      if (!result.ok) {
        setBusy(false);
        setLastResult(replyWithError(submission, result.error));
        return;
      }
      setCreated(result.data.message);
      const failed = await openCompanyDashboard();
      if (failed) {
        setBusy(false);
        setLastResult(submission.reply({ formErrors: [failed.message] }));
      }
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
      <LocationFields
        location={location}
        country={fields.countryCode}
        state={fields.stateCode}
        clearState={() => form.update({ name: fields.stateCode.name, value: '' })}
      />
      <TextField field={fields.city} label="City (optional)" autoComplete="address-level2" />
      <div className="actions">
        <button type="submit" disabled={busy || created !== null}>
          {busy ? 'Creating…' : 'Create company'}
        </button>
      </div>
      <div role="status">{created ? <p className="notice">{created}</p> : null}</div>
    </form>
  );
}
